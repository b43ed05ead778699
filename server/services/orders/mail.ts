// The order confirmation mail: sent once, when a COD order is placed (or an online one moves to COD) and
// when an online payment completes. Lines and totals come from the stored order.
import { brand } from "../../../src/lib/brand";
import { formatRupees } from "../../../src/lib/money";
import type { OutgoingMail } from "../mail/mailer";
import type { Order } from "./view";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const orderMailSubject = (orderId: string) => `Your ${brand.name} order ${orderId} is confirmed`;

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
