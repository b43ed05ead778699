import { LISTING_RESULTS_ID } from "./listingResultsId";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useApi } from "../../../api/ApiProvider";
import type { ProductTag } from "../../../api/types";
import { Button } from "../../../components/Button";
import { visuallyHidden } from "../../../design/utils.css";
import { ListingFilterBar } from "../ListingFilterBar";
import { ListingEmpty, ListingFailed, ListingLoading, ListingMore } from "../ListingStates";
import { activeFilterCount, DEFAULT_LISTING_FILTERS, priceRangeProblem } from "../listingFilters";
import { type ListingSource, listingOptions, loadedCount } from "../listingQuery";
import { ProductGrid } from "../ProductGrid";
import { useListingFilters } from "../useListingFilters";
import * as styles from "./ProductListingSection.css";

export interface ProductListingSectionProps {
  /** A tag listing (shorthand for `source={{ kind: "tag", tag }}`). */
  tag?: ProductTag;
  /** Which listing call answers the grid; wins over `tag`. */
  source?: ListingSource;
  /** The grid's accessible name, e.g. "New arrivals". */
  label: string;
  /** The line under 'No products available at the moment.', e.g. 'Check back soon for new arrivals!'. */
  emptyHint?: string;
  /** Replaces the whole empty message (e.g. Upper Wear's 'Coming Soon!'). */
  emptyContent?: ReactNode;
  /** Show the sort and filter bar and read/write them in the URL. */
  filterable?: boolean;
  /** Cards whose pictures load at once (see ProductGrid): none when the grid starts below the first screen. */
  eagerCards?: number;
}

/** Where the results go: focus lands here from the skip link, so the next Tab is the first product. */
function Results({ children }: { children: ReactNode }) {
  return (
    <div id={LISTING_RESULTS_ID} tabIndex={-1} className={styles.results}>
      {children}
    </div>
  );
}

/**
 * A listing with the shop's states: first-load spinner, the grid, View More
 * appending the next page, 'Loading more products...', 'All Products Loaded', empty and failed. With
 * `filterable`, the sort and filters from the URL narrow the list (server-side) and a filter bar changes them;
 * a price range the wrong way round lists nothing and says why, the boxes and the URL keeping what was typed.
 */
export function ProductListingSection({
  tag,
  source,
  label,
  emptyHint,
  emptyContent,
  filterable = false,
  eagerCards,
}: ProductListingSectionProps) {
  const { hooks } = useApi();
  const urlFilters = useListingFilters();
  const filters = filterable ? urlFilters.filters : DEFAULT_LISTING_FILTERS;
  const resolved: ListingSource = source ?? { kind: "tag", tag: tag ?? "newarrival" };
  const query = useInfiniteQuery({
    ...listingOptions(hooks, resolved, filters),
    // While other filters load, keep the current grid (and its facets) on screen.
    placeholderData: filterable ? keepPreviousData : undefined,
  });

  if (query.isPending) {
    return (
      <Results>
        <ListingLoading />
      </Results>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Results>
        <ListingFailed onRetry={() => query.refetch()} isRetrying={query.isRefetching} />
      </Results>
    );
  }

  // A reversed price range matches nothing: the answer (asked without it) gives only the filters' options.
  const priceProblem = filterable ? priceRangeProblem(filters) : undefined;
  const pages = priceProblem ? [] : query.data.pages;
  const products = pages.flatMap((page) => page.products);
  const total = pages[pages.length - 1]?.totalCount ?? 0;
  const facets = query.data.pages[0]?.facets;
  const narrowed = filterable && activeFilterCount(filters) > 0;
  const baseIsEmpty = facets
    ? facets.price.max === 0 && facets.sizes.length === 0 && facets.colors.length === 0
    : true;

  const filterBar =
    filterable && facets && !(baseIsEmpty && products.length === 0) ? (
      <ListingFilterBar
        facets={facets}
        filters={filters}
        total={total}
        onChange={urlFilters.setFilters}
        onClear={urlFilters.clearFilters}
      />
    ) : null;

  if (priceProblem) {
    return (
      <div className={styles.section}>
        {filterBar}
        <Results>
          <div className={styles.centered}>
            <p className={styles.message}>No products can match this price range.</p>
            <p className={styles.hint}>{priceProblem}</p>
            <Button
              variant="secondary"
              onPress={() => urlFilters.setFilters({ minPrice: undefined, maxPrice: undefined })}
            >
              Clear price
            </Button>
          </div>
        </Results>
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <div className={styles.section}>
        {filterBar}
        <Results>
          {narrowed ? (
            <div className={styles.centered}>
              <p className={styles.message} role="status">
                No products match these filters.
              </p>
              <Button variant="secondary" onPress={urlFilters.clearFilters}>
                Clear filters
              </Button>
            </div>
          ) : (
            (emptyContent ?? <ListingEmpty hint={emptyHint} />)
          )}
        </Results>
      </div>
    );
  }

  const allLoaded = loadedCount(pages) >= total;
  return (
    <div className={styles.section}>
      {filterBar}
      <Results>
        <h2 className={visuallyHidden}>{label}</h2>
        <div aria-busy={query.isPlaceholderData}>
          <ProductGrid products={products} label={label} eagerCards={eagerCards} />
        </div>
      </Results>
      <p className={visuallyHidden} role="status" aria-live="polite">
        {`Showing ${products.length} of ${total} products`}
      </p>
      <ListingMore
        allLoaded={allLoaded}
        isFetchingNextPage={query.isFetchingNextPage}
        isFetchNextPageError={query.isFetchNextPageError}
        onMore={() => query.fetchNextPage()}
      />
    </div>
  );
}
