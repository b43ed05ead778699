// The placement mail ("we have your order"): sent once, when a COD order is placed (or an online one moves
// to COD) and when an online payment completes. Lines and totals come from the stored order. The subjects
// of every order mail live here too.
import { brand } from "../../../src/lib/brand";
import { formatRupees } from "../../../src/lib/money";
import type { OutgoingMail } from "../mail/mailer";
import type { Order } from "./view";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Every subject of the mails about an order, in one place (tests and the mail catcher match on them). The
 * refunded mail is the refunds module's. */
export const orderMailSubjects = {
  placed: (orderId: string) => `We have your ${brand.name} order ${orderId}`,
  confirmed: (orderId: string) => `Your ${brand.name} order ${orderId} is confirmed`,
  shipped: (orderId: string) => `Your ${brand.name} order ${orderId} has shipped`,
  out_for_delivery: (orderId: string) => `Your ${brand.name} order ${orderId} is out for delivery`,
  delivered: (orderId: string) => `Your ${brand.name} order ${orderId} was delivered`,
  cancelled: (orderId: string) => `Your ${brand.name} order ${orderId} is cancelled`,
  return_accepted: (orderId: string) => `Your return for ${brand.name} order ${orderId} is accepted`,
} as const;

/** The placement mail's subject (sent when a COD order is placed or an online one is paid). */
export const orderMailSubject = orderMailSubjects.placed;

const rupeesWithPaise = (amount: number) => `₹${amount.toFixed(2)}`;

export function orderConfirmationMail(order: Order): OutgoingMail {
  const items = order.items.map(
    (item) =>
      `${item.name} (${item.color}, ${item.size}) × ${item.quantity}: ${formatRupees(item.price * item.quantity)}`,
  );
  const figures: [string, string][] = [
    ["Total MRP", formatRupees(order.totalMrp ?? order.subtotal)],
    ["Discount on MRP", `-${formatRupees(order.discountOnMrp ?? 0)}`],
    ...(order.discount > 0
      ? [[`Coupon ${order.couponCode ?? ""}`.trim(), `-${formatRupees(order.discount)}`] as [string, string]]
      : []),
    ...((order.giftWrap ?? 0) > 0
      ? [["Gift wrap", formatRupees(order.giftWrap ?? 0)] as [string, string]]
      : []),
    ["Shipping", order.shipping > 0 ? formatRupees(order.shipping) : "Free"],
    ...((order.codFee ?? 0) > 0 ? [["COD fee", formatRupees(order.codFee ?? 0)] as [string, string]] : []),
    ["Total", formatRupees(order.totalAmount)],
    ["GST included in the total", rupeesWithPaise(order.gst)],
  ];
  const payment = order.paymentMode === "COD" ? "Cash on delivery" : "Paid online";
  const address = `${order.deliveryAddress}, ${order.city}, ${order.state} ${order.pincode}`;
  const greeting = `Hello ${order.name},`;
  const lead = `Thank you for your order ${order._id}. We are getting it ready.`;
  const delivery = order.estimatedDelivery ? `Expected delivery: ${order.estimatedDelivery}.` : "";
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
  return { to: order.email, subject: orderMailSubject(order._id), text, html };
}
