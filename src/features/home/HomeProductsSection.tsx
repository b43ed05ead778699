import { useInfiniteQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import type { ProductTag } from "../../api/types";
import { ListingEmpty, ListingFailed, ListingLoading, ProductGrid, tagListingOptions } from "../catalog";

export interface HomeProductsProps {
  tag: ProductTag;
  /** The grid's accessible name, e.g. "New arrivals". */
  label: string;
  emptyHint: string;
}

/**
 * The first page (8 products) of a tag listing as a grid, for the home page's New Arrivals and Trending.
 * Shares its query with the listing page, so opening it after home costs no extra call. Its pictures load
 * lazily (as the shopper nears them).
 */
export function HomeProducts({ tag, label, emptyHint }: HomeProductsProps) {
  const { hooks } = useApi();
  const query = useInfiniteQuery(tagListingOptions(hooks, tag));

  if (query.isPending) return <ListingLoading />;
  if (query.isError && !query.data) {
    return <ListingFailed onRetry={() => query.refetch()} isRetrying={query.isRefetching} />;
  }
  const products = query.data.pages[0]?.products ?? [];
  if (products.length === 0) return <ListingEmpty hint={emptyHint} />;
  // Below the hero and the offers on every screen: no picture of it loads ahead of the hero's.
  return <ProductGrid products={products.slice(0, 8)} label={label} eagerCards={0} />;
}
