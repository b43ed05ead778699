import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from "react-aria-components";
import type { ButtonSize, ButtonVariant } from "../../design/tokens";
import * as styles from "./Button.css";

export interface ButtonLinkProps extends Omit<AriaLinkProps, "className"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
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
    <AriaLink
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.button({ variant, size, fullWidth }), cls].filter(Boolean).join(" "),
      )}
    />
  );
}
