import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import type { User } from "../../api/types";
import { Button, ButtonLink } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { selectedLineIds } from "../bill";
import { useBagCoupon } from "../bag";
import { CheckoutNotice } from "./CheckoutNotice";
import { CheckoutWithAddress } from "./CheckoutWithAddress";
import { checkoutMessages as messages } from "./checkoutMessages";
import type { CheckoutSource } from "./checkoutSource";
import { CART_PATH } from "../../lib/paths";

/** /checkout: the lines selected in the cart (GET /cart/getusercart, the cart's own query), with the coupon
 * kept with the bag. */
export function CartCheckout({
  user,
  source,
}: {
  user: User;
  source: Extract<CheckoutSource, { kind: "cart" }>;
}) {
  const { hooks } = useApi();
  const cart = useQuery({ ...hooks.queryOptions("get", "/cart/getusercart"), staleTime: 0, retry: 1 });
  const coupon = useBagCoupon(cart.data?.data);

  if (cart.isPending) return <Spinner label="Loading your bag" />;
  if (cart.isError) {
    return (
      <CheckoutNotice title="We could not load your bag." role="alert">
        <Button onPress={() => void cart.refetch()} isPending={cart.isRefetching} pendingLabel="Trying again">
          Try Again
        </Button>
      </CheckoutNotice>
    );
  }
  const cartLineIds = selectedLineIds(cart.data.data.products);
  if (cartLineIds.length === 0) {
    return (
      <CheckoutNotice title={messages.emptySelection} text="Choose what to order in your bag first.">
        <ButtonLink href="/">Continue Shopping</ButtonLink>
        <ButtonLink href={CART_PATH} variant="secondary">
          Back to Bag
        </ButtonLink>
      </CheckoutNotice>
    );
  }
  return (
    <CheckoutWithAddress user={user} lines={{ cartLineIds }} addressId={source.addressId} coupon={coupon} />
  );
}
