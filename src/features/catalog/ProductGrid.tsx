import type { ProductSummary } from "../../api/types";
import { ProductCard, cardTurn } from "./ProductCard";
import * as styles from "./ProductGrid.css";

export interface ProductGridProps {
  products: readonly ProductSummary[];
  label: string;
  /** How many cards are in the first viewport on a large screen: their pictures are asked for with the
   * first screen. A grid further down the page (the home page's) has none, so its pictures do not share a
   * phone's bandwidth with the hero's. */
  eagerCards?: number;
}

/** How many cards are in the first viewport on a large screen (a listing page's grid). */
const EAGER_CARDS = 4;

export function ProductGrid({ products, label, eagerCards = EAGER_CARDS }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} turn={cardTurn(index, eagerCards)} />
        </li>
      ))}
    </ul>
  );
}
