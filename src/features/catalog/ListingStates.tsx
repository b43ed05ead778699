import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import * as styles from "./ProductListingSection/ProductListingSection.css";

/** First load of a product grid: a spinner. */
export function ListingLoading() {
  return (
    <div className={styles.centered}>
      <Spinner label="Loading products" size="lg" />
    </div>
  );
}

/** A grid whose first page failed (docs/product.md#when-a-call-fails): the message and Try Again. */
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

export interface ListingMoreProps {
  /** Every product of the listing is on screen. */
  allLoaded: boolean;
  isFetchingNextPage: boolean;
  /** The last View More failed. */
  isFetchNextPageError: boolean;
  onMore: () => void;
  /** Said under All Products Loaded (a search's page, which reaches only its best matches). */
  endNote?: string;
}

/** The foot of a paged grid: View More adds the next page ('Loading more products...' meanwhile),
 * until All Products Loaded; a failed page says so above View More. */
export function ListingMore({
  allLoaded,
  isFetchingNextPage,
  isFetchNextPageError,
  onMore,
  endNote,
}: ListingMoreProps) {
  return (
    <div className={styles.more}>
      {isFetchingNextPage ? (
        <>
          <Spinner label="Loading more products" size="sm" />
          <p className={styles.hint}>Loading more products...</p>
        </>
      ) : allLoaded ? (
        <>
          <Button variant="secondary" isDisabled>
            All Products Loaded
          </Button>
          {endNote ? <p className={styles.hint}>{endNote}</p> : null}
        </>
      ) : (
        <>
          {isFetchNextPageError ? (
            <p className={styles.error} role="alert">
              Failed to load products
            </p>
          ) : null}
          <Button variant="secondary" onPress={onMore}>
            View More
          </Button>
        </>
      )}
    </div>
  );
}

/** A grid with nothing to show (docs/product.md#when-a-call-fails), with the page's own hint. */
export function ListingEmpty({ hint }: { hint?: string }) {
  return (
    <div className={styles.centered}>
      <p className={styles.message}>No products available at the moment.</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
