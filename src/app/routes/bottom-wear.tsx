import { memo } from "react";
import { CategoryListingScreen } from "../../features/catalog/CategoryListingScreen";
import { BOTTOM_WEAR, categoryTabSource, parseCategoryTab } from "../../features/catalog/categoryTabs";
import { HydrationBoundary } from "@tanstack/react-query";
import { itemListMeta } from "../../features/catalog/listingSeo";
import { loadListingInBrowser } from "../listingClientLoader";
import { loadListingPage } from "../listingLoader";
import type { Route } from "./+types/bottom-wear";
import { LISTING_PAGE_HANDLE } from "../pageHandle";

/** Rendered again by its own state alone (docs/decisions/prefetching-next-pages.md#pages-that-stand-still). */
const SteadyCategoryListingScreen = memo(CategoryListingScreen);

export function loader(args: Route.LoaderArgs) {
  // The tab from the URL, exactly as the screen reads it.
  return loadListingPage(args, (params) =>
    categoryTabSource(BOTTOM_WEAR, parseCategoryTab(BOTTOM_WEAR, params)),
  );
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadListingInBrowser(serverLoader);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: "Bottom Wear — Men's Joggers & Jeans | Rangrez" },
    {
      name: "description",
      content:
        "Shop men's bottom wear: cotton joggers in sizes S to XXL, and slim, straight and relaxed jeans by waist, 30 to 38. Cash on delivery and 7-day returns.",
    },
    itemListMeta("Bottom Wear", loaderData?.pageUrl, loaderData?.itemList ?? []),
  ];
}

export default function BottomWear({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SteadyCategoryListingScreen listing={BOTTOM_WEAR} />
    </HydrationBoundary>
  );
}

export const handle = LISTING_PAGE_HANDLE;
