import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import * as styles from "./ProductListingSection/ProductListingSection.css";

/** First load of a product grid (spec 4: a spinner). */
export function ListingLoading() {
  return (
    <div className={styles.centered}>
      <Spinner label="Loading products" size="lg" />
    </div>
  );
}

/** A grid whose first page failed (spec 8): the message and Try Again. */
export function ListingFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div className={styles.centered} role="alert">
      <p className={styles.error}>Failed to load products</p>
      <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
        Try Again
      </Button>
    </div>
  );
}

/** A grid with nothing to show (spec 8), with the page's own hint. */
export function ListingEmpty({ hint }: { hint?: string }) {
  return (
    <div className={styles.centered}>
      <p className={styles.message}>No products available at the moment.</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
