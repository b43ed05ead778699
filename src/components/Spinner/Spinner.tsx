import type { SpinnerSize } from "../../design/tokens";
import * as styles from "./Spinner.css";

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: SpinnerSize;
  className?: string;
  /** Set by a pending Button, which is described by its spinner. */
  id?: string;
}

/**
 * An indeterminate progress indicator (role="progressbar" with an accessible name).
 *
 * Not react-aria's ProgressBar: that builds an Intl number formatter for its percentage even when there is
 * none to show, and a page's first Intl call loads the locale's data (the cart's 'You may also like'
 * spinner: ~30 ms of a phone's main thread, 117 ms with Lighthouse's 4× slower CPU).
 */
export function Spinner({ label = "Loading", size = "md", className, id }: SpinnerProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      id={id}
      className={[styles.root, className].filter(Boolean).join(" ")}
    >
      <span className={`${styles.ring} ${styles.size[size]}`} aria-hidden="true" />
    </div>
  );
}
