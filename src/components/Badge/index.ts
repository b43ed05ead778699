export { Badge, type BadgeProps } from "./Badge";
