import type { ProductSummary } from "../../api/types";
import { ProductCard } from "./ProductCard";
import * as styles from "./ProductGrid.css";

export interface ProductGridProps {
  products: readonly ProductSummary[];
  label: string;
}

/** How many cards are in the first viewport on a large screen, and so load their images eagerly. */
const EAGER_CARDS = 4;

export function ProductGrid({ products, label }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} priority={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
