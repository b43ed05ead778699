// The return form's values, checks and request (which lines, a reason, the pickup address, and
// for an order paid on delivery where the refund goes). A report of a problem with the piece (a misprint, a
// defect, the wrong piece, a late delivery: the only return a customised order allows,
// docs/decisions/customiser-design.md#ordering-a-design) names which, and what is wrong in the shopper's
// words instead of a reason. Pure: the dialog and the unit tests use it.
import type { FieldErrors } from "../../components/Form";
import { PINCODE_RULE } from "../../lib/accountRules";
import { deliveredLate } from "../../lib/deliveryDate";
import { RETURN_KIND_WORDS } from "../../lib/orderWords";
import { detailMessages as messages } from "./detailMessages";
import type { Order, ReturnOrderRequest } from "./orderTypes";
import { REASON_MAX_LENGTH, RETURN_REASONS, reasonText } from "./reasons";

export type RefundMethod = "upi" | "bank";
export type FaultKind = NonNullable<ReturnOrderRequest["kind"]>;

/** What can be wrong with a customised piece, as the report's choice reads. */
export const FAULT_KINDS: readonly { id: FaultKind; label: string }[] = [
  { id: "misprint", label: `${RETURN_KIND_WORDS.misprint}: the print is not the design I ordered` },
  { id: "defect", label: `${RETURN_KIND_WORDS.defect}: the garment is damaged or faulty` },
  { id: "wrong_item", label: `${RETURN_KIND_WORDS.wrong_item}: not the product, size or colour I ordered` },
  { id: "late", label: `${RETURN_KIND_WORDS.late}: it came after the expected delivery date` },
];

/** The choices the order's report offers: a late delivery only when it was late (the server's rule, so the
 * form never offers what the server would refuse). */
export const faultKindsFor = (order: Pick<Order, "estimatedDelivery" | "deliveredAt">) =>
  FAULT_KINDS.filter(
    (kind) => kind.id !== "late" || deliveredLate(order.estimatedDelivery, order.deliveredAt),
  );

export interface ReturnValues {
  lineIds: string[];
  reason: (typeof RETURN_REASONS)[number]["id"] | "";
  /** The problem with the piece (a report of one only). */
  kind: FaultKind | "";
  /** The shopper's own words: optional beside a reason, required in a report (what is wrong). */
  words: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  refundMethod: RefundMethod | "";
  upiId: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

// The contract's own rules for a refund destination (RefundDestination), with its words.
const UPI_RULE = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
const ACCOUNT_RULE = /^[0-9]{9,18}$/;
const IFSC_RULE = /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/;

export const returnMessages = {
  street: "Please enter the pickup address.",
  city: "Please enter the city.",
  state: "Please enter the state.",
  pincode: "Please enter a valid 6-digit pincode.",
  refundMethod: "Please choose where your refund goes.",
  upiId: "Enter a UPI id like name@bank.",
  accountName: "Enter the account holder's name.",
  accountNumber: "Enter the account number: 9 to 18 digits.",
  ifsc: "Enter an IFSC like HDFC0001234.",
} as const;

/** Every line preselected when there is only one; else the shopper picks. Pickup from the delivery address. */
export function initialReturnValues(order: Order): ReturnValues {
  return {
    lineIds: order.items.length === 1 ? [order.items[0]._id] : [],
    reason: "",
    kind: "",
    words: "",
    street: order.deliveryAddress,
    city: order.city,
    state: order.state,
    pincode: order.pincode,
    refundMethod: "",
    upiId: "",
    accountName: "",
    accountNumber: "",
    ifsc: "",
  };
}

export function validateReturn(
  values: ReturnValues,
  needsRefundDetails: boolean,
  fault = false,
): FieldErrors<ReturnValues> {
  const problems: FieldErrors<ReturnValues> = {};
  if (values.lineIds.length === 0) problems.lineIds = messages.chooseLines;
  if (fault) {
    if (!values.kind) problems.kind = messages.chooseFault;
    if (!values.words.trim()) problems.words = messages.describeFault;
  } else if (!values.reason) problems.reason = messages.chooseReason;
  if (values.street.trim().length < 5) problems.street = returnMessages.street;
  if (!values.city.trim()) problems.city = returnMessages.city;
  if (!values.state.trim()) problems.state = returnMessages.state;
  if (!PINCODE_RULE.test(values.pincode.trim())) problems.pincode = returnMessages.pincode;
  if (!needsRefundDetails) return problems;
  if (!values.refundMethod) problems.refundMethod = returnMessages.refundMethod;
  if (values.refundMethod === "upi" && !UPI_RULE.test(values.upiId.trim()))
    problems.upiId = returnMessages.upiId;
  if (values.refundMethod === "bank") {
    if (!values.accountName.trim()) problems.accountName = returnMessages.accountName;
    if (!ACCOUNT_RULE.test(values.accountNumber.trim()))
      problems.accountNumber = returnMessages.accountNumber;
    if (!IFSC_RULE.test(values.ifsc.trim())) problems.ifsc = returnMessages.ifsc;
  }
  return problems;
}

/** The returnOrder body for the values (refundTo only when the order needs it; a report's kind and words). */
export function returnRequest(
  order: Order,
  values: ReturnValues,
  needsRefundDetails: boolean,
  fault = false,
): ReturnOrderRequest {
  const refundTo =
    values.refundMethod === "upi"
      ? { upiId: values.upiId.trim() }
      : {
          accountName: values.accountName.trim(),
          accountNumber: values.accountNumber.trim(),
          ifsc: values.ifsc.trim().toUpperCase(),
        };
  return {
    orderId: order._id,
    trackingId: order.trackingId,
    ...(fault && values.kind
      ? { kind: values.kind, reason: values.words.trim().slice(0, REASON_MAX_LENGTH) }
      : { reason: reasonText(RETURN_REASONS, values.reason, values.words) }),
    lineIds: values.lineIds,
    pickupAddress: {
      deliveryAddress: values.street.trim(),
      city: values.city.trim(),
      state: values.state.trim(),
      pincode: values.pincode.trim(),
    },
    ...(needsRefundDetails ? { refundTo } : {}),
  };
}

/** The API's names for the fields the form names differently (a 400 names the API's). */
export const RETURN_SERVER_FIELDS = { deliveryAddress: "street" } as const;

/** The same for a report: its `reason` is the shopper's words. */
export const FAULT_SERVER_FIELDS = { ...RETURN_SERVER_FIELDS, reason: "words" } as const;
