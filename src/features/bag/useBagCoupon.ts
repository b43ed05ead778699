// The coupon kept with the bag (PUT / DELETE /cart/coupon): the cart and its checkout quote with it, so it
// is still applied after a reload, at checkout and on another device. The server drops it when it stops
// applying and says so once, on the answer that dropped it; that notice stays on screen until the shopper
// next applies or removes a coupon.
import { useEffect, useState } from "react";
import { useApi } from "../../api/ApiProvider";
import type { Cart } from "../../api/types";
import { useStoreCart } from "./cartQuery";

export interface BagCoupon {
  /** The bag's coupon as stored (upper case), "" for none. */
  code: string;
  /** Why a coupon the shopper applied earlier was removed. */
  notice: string | undefined;
  /** Keeps the code with the bag; rejects with the server's refusal ('Invalid coupon code.'). */
  apply: (code: string) => Promise<void>;
  remove: () => void;
  /** A change of the bag's coupon is on its way. */
  isChanging: boolean;
}

export function useBagCoupon(cart: Cart | undefined): BagCoupon {
  const { hooks } = useApi();
  const storeCart = useStoreCart();
  const [notice, setNotice] = useState<string | undefined>();
  const dropped = cart?.couponNotice;
  useEffect(() => {
    if (dropped) setNotice(dropped);
  }, [dropped]);
  const applying = hooks.useMutation("put", "/cart/coupon", { onSuccess: storeCart });
  const removing = hooks.useMutation("delete", "/cart/coupon", { onSuccess: storeCart });
  return {
    code: cart?.couponCode ?? "",
    notice,
    apply: async (code) => {
      setNotice(undefined);
      await applying.mutateAsync({ body: { couponCode: code } });
    },
    remove: () => {
      setNotice(undefined);
      removing.mutate({});
    },
    isChanging: applying.isPending || removing.isPending,
  };
}
