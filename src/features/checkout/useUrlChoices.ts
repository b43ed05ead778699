// A checkout's choices that live in its URL, so a reload keeps them: gift wrap on either checkout, and the
// coupon of a Buy Now (the cart's checkout uses the coupon kept with the bag). Written with replace, so
// Back leaves the checkout rather than stepping through each tick; the route does not load again for them
// (its shouldRevalidate).
import { useSearchParams } from "react-router";
import type { BagCoupon } from "../bag";
import { CHOICE_PARAMS, couponOf, giftWrapOf } from "./checkoutSource";

/** What the coupon entry needs, from the bag (useBagCoupon) or from the URL (useUrlCoupon). */
export type CouponChoice = BagCoupon;

function useChoiceParam() {
  const [query, setQuery] = useSearchParams();
  const set = (name: string, value: string | null) =>
    setQuery(
      (params) => {
        if (value === null) params.delete(name);
        else params.set(name, value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return [query, set] as const;
}

/** Gift wrap as the URL says, and its change. */
export function useUrlGiftWrap(): [boolean, (giftWrap: boolean) => void] {
  const [query, set] = useChoiceParam();
  return [giftWrapOf(query), (giftWrap) => set(CHOICE_PARAMS.giftWrap, giftWrap ? "1" : null)];
}

/** A Buy Now's coupon, kept in the URL: the quote applies or refuses it. */
export function useUrlCoupon(): CouponChoice {
  const [query, set] = useChoiceParam();
  return {
    code: couponOf(query),
    notice: undefined,
    apply: async (code) => set(CHOICE_PARAMS.coupon, code),
    remove: () => set(CHOICE_PARAMS.coupon, null),
    isChanging: false,
  };
}
