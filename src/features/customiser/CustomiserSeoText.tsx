// The words about custom apparel for search engines and curious shoppers, below the editor (never on the
// first screen, docs/product.md#customiser).
import * as styles from "./CustomiserScreen.css";

export function CustomiserSeoText() {
  return (
    <section className={styles.seo} aria-labelledby="customiser-seo-title">
      <h2 id="customiser-seo-title" className={styles.seoTitle}>
        Custom apparel, printed for you
      </h2>
      <p>
        Design your own custom hoodie or custom T-shirt online with Rangrez. Choose the garment, its colour
        and your size, then add graphics from our collections, your own words in a choice of fonts, or a photo
        of your own, on the front, the back or both. What you see in the editor is what we print.
      </p>
      <p>
        Custom printed apparel makes a personal gift, a team or event T-shirt, or a one-of-a-kind hoodie for
        yourself. Every design is printed to order at 300 DPI on soft, comfortable fabric and shipped across
        India. Save your designs to your wishlist, share them by link, and order whenever you are ready.
      </p>
    </section>
  );
}
