import { useQuery } from "@tanstack/react-query";
import { type Key, useState } from "react";
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { useNavigate } from "react-router";
import { useApi } from "../../../api/ApiProvider";
import type { components } from "../../../api/schema";
import { SearchIcon } from "../icons";
import { SEARCH_DEBOUNCE_MS, SEARCH_LIMIT } from "../links";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import * as styles from "./ProductSearch.css";

type SearchResult = components["schemas"]["SearchResult"];

const resultKey = (r: SearchResult) => `${r.productId}/${r.variantId}`;

export interface ProductSearchProps {
  /** Focus the box when it appears (the mobile toggle). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The header's product search (storefront 2.3, made real): a react-aria combobox over
 * GET /product/search, debounced 500 ms, blank input ignored. While waiting it reads 'Searching...',
 * then the results (image, name, colour) or 'No results found'. Choosing a result opens
 * /display/{productId}/{variantId} and clears the box.
 */
export function ProductSearch({ autoFocus, className }: ProductSearchProps) {
  const { hooks } = useApi();
  const navigate = useNavigate();
  const [input, setInput] = useState("");
  const typed = input.trim();
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  const query = useQuery({
    ...hooks.queryOptions("get", "/product/search", { params: { query: { q: term, limit: SEARCH_LIMIT } } }),
    enabled: term !== "",
    retry: false,
  });

  const waiting = typed !== "" && (typed !== term || query.isFetching);
  const results: SearchResult[] = typed !== "" && !waiting ? (query.data?.data.results ?? []) : [];

  const choose = (key: Key | null) => {
    if (key === null) return;
    const chosen = results.find((r) => resultKey(r) === key);
    if (!chosen) return;
    setInput("");
    navigate(`/display/${chosen.productId}/${chosen.variantId}`);
  };

  return (
    <ComboBox
      aria-label="Search products"
      className={[styles.combo, className].filter(Boolean).join(" ")}
      items={results}
      inputValue={input}
      onInputChange={setInput}
      selectedKey={null}
      onSelectionChange={choose}
      menuTrigger="input"
      allowsCustomValue
      allowsEmptyCollection={typed !== ""}
    >
      <div className={styles.field}>
        <span className={styles.icon}>
          <SearchIcon />
        </span>
        <Input className={styles.input} placeholder="Search for products" autoFocus={autoFocus} />
      </div>
      <Popover className={styles.popover} placement="bottom start" offset={6}>
        <ListBox<SearchResult>
          className={styles.list}
          renderEmptyState={() => (
            <p className={styles.empty}>
              {waiting
                ? "Searching..."
                : query.isError
                  ? "Search is unavailable right now. Please try again."
                  : "No results found"}
            </p>
          )}
        >
          {(result) => (
            <ListBoxItem id={resultKey(result)} textValue={result.name} className={styles.item}>
              <img className={styles.thumb} src={result.image} alt="" width={40} height={48} loading="lazy" />
              <span className={styles.text}>
                <span className={styles.name}>{result.name}</span>
                <span className={styles.color}>{result.color}</span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
