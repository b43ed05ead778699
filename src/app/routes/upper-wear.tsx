import { memo } from "react";
import { CategoryListingScreen } from "../../features/catalog/CategoryListingScreen";
import { categoryTabSource, parseCategoryTab, UPPER_WEAR } from "../../features/catalog/categoryTabs";
import { HydrationBoundary } from "@tanstack/react-query";
import { itemListMeta } from "../../features/catalog/listingSeo";
import { loadListingInBrowser } from "../listingClientLoader";
import { loadListingPage } from "../listingLoader";
import type { Route } from "./+types/upper-wear";
import { LISTING_PAGE_HANDLE } from "../pageHandle";

/** Rendered again by its own state alone (docs/decisions/prefetching-next-pages.md#pages-that-stand-still). */
const SteadyCategoryListingScreen = memo(CategoryListingScreen);

export function loader(args: Route.LoaderArgs) {
  // The tab from the URL, exactly as the screen reads it.
  return loadListingPage(args, (params) =>
    categoryTabSource(UPPER_WEAR, parseCategoryTab(UPPER_WEAR, params)),
  );
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadListingInBrowser(serverLoader);
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
      <SteadyCategoryListingScreen listing={UPPER_WEAR} />
    </HydrationBoundary>
  );
}

export const handle = LISTING_PAGE_HANDLE;
