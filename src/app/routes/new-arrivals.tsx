import { memo } from "react";
import { NewArrivalsScreen } from "../../features/catalog/NewArrivalsScreen";
import { HydrationBoundary } from "@tanstack/react-query";
import { itemListMeta } from "../../features/catalog/listingSeo";
import { loadListingInBrowser } from "../listingClientLoader";
import { loadListingPage } from "../listingLoader";
import type { Route } from "./+types/new-arrivals";
import { LISTING_PAGE_HANDLE } from "../pageHandle";

/** Rendered again by its own state alone (docs/decisions/prefetching-next-pages.md#pages-that-stand-still). */
const SteadyNewArrivalsScreen = memo(NewArrivalsScreen);

export function loader(args: Route.LoaderArgs) {
  return loadListingPage(args, () => ({ kind: "tag", tag: "newarrival" }));
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadListingInBrowser(serverLoader);
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
      <SteadyNewArrivalsScreen />
    </HydrationBoundary>
  );
}

export const handle = LISTING_PAGE_HANDLE;
