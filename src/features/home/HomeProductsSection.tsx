import { type UseInfiniteQueryResult, useInfiniteQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import type { ApiQueryClient } from "../../api/client";
import type { ProductListing } from "../../api/types";
import {
  ListingEmpty,
  ListingFailed,
  ListingLoading,
  ProductCarousel,
  ProductGrid,
  tagListingOptions,
} from "../catalog";
import { featuredProductsOptions } from "./featuredProducts";
import { HOME_TRENDING_LIMIT, newArrivalsShown, trendingShown } from "./homeSections";

type Product = ProductListing["products"][number];

/** Home's Trending grid's listing: a page of twice the grid (see HOME_TRENDING_LIMIT). */
export function homeTrendingOptions(hooks: ApiQueryClient) {
  return tagListingOptions(hooks, "trending", HOME_TRENDING_LIMIT);
}

interface HomeGrid {
  query: UseInfiniteQueryResult<{ pages: ProductListing[] }>;
  /** What the grid shows; undefined until the grids it depends on have their answers. */
  products: Product[] | undefined;
}

/**
 * The home page's two grids and what each shows, so no product is in both: New Arrivals the newest eight
 * (its query is the New Arrivals page's own: opening that page after home costs no call), Trending the
 * first eight trending that New Arrivals does not show. Both are in the page's HTML (the route prefetches
 * them); a grid whose call failed shows nothing to leave out.
 */
export function useHomeGrids(): { newArrivals: HomeGrid; trending: HomeGrid } {
  const { hooks } = useApi();
  const newArrivals = useInfiniteQuery(tagListingOptions(hooks, "newarrival"));
  const trending = useInfiniteQuery(homeTrendingOptions(hooks));
  const newest = newArrivals.data ? newArrivalsShown(firstPage(newArrivals.data)) : undefined;
  // Trending waits for New Arrivals to know what to leave out (unless that call failed: nothing shown).
  const known = newest ?? (newArrivals.isError ? [] : undefined);
  return {
    newArrivals: { query: newArrivals, products: newest },
    trending: {
      query: trending,
      products: trending.data && known ? trendingShown(firstPage(trending.data), known) : undefined,
    },
  };
}

const firstPage = (data: { pages: ProductListing[] }) => data.pages[0]?.products ?? [];

/** Home's New Arrivals grid. */
export function NewArrivalsGrid() {
  const { newArrivals } = useHomeGrids();
  return (
    <HomeProducts grid={newArrivals} label="New arrivals" emptyHint="Check back soon for new arrivals!" />
  );
}

/** Home's Trending grid. */
export function TrendingGrid() {
  const { trending } = useHomeGrids();
  return (
    <HomeProducts grid={trending} label="Trending products" emptyHint="Check back soon for trending items!" />
  );
}

/** Home's Featured Products: the carousel's listing without what the two grids above show. */
export function FeaturedProducts() {
  const { newArrivals, trending } = useHomeGrids();
  const settled = (grid: HomeGrid) => grid.products !== undefined || grid.query.isError;
  if (!settled(newArrivals) || !settled(trending)) return <ListingLoading />;
  const shownAbove = [...(newArrivals.products ?? []), ...(trending.products ?? [])];
  return (
    <ProductCarousel
      label="Featured Products"
      options={(hooks) => featuredProductsOptions(hooks, shownAbove)}
    />
  );
}

interface HomeProductsProps {
  grid: HomeGrid;
  /** The grid's accessible name, e.g. "New arrivals". */
  label: string;
  emptyHint: string;
}

/** One of the home page's grids: its loading, failed and empty states, and its products. Its pictures load
 * lazily (as the shopper nears them). */
function HomeProducts({ grid, label, emptyHint }: HomeProductsProps) {
  const { query, products } = grid;
  if (query.isError && !query.data) {
    return <ListingFailed onRetry={() => query.refetch()} isRetrying={query.isRefetching} />;
  }
  if (!products) return <ListingLoading />;
  if (products.length === 0) return <ListingEmpty hint={emptyHint} />;
  // Below the hero and the offers on every screen: no picture of it loads ahead of the hero's.
  return <ProductGrid products={products} label={label} eagerCards={0} />;
}
