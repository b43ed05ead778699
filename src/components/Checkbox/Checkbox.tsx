import type { ReactNode } from "react";
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from "react-aria-components";
import * as styles from "./Checkbox.css";

export interface CheckboxProps extends Omit<AriaCheckboxProps, "className" | "children"> {
  /** The label; leave out for a checkbox named by `aria-label` (a row's select box). */
  children?: ReactNode;
  className?: string;
}

/** A labelled checkbox (react-aria `Checkbox`): the label is the children; Space toggles it. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[styles.checkbox, className].filter(Boolean).join(" ")}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected || isIndeterminate ? (
              <svg
                width="14"
                height="14"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                aria-hidden="true"
              >
                {/* A tick when selected, a dash when only some of a group are. */}
                <path
                  d={isSelected ? "M5 12l5 5L19 7" : "M6 12h12"}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
