import { HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { CartScreen } from "../../features/cart/CartScreen";
import { prefetchCartPage } from "../../features/cart/prefetchCartPage";
import { fetchSessionUser } from "../../session/session";
import { apiHooksFrom } from "../apiContext";
import type { Route } from "./+types/cart";
import { dehydratePageData } from "../shellData";

export function meta() {
  return [
    { title: "Shopping Bag | Rangrez" },
    {
      name: "description",
      content:
        "Your Rangrez shopping bag: choose sizes and quantities, the delivery address, gift wrap and a coupon, and see the price details before you place the order.",
    },
    { name: "robots", content: "noindex" },
  ];
}

// /cart and /addtocart (the same screen). The cart (a shopper's, or a guest's bag), a shopper's address book
// and the first bill are in the first HTML (their cookie goes along to the in-process API; see
// prefetchCartPage). Later bills are quoted in the browser, for the lines, coupon and address the shopper
// settles on.
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (hooks)
    await prefetchCartPage(hooks, queryClient, (await fetchSessionUser(hooks, queryClient)) !== null);
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CartScreen />
    </HydrationBoundary>
  );
}
