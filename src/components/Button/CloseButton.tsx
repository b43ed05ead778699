import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { CloseIcon } from "../Icon";
import * as styles from "./Button.css";

export interface CloseButtonProps extends Omit<AriaButtonProps, "className" | "children"> {
  /** What it closes, e.g. "Close menu": the button shows only an ×. */
  "aria-label": string;
  className?: string;
}

/** The × that closes a dialog, the profile drawer or the mobile menu. */
export function CloseButton({ className, ...props }: CloseButtonProps) {
  return (
    <AriaButton {...props} className={[styles.closeButton, className].filter(Boolean).join(" ")}>
      <CloseIcon size={20} strokeWidth={2} />
    </AriaButton>
  );
}
