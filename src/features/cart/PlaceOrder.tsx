import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useApi } from "../../api/ApiProvider";
import type { QuoteRequest } from "../../api/types";
import { Button } from "../../components/Button";
import { cartCheckoutPath } from "../../lib/paths";
import { quoteOptions } from "../bill";
import { cartFailureText, cartMessages, cartToast } from "../bag";
import * as styles from "./CartScreen.css";

export interface PlaceOrderProps {
  /** A guest chooses the address at checkout, once signed in. */
  isGuest: boolean;
  /** The chosen delivery address, or null. */
  addressId: string | null;
  /** What the bill is quoted for (the selected lines, the coupon, gift wrap, the pincode). */
  request: QuoteRequest;
}

/**
 * Place Order: disabled (and saying why) while no address is chosen ('Please select a delivery address')
 * or nothing is selected ('Your cart is empty'). Pressed, it reads 'Processing...' while the server quotes
 * the selection afresh; if every line can still be ordered it goes to the checkout, else it says so. A
 * guest goes to the checkout too, which has them log in or sign up first and brings them back with the bag
 * merged into their account (they are told so beside the button).
 */
export function PlaceOrder({ isGuest, addressId, request }: PlaceOrderProps) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isProcessing, setProcessing] = useState(false);
  const reason = !request.cartLineIds?.length
    ? cartMessages.nothingSelected
    : !addressId && !isGuest
      ? cartMessages.noAddress
      : null;

  const place = async () => {
    if (reason) return;
    setProcessing(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...quoteOptions(hooks, request), staleTime: 0 });
      if (!fresh.data.orderable) {
        cartToast.error(cartMessages.notOrderable);
        setProcessing(false);
        return;
      }
      navigate(cartCheckoutPath(addressId, request.giftWrap === true));
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
      ) : isGuest ? (
        <p className={styles.guestNote}>{cartMessages.guestCheckout}</p>
      ) : null}
    </div>
  );
}
