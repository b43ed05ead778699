import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { parseListingFilters } from "../../features/catalog/listingFilters";
import { itemListEntries, itemListMeta } from "../../features/catalog/listingSeo";
import { listingOptions } from "../../features/catalog/listingQuery";
import { UpperWearScreen } from "../../features/catalog/UpperWearScreen";
import { parseUpperWearTab, upperWearSource } from "../../features/catalog/upperWearTabs";
import type { Route } from "./+types/upper-wear";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const queryClient = makeQueryClient();
  // The tab and filters from the URL, exactly as the screen reads them.
  const options = listingOptions(
    context.api,
    upperWearSource(parseUpperWearTab(url.searchParams)),
    parseListingFilters(url.searchParams),
  );
  await queryClient.prefetchInfiniteQuery(options);
  return {
    dehydratedState: dehydrate(queryClient),
    pageUrl: `${url.origin}${url.pathname}`,
    itemList: itemListEntries(queryClient, options.queryKey, url.origin),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: "Upper Wear — Men's T-Shirts, Oversized Tees, Hoodies & Shackets | Rangrez" },
    {
      name: "description",
      content:
        "Shop men's upper wear: classic, oversized and regular-fit T-shirts, hoodies and shackets in sizes S to XXL. Filter by size, colour and price.",
    },
    itemListMeta("Upper Wear", loaderData?.pageUrl, loaderData?.itemList ?? []),
  ];
}

export default function UpperWear({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <UpperWearScreen />
    </HydrationBoundary>
  );
}
