import { memo } from "react";
import { TrendingScreen } from "../../features/catalog/TrendingScreen";
import { bannerListOptions } from "../../features/banners";
import { HydrationBoundary } from "@tanstack/react-query";
import { itemListMeta } from "../../features/catalog/listingSeo";
import { loadListingInBrowser } from "../listingClientLoader";
import { loadListingPage } from "../listingLoader";
import type { Route } from "./+types/trending";
import { LISTING_PAGE_HANDLE } from "../pageHandle";

/** Rendered again by its own state alone (docs/decisions/prefetching-next-pages.md#pages-that-stand-still). */
const SteadyTrendingScreen = memo(TrendingScreen);

export function loader(args: Route.LoaderArgs) {
  // The carousel's banners come in the first HTML too; on failure it shows its stock images.
  return loadListingPage(
    args,
    () => ({ kind: "tag", tag: "trending" }),
    (hooks, queryClient) => [
      queryClient.prefetchQuery(bannerListOptions(hooks, "trending")),
      queryClient.prefetchQuery(bannerListOptions(hooks, "mobiletrending")),
    ],
  );
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadListingInBrowser(serverLoader);
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
      <SteadyTrendingScreen />
    </HydrationBoundary>
  );
}

export const handle = LISTING_PAGE_HANDLE;
