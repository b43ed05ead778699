import { Button } from "../../components/Button";
import { ModalDialog } from "../../components/Dialog";
import { Form, FormError, useForm } from "../../components/Form";
import { formatRupees } from "../../lib/money";
import { detailMessages as messages } from "./detailMessages";
import type { Order } from "./orderTypes";
import { ReasonFields } from "./ReasonFields";
import { CANCEL_REASONS, reasonText } from "./reasons";
import * as styles from "./Dialogs.css";

type CancelReason = (typeof CANCEL_REASONS)[number]["id"];

interface CancelValues {
  reason: CancelReason | "";
  words: string;
}

/** What happens to the money: no cancellation charge, ever (docs/decisions/seller-disclosures.md#before-payment);
 * an online payment goes back in full to where it came from; a COD order has nothing to refund. */
export const refundNote = (order: Order) =>
  order.paymentStatus === "paid"
    ? `There is no cancellation charge: the ${formatRupees(order.totalAmount)} you paid goes back in full to your original payment method.`
    : "There is no cancellation charge, and nothing has been paid for this order, so there is nothing to refund.";

interface CancelFormProps {
  order: Order;
  /** Sends the cancel; resolves with the cancelled order, rejects with the server's refusal. */
  send: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onKeep: () => void;
}

function CancelForm({ order, send, onDone, onKeep }: CancelFormProps) {
  const form = useForm<CancelValues>({
    initialValues: { reason: "", words: "" },
    validate: (values) => (values.reason ? {} : { reason: messages.chooseReason }),
    fallbackMessage: messages.cancelFailed,
    onSubmit: async (values) => {
      await send(reasonText(CANCEL_REASONS, values.reason, values.words));
      onDone();
    },
  });
  return (
    <Form form={form} className={styles.form}>
      <p className={styles.text}>{refundNote(order)}</p>
      <ReasonFields form={form} label="Why are you cancelling?" choices={CANCEL_REASONS} rows={3} />
      <FormError form={form} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onKeep} isDisabled={form.isSubmitting}>
          {messages.keep}
        </Button>
        <Button type="submit" isPending={form.isSubmitting} pendingLabel={messages.cancelling}>
          {messages.cancel}
        </Button>
      </div>
    </Form>
  );
}

export interface CancelOrderDialogProps {
  order: Order;
  isOpen: boolean;
  onClose: () => void;
  send: CancelFormProps["send"];
  isSending: boolean;
  onCancelled: () => void;
}

/**
 * Cancel an order that has not shipped: a reason (a choice and, if the shopper likes, their own words),
 * then Cancel Order. A refusal (409: it shipped meanwhile) is shown in the dialog; what was chosen stays.
 */
export function CancelOrderDialog({
  order,
  isOpen,
  onClose,
  send,
  isSending,
  onCancelled,
}: CancelOrderDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={messages.cancelTitle}
      isBusy={isSending}
    >
      {/* The dialog unmounts its content when closed: every opening starts a fresh form. */}
      {isOpen ? <CancelForm order={order} send={send} onDone={onCancelled} onKeep={onClose} /> : null}
    </ModalDialog>
  );
}
