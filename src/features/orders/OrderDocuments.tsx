import { Link } from "../../components/Link";
import { formatRupees } from "../../lib/money";
import { detailMessages as messages } from "./detailMessages";
import * as styles from "./Detail.css";
import type { Order } from "./orderTypes";
import { formatIndiaDate } from "../../lib/indiaTime";

/**
 * The order's GST tax invoice and credit notes, each a real download link (`<a href download>`: the
 * browser saves the server's PDF; no client-side routing) with its number and date.
 */
export function OrderDocuments({ order }: { order: Order }) {
  const { invoice, creditNotes = [] } = order;
  if (!invoice && creditNotes.length === 0) return <p className={styles.muted}>{messages.noInvoice}</p>;
  return (
    <ul className={styles.documents} aria-label="Tax documents">
      {invoice ? (
        <li>
          <Link href={invoice.url} download variant="standalone">
            {`${messages.invoice} ${invoice.number}`}
          </Link>
          <p className={styles.muted}>{`Issued on ${formatIndiaDate(invoice.issuedAt)}`}</p>
        </li>
      ) : null}
      {creditNotes.map((note) => (
        <li key={note.id}>
          <Link href={note.url} download variant="standalone">
            {`Download credit note ${note.number}`}
          </Link>
          <p className={styles.muted}>
            {`Issued on ${formatIndiaDate(note.issuedAt)}${note.amount !== undefined ? ` for ${formatRupees(note.amount)}` : ""}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
