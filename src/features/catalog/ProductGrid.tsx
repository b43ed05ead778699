import type { ProductSummary } from "../../api/types";
import { ProductCard } from "./ProductCard";
import * as styles from "./ProductGrid.css";

export interface ProductGridProps {
  products: readonly ProductSummary[];
  label: string;
  wishlistedIds?: ReadonlySet<string>;
  onToggleWishlist?: (product: ProductSummary, next: boolean) => void;
}

/** How many cards are in the first viewport on a large screen, and so load their images eagerly. */
const EAGER_CARDS = 4;

export function ProductGrid({ products, label, wishlistedIds, onToggleWishlist }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            priority={index < EAGER_CARDS}
            isWishlisted={wishlistedIds?.has(product._id) ?? false}
            onToggleWishlist={onToggleWishlist}
          />
        </li>
      ))}
    </ul>
  );
}
