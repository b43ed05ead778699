// GST documents of an order as PDF downloads (contract operations downloadInvoice, downloadCreditNote).
// Mounted under /order before the order routes, so /order/:id/invoice is answered here. The work is in
// server/services/invoices.
import type { Context } from "hono";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type DocumentWanted, downloadDocument } from "../services/invoices/download";
import { inputOf, PRIVATE } from "./requestInput";
import { requireUser } from "./session";

export function invoiceRoutes(db: Kysely<Database>) {
  const send = async (c: Context, orderId: string, wanted: DocumentWanted) => {
    const user = await requireUser(c, db);
    const { filename, pdf } = await downloadDocument(db, user, orderId, wanted);
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": PRIVATE,
    });
  };
  return new Hono()
    .get("/:id/invoice", (c) => send(c, inputOf(c, "downloadInvoice").path.id, { kind: "invoice" }))
    .get("/:id/credit-notes/:noteId", (c) => {
      const { id, noteId } = inputOf(c, "downloadCreditNote").path;
      return send(c, id, { kind: "credit_note", id: noteId });
    });
}
