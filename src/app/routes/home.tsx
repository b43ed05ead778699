import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { tagListingOptions } from "../../features/catalog/listingQuery";
import { HomeScreen } from "../../features/home/HomeScreen";
import { organizationJsonLd } from "../../features/home/organizationJsonLd";
import { bannerListOptions, videoConfigOptions, videoIsUnusable } from "../../features/banners";
import { featuredProductsOptions } from "../../features/home/featuredProducts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const { api } = context;
  // Failed prefetches are not fatal: each section renders its own fallback and the browser retries.
  const hero = queryClient.fetchQuery(videoConfigOptions(api)).then(
    (config) => videoIsUnusable(config),
    () => true,
  );
  await Promise.all([
    hero.then((needImages) =>
      needImages
        ? Promise.all([
            queryClient.prefetchQuery(bannerListOptions(api, "desktopvideobanner")),
            queryClient.prefetchQuery(bannerListOptions(api, "mobilevideobanner")),
          ])
        : undefined,
    ),
    queryClient.prefetchQuery(bannerListOptions(api, "home")),
    queryClient.prefetchQuery(bannerListOptions(api, "mobilehome")),
    queryClient.prefetchQuery(bannerListOptions(api, "customized")),
    queryClient.prefetchQuery(bannerListOptions(api, "customized_mobile")),
    queryClient.prefetchInfiniteQuery(tagListingOptions(api, "newarrival")),
    queryClient.prefetchInfiniteQuery(tagListingOptions(api, "trending")),
    queryClient.prefetchInfiniteQuery(featuredProductsOptions(api)),
  ]);
  return { dehydratedState: dehydrate(queryClient) };
}

export function meta() {
  return [
    { title: "Rangrez — Men's Clothing Online: Printed & Oversized T-Shirts, Hoodies, Shackets" },
    {
      name: "description",
      content:
        "Shop men's clothing online at Rangrez: printed and oversized T-shirts, hoodies, shackets, joggers and jeans. Cash on delivery (COD), easy 7-day returns and delivery across India.",
    },
    { "script:ld+json": organizationJsonLd() },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <HomeScreen />
    </HydrationBoundary>
  );
}
