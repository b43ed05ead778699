export { Button, type ButtonProps } from "./Button";
export { ButtonLink, type ButtonLinkProps } from "./ButtonLink";
export { CloseButton, type CloseButtonProps } from "./CloseButton";
export { ToggleButton, type ToggleButtonProps } from "./ToggleButton";
