import { useRef, useState } from "react";
import { TextField } from "../../../components/TextField";
import { useDebouncedCallback } from "../../../hooks/useDebouncedCallback";
import { parsePriceInput } from "../listingFilters";
import * as styles from "./ListingFilterBar.css";

/** How long a price box waits after the last key before it applies what was typed. */
export const PRICE_DEBOUNCE_MS = 500;

const asText = (value: number | undefined) => (value === undefined ? "" : String(value));

export interface PriceFieldProps {
  label: string;
  /** The limit in the URL (none: no limit). */
  value: number | undefined;
  /** The listing's own bound, shown as the placeholder. */
  placeholder: number;
  onChange: (value: number | undefined) => void;
  /** Marked wrong (a min above the max), described by the message that says so. */
  isInvalid?: boolean;
  "aria-describedby"?: string;
}

/**
 * A rupee limit of the listing: what is typed applies once typing pauses, or at once on Enter or when
 * the box loses focus. A limit that changes from elsewhere (Clear filters, Clear price, Back) replaces the
 * text; the echo of the shopper's own change does not, so typing on is never overwritten by a slower URL
 * update. Nothing else ever rewrites what was typed: the box shows the limit the URL and the list use.
 */
export function PriceField({ label, value, placeholder, onChange, ...validity }: PriceFieldProps) {
  const [text, setText] = useState(() => asText(value));
  /** The last limit this box applied (or took from the URL). */
  const applied = useRef(value);
  const apply = useDebouncedCallback((typed: string) => {
    const next = parsePriceInput(typed);
    if (next === applied.current) return;
    applied.current = next;
    onChange(next);
  }, PRICE_DEBOUNCE_MS);

  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== applied.current) {
      applied.current = value;
      apply.cancel();
      setText(asText(value));
    }
  }

  return (
    <TextField
      label={label}
      className={styles.priceField}
      inputMode="numeric"
      placeholder={`₹${placeholder}`}
      value={text}
      {...validity}
      onChange={(next) => {
        setText(next);
        apply.schedule(next);
      }}
      onBlur={apply.flush}
      onKeyDown={(event) => {
        if (event.key === "Enter") apply.flush();
      }}
    />
  );
}
