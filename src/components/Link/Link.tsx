import type { LinkVariant } from "../../design/tokens";
import { AppLink, type AppLinkProps } from "./AppLink";
import * as styles from "./Link.css";

export interface LinkProps extends AppLinkProps {
  variant?: LinkVariant;
}

/** A link in the shop's text styles (see AppLink for where it goes and how). */
export function Link({ variant = "inline", className, ...props }: LinkProps) {
  return <AppLink {...props} className={[styles.link[variant], className].filter(Boolean).join(" ")} />;
}
