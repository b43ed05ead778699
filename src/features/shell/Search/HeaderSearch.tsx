import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { lazyPart } from "../../../components/LazyPart";
import { SEARCH_PATH } from "../../../lib/paths";
import { useSearchedTerm } from "../../search";
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

/** Enter in a blank box searches for nothing: it stays where it is. */
function ignoreBlank(event: FormEvent<HTMLFormElement>) {
  if (String(new FormData(event.currentTarget).get("q") ?? "").trim() === "") event.preventDefault();
}

/**
 * The header's search box: a stand-in input until the shopper reaches for it, then the combobox. Both sit
 * in a GET form for the results page, so Enter opens /search?q=… before the page's code has loaded (or
 * with JavaScript off) as after, where React Router's Form opens it client-side. On the results page the
 * box holds what was searched.
 */
export function HeaderSearch({ autoFocus }: HeaderSearchProps) {
  const standIn = useRef<HTMLInputElement>(null);
  const searched = useSearchedTerm();
  // The mobile toggle opens the box to type in at once: fetch the combobox straight away.
  const [wanted, setWanted] = useState(Boolean(autoFocus));
  const [ready, setReady] = useState(false);
  const want = () => setWanted(true);

  // Focus that arrived before hydration fired no handler: take it up now.
  useEffect(() => {
    if (standIn.current && document.activeElement === standIn.current) setWanted(true);
  }, []);

  return (
    <Form
      method="get"
      action={SEARCH_PATH}
      role="search"
      className={styles.form}
      onSubmit={ignoreBlank}
      data-native-submit
    >
      {ready ? null : (
        <div className={styles.combo}>
          <SearchField>
            <input
              // A new search's words, when the page moves to its results before the combobox is here.
              key={searched}
              ref={standIn}
              className={styles.input}
              type="text"
              name="q"
              defaultValue={searched}
              enterKeyHint="search"
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
    </Form>
  );
}
