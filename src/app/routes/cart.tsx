import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { addressesOptions } from "../../features/account";
import { CartScreen } from "../../features/cart/CartScreen";
import { fetchSessionUser } from "../../session/session";
import { apiHooksFrom } from "../apiContext";
import type { Route } from "./+types/cart";

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

// /cart and /addtocart (the same screen). The signed-in shopper's address book is in the first HTML (their
// cookie goes along to the in-process API), beside the cart the main layout prefetches for the header's
// count; a guest asks for nothing and gets the log-in prompt. The bill is quoted in the browser, for the
// lines and address the shopper settles on.
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  const user = hooks ? await fetchSessionUser(hooks, queryClient) : null;
  if (hooks && user) await queryClient.prefetchQuery(addressesOptions(hooks));
  return { dehydratedState: dehydrate(queryClient) };
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CartScreen />
    </HydrationBoundary>
  );
}
