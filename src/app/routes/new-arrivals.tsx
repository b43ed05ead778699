import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { parseListingFilters } from "../../features/catalog/listingFilters";
import { itemListEntries, itemListMeta } from "../../features/catalog/listingSeo";
import { tagListingOptions } from "../../features/catalog/listingQuery";
import { NewArrivalsScreen } from "../../features/catalog/NewArrivalsScreen";
import type { Route } from "./+types/new-arrivals";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const queryClient = makeQueryClient();
  // The same options the screen builds from the URL (sort and filters included), so hydration refetches nothing.
  const options = tagListingOptions(
    context.api,
    "newarrival",
    undefined,
    parseListingFilters(url.searchParams),
  );
  // A failed prefetch is not fatal: the screen renders its own error state and offers Try Again.
  await queryClient.prefetchInfiniteQuery(options);
  return {
    dehydratedState: dehydrate(queryClient),
    pageUrl: `${url.origin}${url.pathname}`,
    itemList: itemListEntries(queryClient, options.queryKey, url.origin),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: "New Arrivals — Men's Printed & Oversized T-Shirts, Hoodies | Rangrez" },
    {
      name: "description",
      content:
        "Discover our latest collection of men's printed and oversized T-shirts, hoodies and shackets. Cash on delivery, 7-day returns, delivery across India.",
    },
    itemListMeta("New Arrivals", loaderData?.pageUrl, loaderData?.itemList ?? []),
  ];
}

export default function NewArrivals({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <NewArrivalsScreen />
    </HydrationBoundary>
  );
}
