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

// /cart and /addtocart (the same screen). The signed-in shopper's cart, address book and first bill are in
// the first HTML (their cookie goes along to the in-process API; see prefetchCartPage); a guest asks for
// nothing and gets the log-in prompt. Later bills are quoted in the browser, for the lines, coupon and
// address the shopper settles on.
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  const user = hooks ? await fetchSessionUser(hooks, queryClient) : null;
  if (hooks && user) await prefetchCartPage(hooks, queryClient);
  return { dehydratedState: dehydratePageData(queryClient) };
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CartScreen />
    </HydrationBoundary>
  );
}
