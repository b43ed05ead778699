import type { ReactNode } from "react";
import {
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  Button as AriaButton,
  Heading,
} from "react-aria-components";
import * as styles from "./Disclosure.css";

export interface DisclosureProps {
  /** The trigger's text: what opens. */
  title: ReactNode;
  children: ReactNode;
  defaultExpanded?: boolean;
  /** Wraps the trigger in a heading of this level (leave out where no heading may stand, e.g. in a `<dt>`). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** A show/hide section (react-aria `Disclosure`): a button that expands a panel; Enter or Space toggles. */
export function Disclosure({ title, children, defaultExpanded, headingLevel, className }: DisclosureProps) {
  const trigger = (
    <AriaButton slot="trigger" className={styles.trigger}>
      {title}
      <svg
        className={styles.chevron}
        width="12"
        height="12"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
      >
        <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </AriaButton>
  );
  return (
    <AriaDisclosure
      defaultExpanded={defaultExpanded}
      className={[styles.disclosure, className].filter(Boolean).join(" ")}
    >
      {headingLevel ? (
        <Heading level={headingLevel} className={styles.heading}>
          {trigger}
        </Heading>
      ) : (
        trigger
      )}
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
