import type { QueryClient } from "@tanstack/react-query";
import type { ApiQueryClient } from "../api/client";
import { headlineOptions } from "../features/banners/queries";
import { cartOptions } from "../features/cart/cartQuery";
import { wishlistOptions } from "../features/wishlist/wishlistQuery";
import { fetchSessionUser } from "../session/session";

/**
 * What every main-layout page knows on the server before it renders: the announcement headline, the
 * session (GET /auth/verify, as the shopper: the server's in-process client carries their cookie) and a
 * signed-in shopper's wishlist and cart, so every heart and the header's cart count are right in the first HTML. The session query
 * never fails (a failure is a guest), so a guest is dehydrated as well and the first HTML never shows a
 * signed-in shopper as "Guest".
 */
export async function prefetchShellData(queryClient: QueryClient, hooks: ApiQueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(headlineOptions(hooks)),
    prefetchShopperData(queryClient, hooks),
  ]);
}

/**
 * The session, then (for a shopper) their wishlist and cart; a failed one is not dehydrated (the browser
 * asks).
 */
async function prefetchShopperData(queryClient: QueryClient, hooks: ApiQueryClient): Promise<void> {
  const user = await fetchSessionUser(hooks, queryClient);
  if (!user) return;
  await Promise.all([
    queryClient.prefetchQuery(wishlistOptions(hooks, user._id)),
    queryClient.prefetchQuery(cartOptions(hooks)),
  ]);
}
