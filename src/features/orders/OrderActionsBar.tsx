import { useState } from "react";
import { toast } from "../../components/Toast";
import { Button } from "../../components/Button";
import { OpenedOnce, preloadOnIntent } from "../../components/LazyPart";
import { detailMessages as messages, reportByText, returnByText } from "./detailMessages";
import * as styles from "./Detail.css";
import type { Order } from "./orderTypes";
import { PayForOrder } from "./PayForOrder";
import { LazyCancelOrderDialog, LazyReturnOrderDialog } from "./onDemand";
import { useOrderChange } from "./useOrderChange";
import { formatIndiaDate } from "../../lib/indiaTime";

/**
 * What the shopper may do with the order now, as the server says (order.actions): Retry Payment and Pay on
 * Delivery while it awaits its payment, Cancel Order while it has not shipped, Return Items within the
 * window ("Return by …"), for a customised order Report a problem with this piece within the same window
 * ("Report by …"), and otherwise why not, in words that confirm what the shopper already did. The screen
 * never offers an action the server would refuse. The dialogs' code comes when the shopper reaches for
 * their buttons (onDemand.tsx).
 */
export function OrderActionsBar({ order }: { order: Order }) {
  const [open, setOpen] = useState<"cancel" | "return" | null>(null);
  // Which form the return dialog holds: kept while it closes, so its title does not change as it goes.
  const [fault, setFault] = useState(false);
  const openReturn = (asFault: boolean) => {
    setFault(asFault);
    setOpen("return");
  };
  const { cancel, requestReturn } = useOrderChange();
  const actions = order.actions;
  if (!actions) return null;
  const notes = [
    actions.canCancel ? null : actions.cancelBlockedReason,
    actions.canReturn ? null : actions.returnBlockedReason,
  ].filter((note): note is string => Boolean(note));
  const offered = actions.canCancel || actions.canReturn || actions.canRetryPayment || actions.canReportFault;
  if (!offered && notes.length === 0) return null;

  return (
    <section className={styles.actions} aria-label={`What you can do with order ${order.orderNumber}`}>
      <PayForOrder order={order} />
      {actions.canCancel ? (
        <Button
          variant="secondary"
          {...preloadOnIntent(LazyCancelOrderDialog)}
          onPress={() => setOpen("cancel")}
        >
          {messages.cancel}
        </Button>
      ) : null}
      {actions.canReturn ? (
        <>
          <Button
            variant="secondary"
            {...preloadOnIntent(LazyReturnOrderDialog)}
            onPress={() => openReturn(false)}
          >
            {messages.returnItems}
          </Button>
          {actions.returnUntil ? (
            <p className={styles.muted}>{returnByText(formatIndiaDate(actions.returnUntil))}</p>
          ) : null}
        </>
      ) : null}
      {actions.canReportFault ? (
        <>
          <Button
            variant="secondary"
            {...preloadOnIntent(LazyReturnOrderDialog)}
            onPress={() => openReturn(true)}
          >
            {messages.reportFault}
          </Button>
          {actions.returnUntil ? (
            <p className={styles.muted}>{reportByText(formatIndiaDate(actions.returnUntil))}</p>
          ) : null}
        </>
      ) : null}
      {notes.map((note) => (
        <p key={note} className={styles.muted}>
          {note}
        </p>
      ))}
      <OpenedOnce isOpen={open === "cancel"}>
        <LazyCancelOrderDialog
          order={order}
          isOpen={open === "cancel"}
          onClose={() => setOpen(null)}
          isSending={cancel.isPending}
          send={(reason) =>
            cancel.mutateAsync({ body: { orderId: order._id, trackingId: order.trackingId, reason } })
          }
          onCancelled={() => {
            setOpen(null);
            toast.success(messages.cancelled);
          }}
        />
      </OpenedOnce>
      <OpenedOnce isOpen={open === "return"}>
        <LazyReturnOrderDialog
          order={order}
          fault={fault}
          isOpen={open === "return"}
          onClose={() => setOpen(null)}
          isSending={requestReturn.isPending}
          send={(body) => requestReturn.mutateAsync({ body })}
          onReturned={() => {
            setOpen(null);
            toast.success(messages.returnRequested);
          }}
        />
      </OpenedOnce>
    </section>
  );
}
