import type { User } from "../../api/types";
import { CheckoutWithAddress } from "./CheckoutWithAddress";
import type { BuyNowItem } from "./checkoutSource";
import { useUrlCoupon } from "./useUrlChoices";

/** /checkout/{productId}/{variantId}: one item, with the coupon applied here kept in the page's URL. */
export function BuyNowCheckout({ user, item }: { user: User; item: BuyNowItem }) {
  const coupon = useUrlCoupon();
  return <CheckoutWithAddress user={user} lines={{ product: item }} addressId={null} coupon={coupon} />;
}
