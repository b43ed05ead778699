import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useApi } from "../../../api/ApiProvider";
import type { ProductSummary, ProductTag } from "../../../api/types";
import { Button } from "../../../components/Button";
import { Spinner } from "../../../components/Spinner";
import { visuallyHidden } from "../../../design/utils.css";
import { loadedCount, tagListingOptions } from "../listingQuery";
import { ProductGrid } from "../ProductGrid";
import * as styles from "./ProductListingSection.css";

export interface ProductListingSectionProps {
  tag: ProductTag;
  /** The grid's accessible name, e.g. "New arrivals". */
  label: string;
  /** The line under 'No products available at the moment.', e.g. 'Check back soon for new arrivals!'. */
  emptyHint: string;
}

/**
 * A tag listing with the spec's states (storefront 2.10 and 4): first-load spinner, the grid, View More
 * appending the next page, 'Loading more products...', 'All Products Loaded', empty and failed.
 */
export function ProductListingSection({ tag, label, emptyHint }: ProductListingSectionProps) {
  const { client } = useApi();
  const navigate = useNavigate();
  const query = useInfiniteQuery(tagListingOptions(client, tag));

  // Wishlists need an account: a guest's heart goes to login and comes back here (spec 6).
  const onToggleWishlist = (_product: ProductSummary) => {
    const here = typeof window === "undefined" ? "/" : window.location.pathname;
    navigate(`/login?redirect=${encodeURIComponent(here)}`);
  };

  if (query.isPending) {
    return (
      <div className={styles.centered}>
        <Spinner label="Loading products" size="lg" />
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <div className={styles.centered} role="alert">
        <p className={styles.error}>Failed to load products</p>
        <Button variant="secondary" onPress={() => query.refetch()} isPending={query.isRefetching}>
          Try Again
        </Button>
      </div>
    );
  }

  const pages = query.data.pages;
  const products = pages.flatMap((page) => page.products);
  const total = pages[pages.length - 1]?.totalCount ?? 0;

  if (products.length === 0) {
    return (
      <div className={styles.centered}>
        <p className={styles.message}>No products available at the moment.</p>
        <p className={styles.hint}>{emptyHint}</p>
      </div>
    );
  }

  const allLoaded = loadedCount(pages) >= total;
  return (
    <div className={styles.section}>
      <h2 className={visuallyHidden}>{label}</h2>
      <ProductGrid products={products} label={label} onToggleWishlist={onToggleWishlist} />
      <p className={visuallyHidden} role="status" aria-live="polite">
        {`Showing ${products.length} of ${total} products`}
      </p>
      <div className={styles.more}>
        {query.isFetchingNextPage ? (
          <>
            <Spinner label="Loading more products" size="sm" />
            <p className={styles.hint}>Loading more products...</p>
          </>
        ) : allLoaded ? (
          <Button variant="secondary" isDisabled>
            All Products Loaded
          </Button>
        ) : (
          <>
            {query.isFetchNextPageError ? (
              <p className={styles.error} role="alert">
                Failed to load products
              </p>
            ) : null}
            <Button variant="secondary" onPress={() => query.fetchNextPage()}>
              View More
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
