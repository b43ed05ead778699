import type { ReactNode } from "react";
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from "react-aria-components";
import type { ButtonSize, ButtonVariant } from "../../design/tokens";
import { Spinner } from "../Spinner";
import * as styles from "./Button.css";

export interface ButtonProps extends Omit<AriaButtonProps, "className" | "children"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
  /** Read by screen readers while `isPending` (the spinner's label), e.g. "Adding to bag". */
  pendingLabel?: string;
}

/**
 * The shop's button (react-aria `Button`): `onPress` fires for mouse, touch and keyboard.
 * `isPending` keeps it focusable, swallows presses and shows a labelled spinner.
 */
export function Button({
  variant = "primary",
  size = "md",
  fullWidth = false,
  className,
  children,
  pendingLabel = "Loading",
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.button({ variant, size, fullWidth }), cls].filter(Boolean).join(" "),
      )}
    >
      {({ isPending }) => (
        <>
          <span className={isPending ? styles.labelHidden : undefined}>{children}</span>
          {isPending ? (
            <span className={styles.spinnerOverlay}>
              <Spinner label={pendingLabel} size="sm" />
            </span>
          ) : null}
        </>
      )}
    </AriaButton>
  );
}
