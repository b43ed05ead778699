export { AppLink, type AppLinkProps } from "./AppLink";
export { Link, type LinkProps } from "./Link";
