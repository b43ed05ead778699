import type { ReactNode } from "react";
import { pageTitle } from "../../design/typography.css";
import * as styles from "./SearchPage.css";

export interface SearchPageProps {
  /** The page's h1: what was searched and, once known, how many matched. */
  heading: string;
  /** Lines under the heading. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The search page's frame: the heading of the state it is in, then that state's content. */
export function SearchPage({ heading, lead, children }: SearchPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <h1 className={pageTitle}>{heading}</h1>
        {lead}
      </header>
      {children}
    </div>
  );
}
