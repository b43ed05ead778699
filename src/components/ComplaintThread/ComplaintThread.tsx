// A complaint's ticket as both its shopper and staff read it (docs/decisions/complaints.md): its status,
// its two due times (Rule 4(5): acknowledged within 48 hours, resolved within one month), the order it
// names, and the thread, oldest first.
import type { components } from "../../api/schema";
import { COMPLAINT_STATUS_WORDS, topicLabel } from "../../lib/complaintWords";
import { formatIndiaDateTime } from "../../lib/indiaTime";
import { Badge } from "../Badge";
import * as styles from "./ComplaintThread.css";

type Complaint = components["schemas"]["Complaint"];

/** A ticket in one line of a list: "Late delivery · order RZ-… · filed 20 Nov 2026, 10:00 am · 1 reply". */
export function ticketSummary(
  ticket: Pick<Complaint, "topic" | "orderNumber" | "createdAt"> & { replies: number },
): string {
  return [
    topicLabel(ticket.topic),
    ticket.orderNumber ? `order ${ticket.orderNumber}` : null,
    `filed ${formatIndiaDateTime(ticket.createdAt)}`,
    ticket.replies === 0 ? "no reply yet" : `${ticket.replies} ${ticket.replies === 1 ? "reply" : "replies"}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

const TONES = { open: "info", acknowledged: "progress", resolved: "success" } as const;

export function ComplaintStatusBadge({ status }: { status: Complaint["status"] }) {
  return <Badge tone={TONES[status]}>{COMPLAINT_STATUS_WORDS[status]}</Badge>;
}

/** The ticket's facts: topic, order, filed, and each promise with when it was kept. */
export function ComplaintFacts({ ticket }: { ticket: Complaint }) {
  const rows: [string, string][] = [
    ["Topic", topicLabel(ticket.topic)],
    ...(ticket.orderNumber ? [["Order", ticket.orderNumber] as [string, string]] : []),
    ["Filed", formatIndiaDateTime(ticket.createdAt)],
    [
      "Acknowledgement",
      ticket.acknowledgedAt
        ? `Acknowledged ${formatIndiaDateTime(ticket.acknowledgedAt)}`
        : `Due by ${formatIndiaDateTime(ticket.acknowledgeBy)}`,
    ],
    [
      "Resolution",
      ticket.resolvedAt
        ? `Resolved ${formatIndiaDateTime(ticket.resolvedAt)}`
        : `Due by ${formatIndiaDateTime(ticket.resolveBy)}`,
    ],
  ];
  return (
    <ul className={styles.facts}>
      {rows.map(([label, value]) => (
        <li key={label} className={styles.fact}>
          <span className={styles.factLabel}>{`${label}:`}</span>
          <span>{value}</span>
        </li>
      ))}
    </ul>
  );
}

/** The thread: what the shopper wrote, then each reply of the care team. */
export function ComplaintThread({
  ticket,
  shopperLabel = "You",
}: {
  ticket: Complaint;
  /** Who the shopper's message is from, as the reader sees it ("You", or the shopper's name for staff). */
  shopperLabel?: string;
}) {
  return (
    <ol className={styles.thread} aria-label="Messages">
      {(ticket.messages ?? []).map((message) => (
        <li
          key={`${message.createdAt}-${message.author}-${message.body.slice(0, 16)}`}
          className={[styles.message, message.author === "staff" ? styles.staffMessage : ""].join(" ")}
        >
          <span className={styles.author}>
            {message.author === "staff" ? "Rangrez customer care" : shopperLabel}
          </span>
          <span className={styles.when}>{formatIndiaDateTime(message.createdAt)}</span>
          <p className={styles.body}>{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
