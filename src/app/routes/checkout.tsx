import { HydrationBoundary, type QueryClient } from "@tanstack/react-query";
import type { ApiQueryClient } from "../../api/client";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Cart, User } from "../../api/types";
import { type BillChoices, quoteOptions, quoteRequest, selectedLineIds } from "../../features/bill";
import { makeQueryClient } from "../../api/queryClient";
import { CheckoutScreen } from "../../features/checkout/CheckoutScreen";
import { INITIAL_PAYMENT_MODE } from "../../features/checkout/CheckoutForm";
import { CHOICE_PARAMS, type CheckoutSource, checkoutSourceOf } from "../../features/checkout/checkoutSource";
import { prefilledAddress } from "../../features/checkout/shippingForm";
import { pincodeCheckOptions } from "../../features/checkout/usePincodeCheck";
import { PINCODE_RULE } from "../../lib/accountRules";
import { requireShopper } from "../shopperLoader";
import type { Route } from "./+types/checkout";
import { dehydratePageData } from "../shellData";

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
// book, the prefilled address's pincode checks (its city, and whether we deliver there) and the first bill
// (paying online, to that address) are in the first HTML. Later bills are quoted in the browser, whenever
// the form changes.
export async function loader(args: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const shopper = await requireShopper(args, queryClient);
  if (shopper) {
    const { hooks, user } = shopper;
    // The URL read as the screen reads it (CheckoutScreen).
    const source = checkoutSourceOf(args.params, new URL(args.request.url).searchParams);
    const [pincode, cart] = await Promise.all([
      prefetchAddressBook(queryClient, hooks, user, source),
      source.kind === "cart"
        ? queryClient.fetchQuery(hooks.queryOptions("get", "/cart/getusercart")).catch(() => null)
        : null,
    ]);
    const bill = firstBill(source, cart?.data ?? null, pincode);
    if (bill) await queryClient.prefetchQuery(quoteOptions(hooks, quoteRequest(bill)));
  }
  return { dehydratedState: dehydratePageData(queryClient) };
}

/** What the form's first bill is quoted for (CartCheckout, CheckoutForm), or null when it shows none. */
function firstBill(
  source: CheckoutSource,
  cart: Cart | null,
  pincode: string | undefined,
): BillChoices | null {
  const choices = { paymentMode: INITIAL_PAYMENT_MODE, pincode };
  if (source.kind === "buyNow") {
    const { item, couponCode, giftWrap } = source;
    return { ...choices, lines: { product: item }, couponCode, giftWrap };
  }
  const cartLineIds = selectedLineIds(cart?.products ?? []);
  if (source.kind !== "cart" || cartLineIds.length === 0) return null;
  // The bag's own coupon, as the screen quotes with it (useBagCoupon).
  const couponCode = cart?.couponCode ?? "";
  return { ...choices, lines: { cartLineIds }, couponCode, giftWrap: source.giftWrap };
}

/**
 * A coupon or gift wrap chosen on the page is written into its URL (so a reload keeps it): that is no new
 * page, and its data is not loaded again (the bill is quoted in the browser).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const rest = (url: URL) => {
    const query = new URLSearchParams(url.search);
    for (const name of Object.values(CHOICE_PARAMS)) query.delete(name);
    return `${url.pathname}?${query}`;
  };
  if (rest(currentUrl) === rest(nextUrl)) return false;
  return defaultShouldRevalidate;
}

/**
 * The address book and, when the screen shows the form, the pincode checks of the address it starts from
 * (CheckoutWithAddress: the cart screen's choice, else the default): that pincode when well formed. A
 * failure is not fatal: the browser asks again.
 */
async function prefetchAddressBook(
  queryClient: QueryClient,
  hooks: ApiQueryClient,
  user: User,
  source: CheckoutSource,
): Promise<string | undefined> {
  const book = await queryClient.fetchQuery(hooks.queryOptions("get", "/addresses")).catch(() => null);
  if (!book || (source.kind !== "cart" && source.kind !== "buyNow")) return undefined;
  const addressId = source.kind === "cart" ? source.addressId : null;
  const pincode = prefilledAddress(book.data ?? [], addressId, user)?.pincode.trim() ?? "";
  if (!PINCODE_RULE.test(pincode)) return undefined;
  const checks = pincodeCheckOptions(hooks, pincode);
  await Promise.all([queryClient.prefetchQuery(checks.lookup), queryClient.prefetchQuery(checks.delivery)]);
  return pincode;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <CheckoutScreen />
    </HydrationBoundary>
  );
}
