import type { ProductSummary } from "../../api/types";
import { Button } from "../../components/Button";
import { preloadOnIntent } from "../../components/LazyPart";
import type { PictureTurn } from "../../lib/laterPictures";
import { ProductCard } from "../catalog";
import { LazyMoveToCartDialog } from "./onDemand";
import * as styles from "./Wishlist.css";
import { sizesInStock, wishlistMessages } from "./wishlistMessages";

export interface WishlistItemProps {
  product: ProductSummary;
  /** When its picture is asked for (the first cards are in the first viewport). */
  turn: PictureTurn;
  onMoveToCart: () => void;
  onRemove: () => void;
}

/** One saved product: its card, Move to Cart (when a size is in stock) and Remove. */
export function WishlistItem({ product, turn, onMoveToCart, onRemove }: WishlistItemProps) {
  const inStock = sizesInStock(product).length > 0;
  return (
    <div className={styles.item}>
      <ProductCard product={product} turn={turn} />
      <div className={styles.itemActions}>
        {inStock ? (
          <Button
            size="sm"
            {...preloadOnIntent(LazyMoveToCartDialog)}
            onPress={onMoveToCart}
            aria-label={`Move to Cart: ${product.name}`}
          >
            Move to Cart
          </Button>
        ) : (
          <Button size="sm" isDisabled aria-label={`${wishlistMessages.soldOut}: ${product.name}`}>
            {wishlistMessages.soldOut}
          </Button>
        )}
        <Button size="sm" variant="secondary" onPress={onRemove} aria-label={`Remove: ${product.name}`}>
          Remove
        </Button>
      </div>
    </div>
  );
}
