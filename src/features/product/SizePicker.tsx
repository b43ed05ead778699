import type { ReactNode } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import type { Size, Variant } from "../../api/types";
import { isLowStock } from "./stock";
import * as styles from "./pickers.css";

export interface SizePickerProps {
  /** The radios' name in the page's form (posted before the page's code has arrived). */
  name?: string;
  variant: Variant;
  selected: Size | null;
  onChange: (size: Size) => void;
  /** Shown when Add to Cart or Buy Now was pressed without a size ('Please select a size.'). */
  errorMessage?: string;
  /** The size guide's opener, beside the label. */
  guide?: ReactNode;
}

/**
 * The sizes the variant really has: a sold-out size is crossed out, and can still be chosen (its page then
 * offers "Notify me" for it instead of Add to Cart); a size with LOW_STOCK_THRESHOLD or fewer pieces says
 * "Only N left". Nothing is chosen at first.
 */
export function SizePicker({ name, variant, selected, onChange, errorMessage, guide }: SizePickerProps) {
  return (
    <RadioGroup
      name={name}
      className={styles.group}
      orientation="horizontal"
      value={selected}
      onChange={(value) => onChange(value as Size)}
      isInvalid={Boolean(errorMessage)}
    >
      <div className={styles.labelRow}>
        <Label className={styles.label}>Size</Label>
        {guide}
      </div>
      <div className={styles.row}>
        {variant.sizes.map(({ size, stock }) => (
          <Radio
            key={size}
            value={size}
            className={stock <= 0 ? `${styles.sizeOption} ${styles.soldOut}` : styles.sizeOption}
            aria-label={
              stock <= 0 ? `${size}, sold out` : isLowStock(stock) ? `${size}, only ${stock} left` : size
            }
          >
            <span className={styles.size}>{size}</span>
            {isLowStock(stock) ? <span className={styles.lowStock}>{`Only ${stock} left`}</span> : null}
          </Radio>
        ))}
      </div>
      {errorMessage ? (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
    </RadioGroup>
  );
}
