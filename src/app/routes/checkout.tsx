import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { makeQueryClient } from "../../api/queryClient";
import { CheckoutScreen } from "../../features/checkout/CheckoutScreen";
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
    const book = hooks.queryOptions("get", "/addresses");
    await Promise.all([
      // The address book's failure is not fatal: the browser asks again (CheckoutWithAddress).
      queryClient.fetchQuery(book).then(
        (answer) => {
          // The address the form starts from (CheckoutWithAddress): the cart screen's choice, else the default.
          const addressId = args.params.productId
            ? null
            : new URL(args.request.url).searchParams.get("address");
          const pincode = prefilledAddress(answer.data ?? [], addressId || null, user)?.pincode.trim() ?? "";
          if (!PINCODE_RULE.test(pincode)) return;
          const checks = pincodeCheckOptions(hooks, pincode);
          return Promise.all([
            queryClient.prefetchQuery(checks.lookup),
            queryClient.prefetchQuery(checks.delivery),
          ]);
        },
        () => undefined,
      ),
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
