// Where a refund goes, in the shopper's words (timeline notes and the mail say the same), and the mail sent
// once a refund is done.
import { brand } from "../../../src/lib/brand";
import { formatRupees } from "../../../src/lib/money";
import type { OrderRefundsTable } from "../../db/schema";
import type { OutgoingMail } from "../mail/mailer";

/** A COD order's refund destination, from its return request. */
export interface RefundDestination {
  upi: string | null;
  accountNumber: string | null;
}

/** "your original payment", "your UPI id name@bank" or "your bank account ending 1234". */
export function refundDestinationWords(
  method: OrderRefundsTable["method"],
  destination?: RefundDestination,
): string {
  if (method === "upi" && destination?.upi) return `your UPI id ${destination.upi}`;
  if (method === "bank_transfer" && destination?.accountNumber) {
    return `your bank account ending ${destination.accountNumber.slice(-4)}`;
  }
  return method === "original_payment" ? "your original payment" : "your bank account";
}

export const refundMailSubject = (orderNumber: string) =>
  `Your refund for ${brand.name} order ${orderNumber} is done`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface RefundMailInput {
  orderNumber: string;
  name: string;
  email: string;
  amount: number;
  /** refundDestinationWords of the refund. */
  destination: string;
  reference: string | null;
}

export function refundDoneMail(refund: RefundMailInput): OutgoingMail {
  const greeting = `Hello ${refund.name},`;
  const lead = `We have refunded ${formatRupees(refund.amount)} for your order ${refund.orderNumber} to ${refund.destination}.`;
  const reference = refund.reference ? `Reference: ${refund.reference}` : "";
  const text = [greeting, "", lead, ...(reference ? [reference] : []), "", `— ${brand.name}`].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    ...(reference ? [`<p>${escapeHtml(reference)}</p>`] : []),
    `<p>— ${escapeHtml(brand.name)}</p>`,
  ].join("\n");
  return { to: refund.email, subject: refundMailSubject(refund.orderNumber), text, html };
}
