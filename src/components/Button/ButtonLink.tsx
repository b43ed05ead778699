import type { ButtonSize, ButtonVariant } from "../../design/tokens";
import { AppLink, type AppLinkProps } from "../Link";
import * as styles from "./Button.css";

export interface ButtonLinkProps extends AppLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A navigation that looks like a button ("Order Now", "Go Home"): a real link, so it opens in new tabs too. */
export function ButtonLink({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <AppLink
      {...props}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(" ")}
    />
  );
}
