import type { QueryClient } from "@tanstack/react-query";
import type { ApiQueryClient } from "../../api/client";
import { addressesOptions, sortAddresses } from "../account";
import { quoteOptions, selectedLineIds } from "../bill";
import { cartOptions } from "../bag";
import { cartQuoteRequest } from "./cartQuoteRequest";

/**
 * What the cart page shows, asked for on the server: the cart (a signed-in shopper's, or a guest's bag),
 * a shopper's address book, and the bill for the selected lines (to the default address). With the bill in
 * the first HTML the page does not show its skeleton and then render the whole order summary again in the
 * browser when the quote comes back (on Lighthouse's phone that second render was one ~130 ms task). A
 * failed request is left to the browser to ask again.
 */
export async function prefetchCartPage(
  hooks: ApiQueryClient,
  queryClient: QueryClient,
  signedIn: boolean,
): Promise<void> {
  const [cart, addresses] = await Promise.all([
    queryClient.fetchQuery(cartOptions(hooks)).catch(() => null),
    signedIn ? queryClient.fetchQuery(addressesOptions(hooks)).catch(() => null) : { data: [] },
  ]);
  if (!cart || !addresses || selectedLineIds(cart.data.products).length === 0) return;
  const request = cartQuoteRequest({
    lines: cart.data.products,
    address: sortAddresses(addresses.data)[0] ?? null,
    couponCode: "",
    giftWrap: false,
  });
  await queryClient.prefetchQuery(quoteOptions(hooks, request));
}
