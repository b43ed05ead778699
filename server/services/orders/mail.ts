// The placement mail ("we have your order"): sent once, when a COD order is placed (or an online one moves
// to COD) and when an online payment completes. Lines and totals come from the stored order; a bill row of
// ₹0 (no discount, no gift wrap, no COD fee) is left out, and the delivery date is written in words. The
// subjects of every order mail live here too, each naming the order by its number.
import { brand } from "../../../src/lib/brand";
import { calendarDateInWords } from "../../../src/lib/dateInWords";
import { formatRupees } from "../../../src/lib/money";
import type { OutgoingMail } from "../mail/mailer";
import type { Order } from "./view";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Every subject of the mails about an order, by its order number, in one place (tests and the mail
 * catcher match on them). The refunded mail is the refunds module's. */
export const orderMailSubjects = {
  placed: (orderNumber: string) => `We have your ${brand.name} order ${orderNumber}`,
  confirmed: (orderNumber: string) => `Your ${brand.name} order ${orderNumber} is confirmed`,
  shipped: (orderNumber: string) => `Your ${brand.name} order ${orderNumber} has shipped`,
  out_for_delivery: (orderNumber: string) => `Your ${brand.name} order ${orderNumber} is out for delivery`,
  delivered: (orderNumber: string) => `Your ${brand.name} order ${orderNumber} was delivered`,
  cancelled: (orderNumber: string) => `Your ${brand.name} order ${orderNumber} is cancelled`,
  return_accepted: (orderNumber: string) => `Your return for ${brand.name} order ${orderNumber} is accepted`,
} as const;

/** The placement mail's subject (sent when a COD order is placed or an online one is paid). */
export const orderMailSubject = orderMailSubjects.placed;

const rupeesWithPaise = (amount: number) => `₹${amount.toFixed(2)}`;

export function orderConfirmationMail(order: Order): OutgoingMail {
  const items = order.items.map(
    (item) =>
      `${item.name} (${item.color}, ${item.size}) × ${item.quantity}: ${formatRupees(item.price * item.quantity)}`,
  );
  const charge = (label: string, amount: number | undefined): [string, string][] =>
    amount ? [[label, formatRupees(amount)]] : [];
  const discount = (label: string, amount: number | undefined): [string, string][] =>
    amount ? [[label, `-${formatRupees(amount)}`]] : [];
  const figures: [string, string][] = [
    ["Total MRP", formatRupees(order.totalMrp ?? order.subtotal)],
    ...discount("Discount on MRP", order.discountOnMrp),
    ...discount(`Coupon ${order.couponCode ?? ""}`.trim(), order.discount),
    ...charge("Gift wrap", order.giftWrap),
    ["Shipping", order.shipping > 0 ? formatRupees(order.shipping) : "Free"],
    ...charge("COD fee", order.codFee),
    ["Total", formatRupees(order.totalAmount)],
    ["GST included in the total", rupeesWithPaise(order.gst)],
  ];
  const payment = order.paymentMode === "COD" ? "Cash on delivery" : "Paid online";
  const address = `${order.deliveryAddress}, ${order.city}, ${order.state} ${order.pincode}`;
  const greeting = `Hello ${order.name},`;
  const lead = `Thank you for your order ${order.orderNumber}. We are getting it ready.`;
  const deliveryDate = order.estimatedDelivery ? calendarDateInWords(order.estimatedDelivery) : null;
  const delivery = deliveryDate ? `Expected delivery: ${deliveryDate}.` : "";
  const text = [
    greeting,
    "",
    lead,
    "",
    ...items,
    "",
    ...figures.map(([label, value]) => `${label}: ${value}`),
    "",
    `Payment: ${payment}`,
    `Deliver to: ${address}`,
    ...(delivery ? [delivery] : []),
    "",
    `— ${brand.name}`,
  ].join("\n");
  const row = (label: string, value: string) =>
    `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
    `<table>${figures.map(([label, value]) => row(label, value)).join("")}</table>`,
    `<p>Payment: ${escapeHtml(payment)}<br>Deliver to: ${escapeHtml(address)}</p>`,
    ...(delivery ? [`<p>${escapeHtml(delivery)}</p>`] : []),
    `<p>— ${escapeHtml(brand.name)}</p>`,
  ].join("\n");
  return { to: order.email, subject: orderMailSubject(order.orderNumber), text, html };
}
