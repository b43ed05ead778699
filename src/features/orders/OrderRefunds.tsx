import { refundText } from "../../lib/policy";
import { Badge } from "../../components/Badge";
import type { BadgeTone } from "../../design/tokens";
import { formatRupees } from "../../lib/money";
import { REFUND_STATE_WORDS } from "../../lib/orderWords";
import * as styles from "./Detail.css";
import type { OrderRefund } from "./orderTypes";
import { formatIndiaDate } from "../../lib/indiaTime";

const STATE_TONE: Record<OrderRefund["state"], BadgeTone> = {
  initiated: "progress",
  processed: "success",
  failed: "danger",
};

const METHOD_WORDS: Record<OrderRefund["method"], string> = {
  original_payment: "to your original payment",
  upi: "to your UPI id",
  bank_transfer: "to your bank account",
};

const REASON_WORDS: Record<OrderRefund["reason"], string> = {
  cancellation: "For the cancelled order",
  return: "For the returned items",
};

/** One refund: amount, where it goes, its state (initiated → processed) and when. */
function RefundLine({ refund }: { refund: OrderRefund }) {
  const look = { label: REFUND_STATE_WORDS[refund.state], tone: STATE_TONE[refund.state] };
  const when =
    refund.state === "processed" && refund.processedAt
      ? `Processed on ${formatIndiaDate(refund.processedAt)}${refund.reference ? ` · Reference ${refund.reference}` : ""}`
      : `Initiated on ${formatIndiaDate(refund.initiatedAt)}`;
  return (
    <li className={styles.refund}>
      <div className={styles.row}>
        <strong>{`${formatRupees(refund.amount)} ${METHOD_WORDS[refund.method]}`}</strong>
        <Badge tone={look.tone}>{look.label}</Badge>
      </div>
      <p className={styles.muted}>{`${REASON_WORDS[refund.reason]} · ${when}`}</p>
    </li>
  );
}

/** Where a refund goes and how long it takes (refunds go to the original payment method: RBI, and
 * docs/decisions/seller-disclosures.md#before-payment). */
const REFUND_TIME_NOTE = `A refund goes to your original payment method and reaches your account within ${refundText} of starting.`;

/** The order's refunds and where each stands; a live region, so a refund that settles is announced. */
export function OrderRefunds({ refunds, waiting }: { refunds: readonly OrderRefund[]; waiting: boolean }) {
  return (
    <div aria-live="polite">
      <ul className={styles.refunds} aria-label="Refunds">
        {refunds.map((refund) => (
          <RefundLine key={refund.refundId} refund={refund} />
        ))}
      </ul>
      {waiting ? <p className={styles.muted}>{REFUND_TIME_NOTE}</p> : null}
    </div>
  );
}
