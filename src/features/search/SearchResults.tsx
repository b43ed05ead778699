import { useInfiniteQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { visuallyHidden } from "../../design/utils.css";
import { ListingFailed, ListingLoading, ListingMore, ProductGrid } from "../catalog";
import { SearchHelp } from "./SearchHelp";
import { SearchPage } from "./SearchPage";
import * as styles from "./SearchPage.css";
import { resultsEndNote, resultsHeading } from "./searchHeading";
import { searchResultsOptions } from "./searchQuery";

/**
 * The results of one search, in the listings' states: a spinner on the first load, the failed page with Try
 * Again, the grid with View More until every match is on screen, and when nothing matched, the help.
 */
export function SearchResults({ term }: { term: string }) {
  const { hooks } = useApi();
  const query = useInfiniteQuery(searchResultsOptions(hooks, term));

  if (query.isPending) {
    return (
      <SearchPage heading={`Searching for “${term}”`}>
        <ListingLoading />
      </SearchPage>
    );
  }
  if (query.isError && !query.data) {
    return (
      <SearchPage heading={`Results for “${term}”`}>
        <ListingFailed onRetry={() => query.refetch()} isRetrying={query.isRefetching} />
      </SearchPage>
    );
  }

  const pages = query.data.pages;
  const products = pages.flatMap((page) => page.products);
  if (products.length === 0) {
    return (
      <SearchPage
        heading={`No results for “${term}”`}
        lead={
          <p className={styles.lead}>
            Nothing in the shop matches “{term}”. Check the spelling or try fewer words, or start from one of
            these.
          </p>
        }
      >
        <SearchHelp />
      </SearchPage>
    );
  }

  const total = pages[pages.length - 1]?.totalCount ?? 0;
  const readAs = pages[0]?.readAs;
  return (
    <SearchPage
      heading={resultsHeading(total, term)}
      lead={readAs ? <p className={styles.readAs}>Showing results for “{readAs}”</p> : undefined}
    >
      <div className={styles.results}>
        <h2 className={visuallyHidden}>Search results</h2>
        <ProductGrid products={products} label="Search results" />
        <p className={visuallyHidden} role="status" aria-live="polite">
          {`Showing ${products.length} of ${resultsHeading(total, term)}`}
        </p>
        <ListingMore
          allLoaded={!query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          isFetchNextPageError={query.isFetchNextPageError}
          onMore={() => query.fetchNextPage()}
          endNote={resultsEndNote(total)}
        />
      </div>
    </SearchPage>
  );
}
