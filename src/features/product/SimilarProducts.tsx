import type { ApiQueryClient } from "../../api/client";
import { similarListingOptions } from "../catalog";
import { ProductCarousel } from "../home";
import * as styles from "./ProductScreen.css";

/** Similar products (commerce 2, 9): the horizontal scroller of 20, 320 px per arrow press. */
export function SimilarProducts({ productId }: { productId: string }) {
  const options = (hooks: ApiQueryClient) => similarListingOptions(hooks, productId);
  return (
    <section className={styles.similar} aria-labelledby="similar-title">
      <h2 id="similar-title" className={styles.sectionTitle}>
        Similar Products
      </h2>
      <ProductCarousel label="Similar products" options={options} />
    </section>
  );
}
