import type { ReactNode } from "react";
import { SearchIcon } from "../icons";
import * as styles from "./ProductSearch.css";

export const SEARCH_LABEL = "Search products";
export const SEARCH_PLACEHOLDER = "Search for products";

/** The search box's rounded field with its icon: one look for the combobox and its stand-in. */
export function SearchField({ children }: { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <span className={styles.icon}>
        <SearchIcon />
      </span>
      {children}
    </div>
  );
}
