import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { parseListingFilters } from "../../features/catalog/listingFilters";
import { itemListEntries, itemListMeta } from "../../features/catalog/listingSeo";
import { tagListingOptions } from "../../features/catalog/listingQuery";
import { TrendingScreen } from "../../features/catalog/TrendingScreen";
import { bannerListOptions } from "../../features/home/queries";
import type { Route } from "./+types/trending";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const queryClient = makeQueryClient();
  const options = tagListingOptions(
    context.api,
    "trending",
    undefined,
    parseListingFilters(url.searchParams),
  );
  // Failures are not fatal: the grid shows 'Failed to load products', the carousel its stock images.
  await Promise.all([
    queryClient.prefetchInfiniteQuery(options),
    queryClient.prefetchQuery(bannerListOptions(context.api, "trending")),
    queryClient.prefetchQuery(bannerListOptions(context.api, "mobiletrending")),
  ]);
  return {
    dehydratedState: dehydrate(queryClient),
    pageUrl: `${url.origin}${url.pathname}`,
    itemList: itemListEntries(queryClient, options.queryKey, url.origin),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: "Trending Now — Popular Men's T-Shirts, Hoodies & Shackets | Rangrez" },
    {
      name: "description",
      content:
        "Discover what's popular right now: the most-loved graphic tees, oversized fits, hoodies and shackets. Cash on delivery and 7-day returns across India.",
    },
    itemListMeta("Trending Now", loaderData?.pageUrl, loaderData?.itemList ?? []),
  ];
}

export default function Trending({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <TrendingScreen />
    </HydrationBoundary>
  );
}
