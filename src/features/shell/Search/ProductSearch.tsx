import { useQuery } from "@tanstack/react-query";
import {
  type Key,
  type KeyboardEvent,
  type Ref,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  type InputProps,
  ListBox,
  ListBoxItem,
  Popover,
} from "react-aria-components";
import { useLocation, useNavigate } from "react-router";
import { useApi } from "../../../api/ApiProvider";
import type { components } from "../../../api/schema";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { productPath, searchPath } from "../../../lib/paths";
import { useSearchedTerm } from "../../search";
import { SEARCH_DEBOUNCE_MS, SEARCH_LIMIT } from "../links";
import * as styles from "./ProductSearch.css";
import { SEARCH_LABEL, SEARCH_PLACEHOLDER, SearchField } from "./SearchField";

type SearchResult = components["schemas"]["SearchResult"];

/** The list's last option: the search's results page. */
const SEE_ALL = { seeAll: true } as const;
type Option = SearchResult | typeof SEE_ALL;

const resultKey = (r: SearchResult) => `${r.productId}/${r.variantId}`;
const optionKey = (option: Option) => ("seeAll" in option ? "see-all" : resultKey(option));

export interface ProductSearchProps {
  /** Focus the box when it appears (the mobile toggle). */
  autoFocus?: boolean;
  className?: string;
  /** The stand-in input this box replaces (HeaderSearch): its text, caret and focus carry over. */
  handOver?: RefObject<HTMLInputElement | null>;
  /** Called before the first paint with this box in place, so the stand-in can go in the same frame. */
  onReady?: () => void;
}

interface HandedOver {
  text: string;
  focused: boolean;
  caret: readonly [number, number];
}

/** What the stand-in holds now (read at commit: keys pressed while this box rendered are in it). */
function takeOver(standIn: HTMLInputElement): HandedOver {
  return {
    text: standIn.value,
    focused: document.activeElement === standIn,
    caret: [standIn.selectionStart ?? 0, standIn.selectionEnd ?? 0],
  };
}

/** Opens the results for text typed into the stand-in before this box arrived, as typing here would. */
function OpenOnArrival() {
  const state = useContext(ComboBoxStateContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival: later typing opens the menu itself
  useEffect(() => {
    state?.open(null, "input");
  }, []);
  return null;
}

/**
 * The box's input, where Enter with no option chosen sends the search form (HeaderSearch's): the results
 * page. With the list open, react-aria keeps Enter from sending the form, in case it chooses an option, so
 * Enter is taken here first, before react-aria sees it; with an option chosen, react-aria has it.
 */
function SearchInput(props: InputProps & { ref?: Ref<HTMLInputElement> }) {
  const state = useContext(ComboBoxStateContext);
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    if (state?.isOpen && state.selectionManager.focusedKey != null) return;
    event.preventDefault();
    event.stopPropagation();
    state?.close();
    event.currentTarget.form?.requestSubmit();
  };
  return <Input {...props} onKeyDownCapture={submitOnEnter} />;
}

/** A move to another page closes the list: "See all results" opens the results page keeping the words,
 * which would otherwise leave it open over the new page. */
function CloseOnNavigation() {
  const state = useContext(ComboBoxStateContext);
  const { key } = useLocation();
  const shownOn = useRef(key);
  useEffect(() => {
    if (key === shownOn.current) return;
    shownOn.current = key;
    state?.close();
  }, [key, state]);
  return null;
}

/**
 * The header's product search (the original shop's, made real): a react-aria combobox over
 * GET /product/search, debounced 500 ms, blank input ignored. While waiting it reads 'Searching...',
 * then the results (image, name, colour) and last "See all results", or 'No results found'. Choosing a
 * result opens /display/{productId}/{variantId} and clears the box; "See all results", or Enter with no
 * result chosen, opens the search's results page (the box's form: see HeaderSearch and SearchInput).
 */
export function ProductSearch({ autoFocus, className, handOver, onReady }: ProductSearchProps) {
  const { hooks } = useApi();
  const navigate = useNavigate();
  const [input, setInput] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  // On arrival, before the first paint: take the stand-in's text, then (next effect) its focus and caret,
  // and let the stand-in go in the same frame.
  const [handed, setHanded] = useState<HandedOver | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useLayoutEffect(() => {
    if (handOver?.current) {
      const taken = takeOver(handOver.current);
      setInput(taken.text);
      setHanded(taken);
    }
    onReady?.();
  }, []);
  useLayoutEffect(() => {
    const box = inputRef.current;
    if (!box || !handed?.focused) return;
    box.focus();
    box.setSelectionRange(...handed.caret);
  }, [handed]);
  // On the results page the box holds what was searched: a new search (a suggestion followed) puts its
  // words in, leaving the page puts none.
  const searched = useSearchedTerm();
  const shownSearch = useRef(searched);
  useEffect(() => {
    if (searched === shownSearch.current) return;
    shownSearch.current = searched;
    setInput(searched);
  }, [searched]);
  const typed = input.trim();
  // From blank: text typed into the stand-in is typing in progress, searched once it pauses.
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS, "");

  const query = useQuery({
    ...hooks.queryOptions("get", "/product/search", { params: { query: { q: term, limit: SEARCH_LIMIT } } }),
    enabled: term !== "",
    retry: false,
  });

  const waiting = typed !== "" && (typed !== term || query.isFetching);
  const results: SearchResult[] = typed !== "" && !waiting ? (query.data?.data.results ?? []) : [];
  const options: Option[] = results.length > 0 ? [...results, SEE_ALL] : [];

  const choose = (key: Key | null) => {
    if (key === null) return;
    if (key === optionKey(SEE_ALL)) {
      navigate(searchPath(term));
      return;
    }
    const chosen = results.find((r) => resultKey(r) === key);
    if (!chosen) return;
    setInput("");
    navigate(productPath(chosen.productId, chosen.variantId));
  };

  return (
    <ComboBox
      aria-label={SEARCH_LABEL}
      className={[styles.combo, className].filter(Boolean).join(" ")}
      items={options}
      name="q"
      inputValue={input}
      onInputChange={setInput}
      selectedKey={null}
      onSelectionChange={choose}
      menuTrigger="input"
      allowsCustomValue
      allowsEmptyCollection={typed !== ""}
    >
      <SearchField>
        <SearchInput
          ref={inputRef}
          className={styles.input}
          placeholder={SEARCH_PLACEHOLDER}
          enterKeyHint="search"
          autoFocus={autoFocus}
        />
      </SearchField>
      <CloseOnNavigation />
      {handed && handed.text.trim() !== "" ? <OpenOnArrival /> : null}
      <Popover className={styles.popover} placement="bottom start" offset={6}>
        <ListBox<Option>
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
          {(result) =>
            "seeAll" in result ? (
              <ListBoxItem
                id={optionKey(result)}
                textValue={`See all results for “${term}”`}
                className={`${styles.item} ${styles.seeAll}`}
              >
                See all results for “{term}”
              </ListBoxItem>
            ) : (
              <ListBoxItem id={resultKey(result)} textValue={result.name} className={styles.item}>
                <img
                  className={styles.thumb}
                  src={result.image}
                  alt=""
                  width={40}
                  height={48}
                  loading="lazy"
                />
                <span className={styles.text}>
                  <span className={styles.name}>{result.name}</span>
                  <span className={styles.color}>{result.color}</span>
                </span>
              </ListBoxItem>
            )
          }
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
