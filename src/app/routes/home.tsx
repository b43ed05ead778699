import { memo } from "react";
import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { tagListingOptions } from "../../features/catalog/listingQuery";
import { homeTrendingOptions } from "../../features/home/HomeProductsSection";
import { HomeScreen } from "../../features/home/HomeScreen";
import { organizationJsonLd } from "../../features/home/organizationJsonLd";
import { bannerListOptions, videoConfigOptions } from "../../features/banners";
import type { Route } from "./+types/home";
import { publicOriginFrom, serverApiHooksFrom } from "../apiContext";
import type { PageHandle } from "../pageHandle";
import { dehydratePageData } from "../shellData";

/** Rendered again by its own state alone (docs/decisions/prefetching-next-pages.md#pages-that-stand-still). */
const SteadyHomeScreen = memo(HomeScreen);

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = serverApiHooksFrom(context);
  // Failed prefetches are not fatal: each section renders its own fallback and the browser retries.
  // The hero's pictures are what paint first, with or without a video (which comes once interactive).
  // Featured Products, five screens down on a phone, is asked for as the shopper nears it (as a product
  // page's similar products are): its 20 cards were ~40 % of the page's HTML and of its data (~70 KB),
  // parsed and laid out before the first paint. It leaves out what the two grids above it show.
  await Promise.all([
    queryClient.prefetchQuery(videoConfigOptions(hooks)),
    queryClient.prefetchQuery(bannerListOptions(hooks, "desktopvideobanner")),
    queryClient.prefetchQuery(bannerListOptions(hooks, "mobilevideobanner")),
    queryClient.prefetchQuery(bannerListOptions(hooks, "home")),
    queryClient.prefetchQuery(bannerListOptions(hooks, "mobilehome")),
    queryClient.prefetchQuery(bannerListOptions(hooks, "customized")),
    queryClient.prefetchQuery(bannerListOptions(hooks, "customized_mobile")),
    queryClient.prefetchQuery(bannerListOptions(hooks, "trending")),
    queryClient.prefetchQuery(bannerListOptions(hooks, "mobiletrending")),
    queryClient.prefetchInfiniteQuery(tagListingOptions(hooks, "newarrival")),
    queryClient.prefetchInfiniteQuery(homeTrendingOptions(hooks)),
  ]);
  return { dehydratedState: dehydratePageData(queryClient), publicOrigin: publicOriginFrom(context) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: "Rangrez — Men's Clothing Online: Printed & Oversized T-Shirts, Hoodies, Shackets" },
    {
      name: "description",
      content:
        "Shop men's clothing online at Rangrez: printed and oversized T-shirts, hoodies, shackets, joggers and jeans. Cash on delivery (COD), easy 7-day returns and delivery across India.",
    },
    ...(loaderData ? [{ "script:ld+json": organizationJsonLd(loaderData.publicOrigin) }] : []),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SteadyHomeScreen />
    </HydrationBoundary>
  );
}

/** The marketing text in full under the home page (the only page with all of it). */
export const handle: PageHandle = { marketingText: "full" };
