import { Button } from "../../components/Button";
import { detailMessages as messages } from "./detailMessages";
import * as styles from "./Detail.css";
import type { Order } from "./orderTypes";
import { usePayForOrder } from "./usePayForOrder";

export interface PayForOrderProps {
  order: Pick<Order, "_id" | "actions">;
  /** Where the shopper goes once the order is paid on delivery (else the page shows it, now COD). */
  onPaidOnDelivery?: (order: Order) => void;
}

/**
 * An order awaiting its payment: Retry Payment, and Pay on Delivery where cash on delivery is offered for
 * it (otherwise why not), as the server's `actions` say. Nothing for an order that needs no payment.
 */
export function PayForOrder({ order, onPaidOnDelivery }: PayForOrderProps) {
  const pay = usePayForOrder(order._id, onPaidOnDelivery);
  const actions = order.actions;
  if (!actions?.canRetryPayment) return null;
  const busy = pay.isRetrying || pay.isSwitching;
  return (
    <>
      <Button
        onPress={pay.payAgain}
        isDisabled={busy && !pay.isRetrying}
        isPending={pay.isRetrying}
        pendingLabel={messages.startingPayment}
      >
        {messages.retryPayment}
      </Button>
      {actions.canPayOnDelivery ? (
        <Button
          variant="secondary"
          onPress={pay.payOnDelivery}
          isDisabled={busy && !pay.isSwitching}
          isPending={pay.isSwitching}
          pendingLabel={messages.switchingToCod}
        >
          {messages.payOnDelivery}
        </Button>
      ) : null}
      {!actions.canPayOnDelivery && actions.payOnDeliveryBlockedReason ? (
        <p className={styles.muted}>{actions.payOnDeliveryBlockedReason}</p>
      ) : null}
      <p className={styles.problem} role="alert">
        {pay.problem ?? ""}
      </p>
    </>
  );
}
