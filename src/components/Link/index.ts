export { Link, type LinkProps } from "./Link";
export { ReactRouterAriaProvider } from "./ReactRouterAriaProvider";
