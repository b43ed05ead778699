import { ProgressBar } from "react-aria-components";
import type { SpinnerSize } from "../../design/tokens";
import * as styles from "./Spinner.css";

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

/**
 * An indeterminate progress indicator (role="progressbar" with an accessible name).
 * Inside a pending react-aria Button it is linked to the button automatically.
 */
export function Spinner({ label = "Loading", size = "md", className }: SpinnerProps) {
  return (
    <ProgressBar
      aria-label={label}
      isIndeterminate
      className={[styles.root, className].filter(Boolean).join(" ")}
    >
      <span className={`${styles.ring} ${styles.size[size]}`} aria-hidden="true" />
    </ProgressBar>
  );
}
