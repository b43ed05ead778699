import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { OrderConfirmedScreen } from "../../features/checkout/OrderConfirmedScreen";
import { requireShopper } from "../shopperLoader";
import type { Route } from "./+types/order-confirmed";
import { dehydratePageData } from "../shellData";

export function meta() {
  return [{ title: "Order Placed | Rangrez" }, { name: "robots", content: "noindex" }];
}

// The order is in the first HTML (a guest logs in first); an unknown one shows the screen's not-found.
export async function loader(args: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const shopper = await requireShopper(args, queryClient);
  if (shopper) {
    await queryClient.prefetchQuery(
      shopper.hooks.queryOptions("get", "/order/{id}", { params: { path: { id: args.params.orderId } } }),
    );
  }
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function OrderConfirmed({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OrderConfirmedScreen />
    </HydrationBoundary>
  );
}
