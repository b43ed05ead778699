import type { ApiQueryClient } from "../../api/client";
import { similarListingOptions } from "./listingQuery";
import { ProductCarousel } from "./ProductCarousel";
import * as styles from "./SimilarProducts.css";

export interface SimilarProductsProps {
  productId: string;
  /** The strip's heading: "Similar Products" on the product page, "You may also like" in the cart. */
  title?: string;
}

/** Similar products (docs/product.md#constants): the horizontal scroller of 20, 320 px per arrow press. */
export function SimilarProducts({ productId, title = "Similar Products" }: SimilarProductsProps) {
  const options = (hooks: ApiQueryClient) => similarListingOptions(hooks, productId);
  return (
    <section className={styles.similar} aria-labelledby="similar-title">
      <h2 id="similar-title" className={styles.sectionTitle}>
        {title}
      </h2>
      {/* The list is named in sentence case: "Similar products", "You may also like". */}
      <ProductCarousel label={title.charAt(0) + title.slice(1).toLowerCase()} options={options} />
    </section>
  );
}
