import type { PriceSize } from "../../design/tokens";
import { visuallyHidden } from "../../design/utils.css";
import { discountPercent, formatRupees } from "../../lib/money";
import * as styles from "./Price.css";

export interface PriceProps {
  /** What the shopper pays, in rupees (fractions are rounded down for display). */
  finalPrice: number;
  /** The original price (MRP); shown struck through when higher than `finalPrice`. */
  originalPrice?: number | null;
  /** Discount in percent as the server sent it; computed from the two prices when left out. */
  discount?: number;
  /** Show the "35% off" text when there is a discount. */
  showDiscount?: boolean;
  size?: PriceSize;
  className?: string;
}

/** A price in ₹ with Indian digit grouping, the struck-through original and the discount. */
export function Price({
  finalPrice,
  originalPrice,
  discount,
  showDiscount = true,
  size = "md",
  className,
}: PriceProps) {
  const isDiscounted = originalPrice != null && Math.floor(originalPrice) > Math.floor(finalPrice);
  const percent = isDiscounted ? (discount ?? discountPercent(originalPrice, finalPrice)) : 0;
  return (
    <p className={[styles.root, styles.size[size], className].filter(Boolean).join(" ")}>
      {isDiscounted ? <span className={visuallyHidden}>Price</span> : null}
      <span className={styles.final}>{formatRupees(finalPrice)}</span>
      {isDiscounted ? (
        <>
          <span className={visuallyHidden}>Original price</span>
          <s className={styles.original}>{formatRupees(originalPrice)}</s>
          {showDiscount && percent > 0 ? <span className={styles.discount}>{`${percent}% off`}</span> : null}
        </>
      ) : null}
    </p>
  );
}
