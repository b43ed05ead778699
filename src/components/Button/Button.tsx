import { type ReactNode, useId } from "react";
import type { ButtonSize, ButtonVariant } from "../../design/tokens";
import { PlainButton, type PlainButtonProps } from "../Pressable";
import { Spinner } from "../Spinner";
import * as styles from "./Button.css";

export interface ButtonProps extends Omit<PlainButtonProps, "className" | "children"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
  /** Read by screen readers while `isPending` (the spinner's label), e.g. "Adding to bag". */
  pendingLabel?: string;
}

/**
 * The shop's button: a native `<button>` (see PlainButton) whose `onPress` fires for mouse, touch and
 * keyboard. `isPending` keeps it focusable, swallows presses and shows a labelled spinner that the button
 * is described by, as react-aria's pending Button does.
 */
export function Button({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
  children,
  pendingLabel = "Loading",
  isPending = false,
  ...props
}: ButtonProps) {
  const spinnerId = useId();
  return (
    <PlainButton
      {...props}
      isPending={isPending}
      aria-describedby={
        isPending
          ? [props["aria-describedby"], spinnerId].filter(Boolean).join(" ")
          : props["aria-describedby"]
      }
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(" ")}
    >
      <span className={isPending ? styles.labelHidden : undefined}>{children}</span>
      {isPending ? (
        <span className={styles.spinnerOverlay}>
          <Spinner id={spinnerId} label={pendingLabel} size="sm" />
        </span>
      ) : null}
    </PlainButton>
  );
}
