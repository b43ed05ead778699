import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { CheckoutScreen } from "../../features/checkout/CheckoutScreen";
import { requireShopper } from "../shopperLoader";
import type { Route } from "./+types/checkout";

export function meta() {
  return [
    { title: "Checkout | Rangrez" },
    {
      name: "description",
      content: "Confirm your delivery address, review your order and pay online or by cash on delivery.",
    },
    { name: "robots", content: "noindex" },
  ];
}

// /checkout and /checkout/{productId}/{variantId}: a guest is sent to log in; a shopper's cart and address
// book are in the first HTML (the quote and pincode checks follow in the browser, as the form changes).
export async function loader(args: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const shopper = await requireShopper(args, queryClient);
  if (shopper) {
    const { hooks } = shopper;
    await Promise.all([
      queryClient.prefetchQuery(hooks.queryOptions("get", "/addresses")),
      args.params.productId
        ? null
        : queryClient.prefetchQuery(hooks.queryOptions("get", "/cart/getusercart")),
    ]);
  }
  return { dehydratedState: dehydrate(queryClient) };
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CheckoutScreen />
    </HydrationBoundary>
  );
}
