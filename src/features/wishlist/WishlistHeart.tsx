import { ToggleButton } from "../../components/Button";
import * as styles from "./WishlistHeart.css";
import { useWishlistToggle } from "./useWishlistToggle";

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2 0 3.4 1.1 4.1 2.3h2.6C14 6.1 15.4 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface WishlistHeartProps {
  /** A card's summary or the product page's product: only its id and name are read. */
  product: { _id: string; name: string };
  className?: string;
}

/** The wishlist heart: a toggle button, pressed while the product is wishlisted. */
export function WishlistHeart({ product, className }: WishlistHeartProps) {
  const { isWishlisted, toggle } = useWishlistToggle(product._id);
  return (
    <ToggleButton
      className={className ? `${styles.heart} ${className}` : styles.heart}
      isSelected={isWishlisted}
      onChange={toggle}
      aria-label={`Wishlist ${product.name}`}
    >
      {({ isSelected }) => <HeartIcon filled={isSelected} />}
    </ToggleButton>
  );
}
