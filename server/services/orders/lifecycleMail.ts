// The mails that follow an order along (staff confirm, ship, out for delivery, deliver; a cancel; an
// accepted return): a short note to the shopper with what changed, what happens next and a link to the
// order. Built from the order as answered after the change's commit.
import { brand } from "../../../src/lib/brand";
import { indiaDayInWords } from "../../../src/lib/dateInWords";
import { formatRupees } from "../../../src/lib/money";
import { orderPath } from "../../../src/lib/paths";
import { refundText } from "../../../src/lib/policy";
import type { OutgoingMail } from "../mail/mailer";
import { escapeHtml, orderMailSubjects } from "./mail";
import type { Order } from "./view";

export type LifecycleMailKind = Exclude<keyof typeof orderMailSubjects, "placed">;

const REFUND_METHOD = {
  original_payment: "your original payment",
  upi: "your UPI id",
  bank_transfer: "your bank account",
} as const;

function refundLines(order: Order, reason: "cancellation" | "return"): string[] {
  return (order.refunds ?? [])
    .filter((refund) => refund.reason === reason)
    .map(
      (refund) =>
        `A refund of ${formatRupees(refund.amount)} to ${REFUND_METHOD[refund.method]} has started; it reaches you within ${refundText}.`,
    );
}

/** The paragraphs of each mail. */
const BODIES: Record<LifecycleMailKind, (order: Order) => string[]> = {
  confirmed: (order) => [
    `We have confirmed your order ${order.orderNumber} and are packing it now.`,
    "Its GST tax invoice is ready on the order's page.",
  ],
  shipped: (order) => [
    `Your order ${order.orderNumber} is on its way.`,
    `Courier: ${order.shipment?.courier ?? "-"}`,
    `Tracking number: ${order.shipment?.trackingNumber ?? "-"}`,
  ],
  out_for_delivery: (order) => [
    `Your order ${order.orderNumber} is out for delivery and should reach you today.`,
    ...(order.paymentStatus === "cod"
      ? [`Please keep ${formatRupees(order.totalAmount)} ready to pay on delivery.`]
      : []),
  ],
  delivered: (order) => [
    `Your order ${order.orderNumber} was delivered. We hope you enjoy it.`,
    order.actions?.returnUntil && order.orderType !== "customise"
      ? `Not right? You can ask to return it from My Orders until ${indiaDayInWords(order.actions.returnUntil)} (${brand.returnDays} days from delivery).`
      : "Customised products cannot be returned.",
  ],
  cancelled: (order) => [
    `Your order ${order.orderNumber} is cancelled${order.cancelReason ? ` (${order.cancelReason})` : ""}.`,
    ...(refundLines(order, "cancellation").length > 0
      ? refundLines(order, "cancellation")
      : [order.paymentMode === "COD" ? "Nothing was charged for it." : "No payment was taken for it."]),
  ],
  return_accepted: (order) => [
    `We accepted your return for order ${order.orderNumber}.`,
    order.return
      ? `Our courier partner will pick it up from ${order.return.pickupAddress.deliveryAddress}, ${order.return.pickupAddress.city} ${order.return.pickupAddress.pincode}.`
      : "Our courier partner will pick it up from you.",
    `Your refund starts once it is picked up, and reaches you within ${refundText}.`,
  ],
};

export function lifecycleMail(kind: LifecycleMailKind, order: Order, publicOrigin: string): OutgoingMail {
  const link = `${publicOrigin}${orderPath(order._id)}`;
  const greeting = `Hello ${order.name},`;
  const paragraphs = BODIES[kind](order);
  const text = [greeting, "", ...paragraphs, "", `Your order: ${link}`, "", `— ${brand.name}`].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
    `<p>— ${escapeHtml(brand.name)}</p>`,
  ].join("\n");
  return { to: order.email, subject: orderMailSubjects[kind](order.orderNumber), text, html };
}
