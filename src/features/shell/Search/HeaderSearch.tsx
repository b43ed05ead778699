import { useEffect, useRef, useState } from "react";
import { lazyPart } from "../../../components/LazyPart";
import * as styles from "./ProductSearch.css";
import { SEARCH_LABEL, SEARCH_PLACEHOLDER, SearchField } from "./SearchField";

// The combobox (react-aria's ComboBox, Popover, ListBox and their overlay code) is the largest thing in
// the header, yet most visits never search. The page ships a plain input that looks and is named the
// same; the combobox's code is fetched when a pointer or focus reaches it, and the combobox takes the
// input's place once it has arrived, keeping what was typed meanwhile, the caret and the focus.
const LazyProductSearch = lazyPart(() => import("./ProductSearch").then((module) => module.ProductSearch));

export interface HeaderSearchProps {
  /** Focus the box when it appears (the mobile toggle). */
  autoFocus?: boolean;
}

/** The header's search box: a stand-in input until the shopper reaches for it, then the combobox. */
export function HeaderSearch({ autoFocus }: HeaderSearchProps) {
  const standIn = useRef<HTMLInputElement>(null);
  // The mobile toggle opens the box to type in at once: fetch the combobox straight away.
  const [wanted, setWanted] = useState(Boolean(autoFocus));
  const [ready, setReady] = useState(false);
  const want = () => setWanted(true);

  // Focus that arrived before hydration fired no handler: take it up now.
  useEffect(() => {
    if (standIn.current && document.activeElement === standIn.current) setWanted(true);
  }, []);

  return (
    <>
      {ready ? null : (
        <div className={styles.combo}>
          <SearchField>
            <input
              ref={standIn}
              className={styles.input}
              type="text"
              role="combobox"
              aria-label={SEARCH_LABEL}
              aria-expanded="false"
              aria-autocomplete="list"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              placeholder={SEARCH_PLACEHOLDER}
              // biome-ignore lint/a11y/noAutofocus: the mobile Search toggle opens this box to type in, as before
              autoFocus={autoFocus}
              onPointerEnter={LazyProductSearch.preload}
              onFocus={want}
            />
          </SearchField>
        </div>
      )}
      {wanted ? <LazyProductSearch handOver={standIn} onReady={() => setReady(true)} /> : null}
    </>
  );
}
