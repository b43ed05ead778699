import type { ProductSummary } from "../../api/types";
import { ProductCard } from "./ProductCard";
import * as styles from "./ProductGrid.css";

export interface ProductGridProps {
  products: readonly ProductSummary[];
  label: string;
  /** How many cards load their images eagerly: those in the first viewport. A grid further down the page
   * (the home page's) has none, so its pictures do not share a phone's bandwidth with the hero's. */
  eagerCards?: number;
}

/** How many cards are in the first viewport on a large screen (a listing page's grid). */
const EAGER_CARDS = 4;

export function ProductGrid({ products, label, eagerCards = EAGER_CARDS }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} priority={index < eagerCards} />
        </li>
      ))}
    </ul>
  );
}
