export { Disclosure, type DisclosureProps } from "./Disclosure";
