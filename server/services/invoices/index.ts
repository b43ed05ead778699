// GST tax invoices and credit notes. The order's state machine (server/services/orders/lifecycle.ts) calls
// these inside its transactions: an invoice when staff confirm an order, a credit note when an invoiced
// order is cancelled or its return picked up. Each document stores what it prints (snapshot.ts) and takes
// its number from its series' counter in the same transaction (numbering.ts); the PDF is drawn on download
// (render.ts, download.ts).
import type { Kysely, Transaction } from "kysely";
import type { components } from "../../../src/api/schema";
import type { Database } from "../../db/schema";
import { newId } from "../accounts/tokens";
import { type DocumentKind, takeNextNumber } from "./numbering";
import { creditNoteSnapshot, type DocumentSnapshot, invoiceSnapshot } from "./snapshot";

export type OrderDocument = components["schemas"]["OrderDocument"];

export interface CreditNoteRequest {
  reason: "cancellation" | "return";
  /** The order lines credited; absent = every line. */
  lineIds?: string[];
  /** What the note credits, whole rupees (the refund the caller records for it). */
  amount: number;
}

/** Locks the order row, so two issues for one order run one after the other; false when there is none. */
async function lockOrder(trx: Transaction<Database>, orderId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("orders")
    .select("id")
    .where("id", "=", orderId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

const invoiceOf = (db: Kysely<Database> | Transaction<Database>, orderId: string) =>
  db
    .selectFrom("tax_documents")
    .select(["number", "issued_at", "lines"])
    .where("order_id", "=", orderId)
    .where("kind", "=", "invoice")
    .executeTakeFirst();

async function insertDocument(
  trx: Transaction<Database>,
  document: { orderId: string; kind: DocumentKind; snapshot: DocumentSnapshot; amount: number; now: Date },
): Promise<void> {
  const { financialYear, seq, number } = await takeNextNumber(trx, document.kind, document.now);
  await trx
    .insertInto("tax_documents")
    .values({
      id: newId(),
      order_id: document.orderId,
      kind: document.kind,
      number,
      financial_year: financialYear,
      seq,
      issued_at: document.now,
      reason: document.snapshot.reason ?? null,
      amount: document.amount,
      lines: JSON.stringify(document.snapshot),
    })
    .execute();
}

/** Issues the order's tax invoice; an order that already has one keeps it (nothing happens). */
export async function issueInvoice(trx: Transaction<Database>, orderId: string, now: Date): Promise<void> {
  if (!(await lockOrder(trx, orderId))) return;
  // Under the order's lock: a second caller sees the first one's invoice once that one commits.
  if (await invoiceOf(trx, orderId)) return;
  const snapshot = await invoiceSnapshot(trx, orderId);
  await insertDocument(trx, {
    orderId,
    kind: "invoice",
    snapshot,
    amount: Math.round(snapshot.totals.total / 100),
    now,
  });
}

/** Issues a credit note against the order's invoice; without an invoice (or lines to credit) nothing happens. */
export async function issueCreditNote(
  trx: Transaction<Database>,
  orderId: string,
  credit: CreditNoteRequest,
  now: Date,
): Promise<void> {
  if (!(await lockOrder(trx, orderId))) return;
  const invoice = await invoiceOf(trx, orderId);
  if (!invoice) return;
  const snapshot = creditNoteSnapshot(
    {
      number: invoice.number,
      issuedAt: new Date(invoice.issued_at),
      snapshot: invoice.lines as DocumentSnapshot,
    },
    credit,
  );
  if (snapshot.lines.length === 0) return;
  await insertDocument(trx, { orderId, kind: "credit_note", snapshot, amount: credit.amount, now });
}

/** The order's invoice and credit notes as the contract's OrderDocument, credit notes oldest first. */
export async function orderDocuments(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ invoice?: OrderDocument; creditNotes: OrderDocument[] }> {
  const rows = await db
    .selectFrom("tax_documents")
    .select(["id", "kind", "number", "issued_at", "amount"])
    .where("order_id", "=", orderId)
    .orderBy("issued_at")
    .orderBy("seq")
    .execute();
  const base = `/api/v1/order/${encodeURIComponent(orderId)}`;
  let invoice: OrderDocument | undefined;
  const creditNotes: OrderDocument[] = [];
  for (const row of rows) {
    const issuedAt = new Date(row.issued_at).toISOString();
    if (row.kind === "invoice") {
      invoice = { id: row.id, number: row.number, issuedAt, url: `${base}/invoice` };
    } else {
      const url = `${base}/credit-notes/${row.id}`;
      creditNotes.push({ id: row.id, number: row.number, issuedAt, url, amount: row.amount });
    }
  }
  return { ...(invoice ? { invoice } : {}), creditNotes };
}
