// What each staff action is called, what it asks for before it is sent, and what it says when done. The
// board offers exactly the actions the server lists in `order.staffActions`; which ones are allowed is the
// server's state machine, never decided here. The field rules are the contract's (StaffOrderAction).
import type { components } from "../../api/schema";
import type { FieldErrors } from "../../components/Form";

export type StaffActionName = components["schemas"]["StaffOrderActionName"];
export type StaffActionBody = components["schemas"]["StaffOrderAction"];

/** The fields of the actions that ask for something (one form shape for all of them). */
export interface StaffActionValues {
  courier: string;
  trackingNumber: string;
  note: string;
  reference: string;
}

type FieldName = keyof StaffActionValues;

export interface StaffActionField {
  name: FieldName;
  label: string;
  required: boolean;
  multiline?: boolean;
  description?: string;
}

export interface StaffActionSpec {
  /** The button's words. */
  label: string;
  /** Read by screen readers while it is being sent. */
  pendingLabel: string;
  /** The toast after it worked: "Order … shipped." */
  done: string;
  /** The dialog's fields; none: the button sends at once. */
  fields: readonly StaffActionField[];
  /** The dialog's title and submit button (actions with fields). */
  dialogTitle?: string;
  submit?: string;
  /** Drawn as a secondary button (it stops or turns back the order). */
  isSecondary?: boolean;
}

export const STAFF_ACTION_SPECS: Record<StaffActionName, StaffActionSpec> = {
  confirm: { label: "Confirm order", pendingLabel: "Confirming", done: "confirmed", fields: [] },
  ship: {
    label: "Ship",
    pendingLabel: "Shipping",
    done: "shipped",
    dialogTitle: "Ship this order",
    submit: "Mark Shipped",
    fields: [
      { name: "courier", label: "Courier", required: true },
      {
        name: "trackingNumber",
        label: "Tracking number",
        required: true,
        description: "4 to 40 letters, digits or dashes, as on the courier's label.",
      },
    ],
  },
  out_for_delivery: {
    label: "Out for delivery",
    pendingLabel: "Marking out for delivery",
    done: "marked out for delivery",
    fields: [],
  },
  deliver: {
    label: "Mark delivered",
    pendingLabel: "Marking delivered",
    done: "marked delivered",
    fields: [],
  },
  cancel: {
    label: "Cancel order",
    pendingLabel: "Cancelling",
    done: "cancelled",
    dialogTitle: "Cancel this order?",
    submit: "Cancel Order",
    isSecondary: true,
    fields: [
      {
        name: "note",
        label: "Reason (optional)",
        required: false,
        multiline: true,
        description: "The shopper reads it in their mail and on the order.",
      },
    ],
  },
  accept_return: { label: "Accept return", pendingLabel: "Accepting", done: "return accepted", fields: [] },
  refuse_return: {
    label: "Refuse return",
    pendingLabel: "Refusing",
    done: "return refused",
    dialogTitle: "Refuse this return",
    submit: "Refuse Return",
    isSecondary: true,
    fields: [
      {
        name: "note",
        label: "Reason",
        required: true,
        multiline: true,
        description: "The shopper reads it in their mail and on the order.",
      },
    ],
  },
  approve_design: {
    label: "Approve design",
    pendingLabel: "Approving the design",
    done: "design approved",
    fields: [],
  },
  refuse_design: {
    label: "Refuse design",
    pendingLabel: "Refusing the design",
    done: "design refused and cancelled",
    dialogTitle: "Refuse this design and cancel the order?",
    submit: "Refuse and Cancel",
    isSecondary: true,
    fields: [
      {
        name: "note",
        label: "Reason",
        required: true,
        multiline: true,
        description: "The shopper reads it in their mail and on the order; what they paid is refunded.",
      },
    ],
  },
  return_picked_up: {
    label: "Return picked up",
    pendingLabel: "Marking picked up",
    done: "return picked up",
    fields: [],
  },
  cod_refund_paid: {
    label: "COD refund paid",
    pendingLabel: "Marking refund paid",
    done: "refund marked paid",
    dialogTitle: "Mark the COD refund paid",
    submit: "Mark Refund Paid",
    fields: [
      {
        name: "reference",
        label: "Transfer reference",
        required: true,
        description: "The UPI or bank transfer's reference (UTR).",
      },
    ],
  },
};

export const EMPTY_ACTION_VALUES: StaffActionValues = {
  courier: "",
  trackingNumber: "",
  note: "",
  reference: "",
};

const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/** The contract's limits per field (StaffOrderAction). */
const MAX_LENGTH: Record<FieldName, number> = { courier: 60, trackingNumber: 40, note: 500, reference: 64 };

/** The problems of `values` for `action`'s fields, with the words staff read. */
export function validateStaffAction(
  action: StaffActionName,
  values: StaffActionValues,
): FieldErrors<StaffActionValues> {
  const errors: FieldErrors<StaffActionValues> = {};
  for (const field of STAFF_ACTION_SPECS[action].fields) {
    const value = values[field.name].trim();
    if (field.required && !value) errors[field.name] = `Enter the ${field.label.toLowerCase()}.`;
    else if (value.length > MAX_LENGTH[field.name]) {
      errors[field.name] = `${field.label} can be at most ${MAX_LENGTH[field.name]} characters.`;
    }
  }
  const tracking = values.trackingNumber.trim();
  if (action === "ship" && tracking && !errors.trackingNumber && !TRACKING_NUMBER.test(tracking)) {
    errors.trackingNumber = "Tracking number must be 4 to 40 letters, digits or dashes.";
  }
  return errors;
}

/** The request body of `action`: only its own fields, trimmed, empty optional ones left out. */
export function staffActionBody(action: StaffActionName, values: StaffActionValues): StaffActionBody {
  const body: StaffActionBody = { action };
  for (const field of STAFF_ACTION_SPECS[action].fields) {
    const value = values[field.name].trim();
    if (value) body[field.name] = value;
  }
  return body;
}
