import { CloseIcon } from "../Icon";
import { PlainButton, type PlainButtonProps } from "../Pressable";
import * as styles from "./Button.css";

export interface CloseButtonProps extends Omit<PlainButtonProps, "className" | "children"> {
  /** What it closes, e.g. "Close menu": the button shows only an ×. */
  "aria-label": string;
  className?: string;
}

/** The × that closes a dialog, the profile drawer or the mobile menu. */
export function CloseButton({ className, ...props }: CloseButtonProps) {
  return (
    <PlainButton {...props} className={[styles.closeButton, className].filter(Boolean).join(" ")}>
      <CloseIcon size={20} strokeWidth={2} />
    </PlainButton>
  );
}
