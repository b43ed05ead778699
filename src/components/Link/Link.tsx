import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from "react-aria-components";
import type { LinkVariant } from "../../design/tokens";
import * as styles from "./Link.css";

export interface LinkProps extends Omit<AriaLinkProps, "className"> {
  variant?: LinkVariant;
  className?: string;
}

/**
 * A link (react-aria `Link`). In-app paths (`href="/product/123"`) navigate client-side when a
 * react-aria `RouterProvider` is above it — see `ReactRouterAriaProvider`; otherwise a normal `<a href>`.
 */
export function Link({ variant = "inline", className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.link[variant], cls].filter(Boolean).join(" "),
      )}
    />
  );
}
