import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { tagListingOptions } from "../../features/catalog/listingQuery";
import { NewArrivalsScreen } from "../../features/catalog/NewArrivalsScreen";
import type { Route } from "./+types/new-arrivals";

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  // A failed prefetch is not fatal: the screen renders its own error state and offers Try Again.
  await queryClient.prefetchInfiniteQuery(tagListingOptions(context.api, "newarrival"));
  return { dehydratedState: dehydrate(queryClient) };
}

export function meta() {
  return [
    { title: "New Arrivals — Men's Printed & Oversized T-Shirts, Hoodies | Rangrez" },
    {
      name: "description",
      content:
        "Discover our latest collection of men's printed and oversized T-shirts, hoodies and shackets. Cash on delivery, 7-day returns, delivery across India.",
    },
  ];
}

export default function NewArrivals({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <NewArrivalsScreen />
    </HydrationBoundary>
  );
}
