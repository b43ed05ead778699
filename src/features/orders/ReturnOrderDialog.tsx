import { CheckboxGroup, FieldError, Label } from "react-aria-components";
import { Button } from "../../components/Button";
import { Checkbox } from "../../components/Checkbox";
import { ModalDialog } from "../../components/Dialog";
import { Form, type FormApi, FormError, useForm } from "../../components/Form";
import { PincodeField, TextField } from "../../components/TextField";
import { ChoiceGroup } from "./ChoiceGroup";
import { detailMessages as messages } from "./detailMessages";
import type { Order, ReturnOrderRequest } from "./orderTypes";
import { ReasonFields } from "./ReasonFields";
import { REASON_MAX_LENGTH, RETURN_REASONS } from "./reasons";
import {
  faultKindsFor,
  FAULT_SERVER_FIELDS,
  initialReturnValues,
  RETURN_SERVER_FIELDS,
  type RefundMethod,
  type ReturnValues,
  returnRequest,
  validateReturn,
} from "./returnForm";
import * as styles from "./Dialogs.css";

const REFUND_METHODS: readonly { id: RefundMethod; label: string }[] = [
  { id: "upi", label: "UPI" },
  { id: "bank", label: "Bank account" },
];

/** Where a COD order's refund goes: a UPI id, or a bank account (name, number and IFSC). */
function RefundFields({ form }: { form: FormApi<ReturnValues> }) {
  return (
    <>
      <ChoiceGroup
        label="Where should we send your refund?"
        choices={REFUND_METHODS}
        value={form.values.refundMethod}
        onChange={(method) => form.setValue("refundMethod", method)}
        errorMessage={form.errors.refundMethod}
        isDisabled={form.isSubmitting}
      />
      {form.values.refundMethod === "upi" ? (
        <TextField
          label="UPI id"
          placeholder="name@bank"
          autoComplete="off"
          isRequired
          {...form.field("upiId")}
        />
      ) : null}
      {form.values.refundMethod === "bank" ? (
        <div className={styles.fields}>
          <TextField
            className={styles.wide}
            label="Account holder's name"
            autoComplete="name"
            isRequired
            {...form.field("accountName")}
          />
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            isRequired
            {...form.field("accountNumber")}
            onChange={(value) => form.setValue("accountNumber", value.replace(/\D/g, ""))}
          />
          <TextField label="IFSC" autoComplete="off" maxLength={11} isRequired {...form.field("ifsc")} />
        </div>
      ) : null}
    </>
  );
}

/** A report of a problem with the piece: which one, and what is wrong in the shopper's words. */
function FaultFields({ form, order }: { form: FormApi<ReturnValues>; order: Order }) {
  return (
    <>
      <ChoiceGroup
        label="What is wrong?"
        choices={faultKindsFor(order)}
        value={form.values.kind}
        onChange={(kind) => form.setValue("kind", kind)}
        errorMessage={form.errors.kind}
        isDisabled={form.isSubmitting}
      />
      <TextField
        label="Tell us what is wrong"
        description="Which side, and what you see: a print upside down, smudged, faded or misplaced; a tear or a fault in the garment; the piece you got instead of yours; the day it came."
        multiline
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        isRequired
        {...form.field("words")}
      />
    </>
  );
}

interface ReturnFormProps {
  order: Order;
  /** A report of a problem with the piece (a customised order's only return) instead of a return. */
  fault: boolean;
  send: (body: ReturnOrderRequest) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

function ReturnForm({ order, fault, send, onDone, onClose }: ReturnFormProps) {
  const needsRefundDetails = Boolean(order.actions?.refundNeedsDetails);
  const form = useForm<ReturnValues>({
    initialValues: () => initialReturnValues(order),
    validate: (values) => validateReturn(values, needsRefundDetails, fault),
    serverFields: fault ? FAULT_SERVER_FIELDS : RETURN_SERVER_FIELDS,
    fallbackMessage: messages.returnFailed,
    onSubmit: async (values) => {
      await send(returnRequest(order, values, needsRefundDetails, fault));
      onDone();
    },
  });
  return (
    <Form form={form} className={styles.form}>
      <CheckboxGroup
        className={styles.group}
        value={form.values.lineIds}
        onChange={(lineIds) => form.setValue("lineIds", lineIds)}
        isInvalid={Boolean(form.errors.lineIds)}
        isDisabled={form.isSubmitting}
      >
        <Label className={styles.groupLabel}>
          {fault ? "Which items have the problem?" : "Which items are you returning?"}
        </Label>
        <div className={styles.lineOptions}>
          {order.items.map((item) => (
            <Checkbox key={item._id} value={item._id}>
              {`${item.name} · ${item.color} · Size ${item.size} · Qty ${item.quantity}`}
            </Checkbox>
          ))}
        </div>
        <FieldError className={styles.error}>{form.errors.lineIds}</FieldError>
      </CheckboxGroup>
      {fault ? (
        <FaultFields form={form} order={order} />
      ) : (
        <ReasonFields form={form} label="Why are you returning them?" choices={RETURN_REASONS} rows={2} />
      )}
      <fieldset className={styles.group}>
        <legend className={styles.groupLabel}>Pickup address</legend>
        <p className={styles.muted}>
          We pick the parcel up from your delivery address; change it if you like.
        </p>
        <div className={styles.fields}>
          <TextField
            className={styles.wide}
            label="Address"
            autoComplete="street-address"
            isRequired
            {...form.field("street")}
          />
          <PincodeField
            {...form.field("pincode")}
            onChange={(pincode) => form.setValue("pincode", pincode)}
          />
          <TextField label="City" autoComplete="address-level2" isRequired {...form.field("city")} />
          <TextField label="State" autoComplete="address-level1" isRequired {...form.field("state")} />
        </div>
      </fieldset>
      {needsRefundDetails ? (
        <RefundFields form={form} />
      ) : (
        <p className={styles.muted}>
          Your refund goes back to your original payment method once the items are picked up. The pickup is
          free.
        </p>
      )}
      <FormError form={form} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={form.isSubmitting}>
          Close
        </Button>
        <Button type="submit" isPending={form.isSubmitting} pendingLabel={messages.returning}>
          {fault ? messages.sendReport : "Request Return"}
        </Button>
      </div>
    </Form>
  );
}

export interface ReturnOrderDialogProps {
  order: Order;
  /** A report of a problem with the piece (a customised order's only return) instead of a return. */
  fault?: boolean;
  isOpen: boolean;
  onClose: () => void;
  send: ReturnFormProps["send"];
  isSending: boolean;
  onReturned: () => void;
}

/**
 * Return a delivered order within its window: which lines (at least one), a reason, the pickup address
 * (the delivery address unless changed) and, for an order paid on delivery, where the refund goes. A
 * customised order's report of a problem with the piece (`fault`) asks which problem and what is wrong
 * instead of a reason. The server's refusal is shown in the dialog without losing what was typed.
 */
export function ReturnOrderDialog({
  order,
  fault = false,
  isOpen,
  onClose,
  send,
  isSending,
  onReturned,
}: ReturnOrderDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={fault ? messages.faultTitle : messages.returnTitle}
      isBusy={isSending}
    >
      {isOpen ? (
        <ReturnForm order={order} fault={fault} send={send} onDone={onReturned} onClose={onClose} />
      ) : null}
    </ModalDialog>
  );
}
