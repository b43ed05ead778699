import { dehydrate, HydrationBoundary, type QueryClient } from "@tanstack/react-query";
import type { ApiQueryClient } from "../../api/client";
import type { User } from "../../api/types";
import { makeQueryClient } from "../../api/queryClient";
import { CheckoutScreen } from "../../features/checkout/CheckoutScreen";
import { type CheckoutSource, checkoutSourceOf } from "../../features/checkout/checkoutSource";
import { prefilledAddress } from "../../features/checkout/shippingForm";
import { pincodeCheckOptions } from "../../features/checkout/usePincodeCheck";
import { PINCODE_RULE } from "../../lib/accountRules";
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

// /checkout and /checkout/{productId}/{variantId}: a guest is sent to log in; a shopper's cart, address
// book and the prefilled address's pincode checks (its city, and whether we deliver there) are in the
// first HTML. The quote follows in the browser, as it does whenever the form changes.
export async function loader(args: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const shopper = await requireShopper(args, queryClient);
  if (shopper) {
    const { hooks, user } = shopper;
    // The URL read as the screen reads it (CheckoutScreen).
    const source = checkoutSourceOf(args.params, new URL(args.request.url).searchParams);
    await Promise.all([
      prefetchAddressBook(queryClient, hooks, user, source),
      source.kind === "cart"
        ? queryClient.prefetchQuery(hooks.queryOptions("get", "/cart/getusercart"))
        : null,
    ]);
  }
  return { dehydratedState: dehydrate(queryClient) };
}

/**
 * The address book and, when the screen shows the form, the pincode checks of the address it starts from
 * (CheckoutWithAddress: the cart screen's choice, else the default). A failure is not fatal: the browser
 * asks again.
 */
async function prefetchAddressBook(
  queryClient: QueryClient,
  hooks: ApiQueryClient,
  user: User,
  source: CheckoutSource,
): Promise<void> {
  const book = await queryClient.fetchQuery(hooks.queryOptions("get", "/addresses")).catch(() => null);
  if (!book || (source.kind !== "cart" && source.kind !== "buyNow")) return;
  const addressId = source.kind === "cart" ? source.addressId : null;
  const pincode = prefilledAddress(book.data ?? [], addressId, user)?.pincode.trim() ?? "";
  if (!PINCODE_RULE.test(pincode)) return;
  const checks = pincodeCheckOptions(hooks, pincode);
  await Promise.all([queryClient.prefetchQuery(checks.lookup), queryClient.prefetchQuery(checks.delivery)]);
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CheckoutScreen />
    </HydrationBoundary>
  );
}
