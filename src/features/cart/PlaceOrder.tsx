import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useApi } from "../../api/ApiProvider";
import type { QuoteRequest } from "../../api/types";
import { Button } from "../../components/Button";
import { quoteOptions } from "../bill";
import { cartFailureText, cartMessages } from "./cartMessages";
import * as styles from "./CartScreen.css";
import { cartToast } from "./cartToast";

export interface PlaceOrderProps {
  /** The chosen delivery address, or null. */
  addressId: string | null;
  /** What the bill is quoted for (the selected lines, the coupon, gift wrap, the pincode). */
  request: QuoteRequest;
}

/** The checkout of this cart: `/checkout?address=<id>&giftWrap=1` (its coupon is kept with the bag). */
export function checkoutHref(addressId: string, request: QuoteRequest): string {
  const params = new URLSearchParams({ address: addressId });
  if (request.giftWrap) params.set("giftWrap", "1");
  return `/checkout?${params}`;
}

/**
 * Place Order: disabled (and saying why) while no address is chosen ('Please select a delivery address')
 * or nothing is selected ('Your cart is empty'). Pressed, it reads 'Processing...' while the server quotes
 * the selection afresh; if every line can still be ordered it goes to the checkout, else it says so.
 */
export function PlaceOrder({ addressId, request }: PlaceOrderProps) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isProcessing, setProcessing] = useState(false);
  const reason = !request.cartLineIds?.length
    ? cartMessages.nothingSelected
    : !addressId
      ? cartMessages.noAddress
      : null;

  const place = async () => {
    if (!addressId || reason) return;
    setProcessing(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...quoteOptions(hooks, request), staleTime: 0 });
      if (!fresh.data.orderable) {
        cartToast.error(cartMessages.notOrderable);
        setProcessing(false);
        return;
      }
      navigate(checkoutHref(addressId, request));
    } catch (error) {
      cartToast.error(cartFailureText(error, cartMessages.updateFailed));
      setProcessing(false);
    }
  };

  return (
    <div className={styles.placeOrder}>
      <Button
        fullWidth
        size="lg"
        onPress={place}
        isDisabled={reason !== null || isProcessing}
        aria-describedby={reason ? "place-order-reason" : undefined}
      >
        {isProcessing ? cartMessages.processing : cartMessages.placeOrder}
      </Button>
      {reason ? (
        <p id="place-order-reason" className={styles.reason}>
          {reason}
        </p>
      ) : null}
    </div>
  );
}
