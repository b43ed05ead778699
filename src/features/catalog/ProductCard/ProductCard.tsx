import type { ProductSummary } from "../../../api/types";
import { Badge } from "../../../components/Badge";
import { ButtonLink } from "../../../components/Button";
import { AppLink } from "../../../components/Link";
import { Price } from "../../../components/Price";
import { visuallyHidden } from "../../../design/utils.css";
import { discountPercent } from "../../../lib/money";
import { type PictureTurn, pictureLoading } from "../../../lib/laterPictures";
import { productPath } from "../../../lib/paths";
import { ProductPicture } from "../ProductPicture";
import { useCardHeart } from "./CardHeart";
import * as styles from "./ProductCard.css";

export interface ProductCardProps {
  product: ProductSummary;
  /** When its picture is asked for: the first cards of a page with the first screen, the rest after it
   * (src/lib/laterPictures.ts). */
  turn?: PictureTurn;
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

/**
 * The picture lies over a pulsing placeholder, which shows until the picture has drawn. Once it has, the
 * frame is marked `data-loaded` (the placeholder stops and hides), on the element itself rather than in
 * React state: a picture already there when the page hydrates set that state from its ref, in the commit,
 * and React re-rendered every such card at once, synchronously (a listing page's largest task).
 */
function markFrameIfLoaded(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth > 0) img.closest(`.${styles.frame}`)?.setAttribute("data-loaded", "");
}

/** How many cards a phone's row holds: the rest of a wider screen's first row lies below a phone's first
 * screen, and waits there until that is painted (src/lib/laterPictures.ts). */
const PHONE_ROW = 2;

/** The turn of the picture of a list's `index`th card, when `firstScreen` cards are in a wide screen's
 * first screen. */
export function cardTurn(index: number, firstScreen: number): PictureTurn {
  if (index >= firstScreen) return "later";
  return index < PHONE_ROW ? "first" : "later-on-phones";
}

/** The product card: image, badges, wishlist heart, Order Now, details and price. */
export function ProductCard({ product, turn = "later" }: ProductCardProps) {
  const Heart = useCardHeart();

  const href = productPath(product._id, product.variantId);
  const percent = product.originalPrice ? discountPercent(product.originalPrice, product.finalPrice) : 0;
  const image = product.images[0];
  // The card shows the variant the listing chose (the one its filters matched), not always the first.
  const color = (product.variants.find((v) => v._id === product.variantId) ?? product.variants[0])?.color;
  const ratingText = product.rating.toFixed(1);

  return (
    <article className={styles.card} aria-label={product.name}>
      <div className={styles.frame}>
        <div className={styles.placeholder} data-testid="image-placeholder" />
        {image ? (
          <ProductPicture
            ref={markFrameIfLoaded}
            className={styles.image}
            src={image}
            sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            width={400}
            height={500}
            alt={color ? `${product.name} in ${color}` : product.name}
            {...pictureLoading(turn)}
            decoding="async"
            onLoad={(event) => markFrameIfLoaded(event.currentTarget)}
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
        {Heart ? (
          <div className={styles.heart}>
            <Heart product={product} />
          </div>
        ) : null}
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{CATEGORY_LABELS[product.subCategory] ?? product.category}</p>
        <h3 className={styles.name}>
          <AppLink href={href} prefetch="intent" className={styles.nameLink}>
            {product.name}
          </AppLink>
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
            prefetch="intent"
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
