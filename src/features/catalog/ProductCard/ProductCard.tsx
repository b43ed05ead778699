import { useCallback, useState } from "react";
import { Link as AriaLink, ToggleButton } from "react-aria-components";
import type { ProductSummary } from "../../../api/types";
import { Badge } from "../../../components/Badge";
import { ButtonLink } from "../../../components/Button";
import { Price } from "../../../components/Price";
import { visuallyHidden } from "../../../design/utils.css";
import { discountPercent } from "../../../lib/money";
import { productImageSrcSet, productPath } from "../productLinks";
import * as styles from "./ProductCard.css";

export interface ProductCardProps {
  product: ProductSummary;
  isWishlisted?: boolean;
  onToggleWishlist?: (product: ProductSummary, next: boolean) => void;
  /** The first cards of a page load eagerly (they are in the first viewport); the rest lazily. */
  priority?: boolean;
}

const CATEGORY_LABELS: Record<ProductSummary["subCategory"], string> = {
  "t-shirt": "T-Shirt",
  "oversize-t-shirt": "Oversized T-Shirt",
  "regular-t-shirt": "Regular T-Shirt",
  hoodie: "Hoodie",
  shacket: "Shacket",
  joggers: "Joggers",
  jeans: "Jeans",
};

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

/** The product card of spec 2.9: image, badges, wishlist heart, Order Now, details and price. */
export function ProductCard({
  product,
  isWishlisted = false,
  onToggleWishlist,
  priority = false,
}: ProductCardProps) {
  const [loaded, setLoaded] = useState(false);
  // An image that finished before hydration fires no onLoad in React: check `complete` on mount too.
  const imageRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);

  const href = productPath(product._id, product.variantId);
  const percent = product.originalPrice ? discountPercent(product.originalPrice, product.finalPrice) : 0;
  const image = product.images[0];
  // The card shows the variant the listing chose (the one its filters matched), not always the first.
  const color = (product.variants.find((v) => v._id === product.variantId) ?? product.variants[0])?.color;
  const ratingText = product.rating.toFixed(1);

  return (
    <article className={styles.card} aria-label={product.name}>
      <div className={styles.frame}>
        {loaded ? null : <div className={styles.placeholder} data-testid="image-placeholder" />}
        {image ? (
          <img
            ref={imageRef}
            className={styles.image}
            data-loaded={loaded || undefined}
            src={image}
            srcSet={productImageSrcSet(image)}
            sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            width={400}
            height={500}
            alt={color ? `${product.name} in ${color}` : product.name}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            onLoad={() => setLoaded(true)}
          />
        ) : null}
        <div className={styles.badges}>
          {product.isNew ? <Badge tone="new">NEW</Badge> : null}
          {percent > 0 ? (
            <Badge tone="discount">
              <span aria-hidden="true">{`-${percent}%`}</span>
              <span className={visuallyHidden}>{`${percent}% off`}</span>
            </Badge>
          ) : null}
        </div>
        <ToggleButton
          className={styles.heart}
          isSelected={isWishlisted}
          onChange={(next) => onToggleWishlist?.(product, next)}
          aria-label={`Wishlist ${product.name}`}
        >
          {({ isSelected }) => <HeartIcon filled={isSelected} />}
        </ToggleButton>
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{CATEGORY_LABELS[product.subCategory] ?? product.category}</p>
        <h3 className={styles.name}>
          <AriaLink href={href} className={styles.nameLink}>
            {product.name}
          </AriaLink>
        </h3>
        {product.reviews > 0 ? (
          <p className={styles.rating}>
            <span aria-hidden="true">
              <span className={styles.star}>★</span> {ratingText} ({product.reviews})
            </span>
            <span className={visuallyHidden}>
              {`Rated ${ratingText} out of 5 from ${product.reviews} ${product.reviews === 1 ? "review" : "reviews"}`}
            </span>
          </p>
        ) : (
          <p className={styles.rating}>No reviews yet</p>
        )}
        <p className={styles.description}>{product.description}</p>
        <div className={styles.footer}>
          <Price finalPrice={product.finalPrice} originalPrice={product.originalPrice} showDiscount={false} />
          <ButtonLink
            href={href}
            size="sm"
            fullWidth
            className={styles.orderNow}
            aria-label={`Order Now: ${product.name}`}
          >
            Order Now
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
