import { ButtonLink } from "../../components/Button";
import * as styles from "./ListingPage.css";
import { ProductListingSection } from "./ProductListingSection";

/** New Arrivals: title, subtitle, hero text, the paged grid and a way back home. */
export function NewArrivalsScreen() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>New Arrivals</h1>
        <p className={styles.subtitle}>Discover our latest collection</p>
        <p className={styles.lead}>
          Fresh drops every month: printed and oversized tees, hoodies and shackets in 100% cotton, sizes S to
          XXL, with cash on delivery and 7-day returns across India.
        </p>
      </header>
      <ProductListingSection
        tag="newarrival"
        label="New arrivals"
        emptyHint="Check back soon for new arrivals!"
        filterable
      />
      <aside className={styles.cta} aria-label="Keep shopping">
        <p className={styles.ctaText}>Looking for something else?</p>
        <ButtonLink href="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </aside>
    </div>
  );
}
