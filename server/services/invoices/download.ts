// A GST document for download: who may have it (the order's shopper; staff any order's), found by the
// order and, for a credit note, its id; drawn from what was stored when it was issued.
import type { Kysely } from "kysely";
import type { Database, UserRole } from "../../db/schema";
import { ApiError } from "../errors";
import { orderMessages } from "../orders/messages";
import { renderDocumentPdf } from "./render";
import type { DocumentSnapshot } from "./snapshot";

export const invoiceMessages = {
  notIssued: "The invoice is issued once your order is confirmed.",
  noCreditNote: "Credit note not found",
} as const;

export type DocumentWanted = { kind: "invoice" } | { kind: "credit_note"; id: string };

export interface DownloadedDocument {
  /** invoice-RZ-26-27-000123.pdf, credit-note-CN-26-27-000012.pdf */
  filename: string;
  pdf: Buffer;
}

/** The document's PDF; 404 for an order that is not the caller's (unless staff) and for no such document. */
export async function downloadDocument(
  db: Kysely<Database>,
  caller: { id: string; role: UserRole },
  orderId: string,
  wanted: DocumentWanted,
): Promise<DownloadedDocument> {
  const order = await db.selectFrom("orders").select("user_id").where("id", "=", orderId).executeTakeFirst();
  if (!order || (order.user_id !== caller.id && caller.role !== "staff")) {
    throw new ApiError(404, orderMessages.notFound);
  }
  let query = db
    .selectFrom("tax_documents")
    .select(["kind", "number", "issued_at", "lines"])
    .where("order_id", "=", orderId)
    .where("kind", "=", wanted.kind);
  if (wanted.kind === "credit_note") query = query.where("id", "=", wanted.id);
  const row = await query.executeTakeFirst();
  if (!row) {
    throw new ApiError(
      404,
      wanted.kind === "invoice" ? invoiceMessages.notIssued : invoiceMessages.noCreditNote,
    );
  }
  const pdf = await renderDocumentPdf({
    kind: row.kind,
    number: row.number,
    issuedAt: new Date(row.issued_at),
    snapshot: row.lines as DocumentSnapshot,
  });
  const stem = row.kind === "invoice" ? "invoice" : "credit-note";
  return { filename: `${stem}-${row.number.replace(/\//g, "-")}.pdf`, pdf };
}
