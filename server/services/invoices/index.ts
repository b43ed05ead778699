// STAND-IN until branch `invoices` lands (helper `lifecycle` codes against these signatures; the merge
// takes the invoices branch's file). Issues nothing; reads nothing.
import type { Kysely, Transaction } from "kysely";
import type { components } from "../../../src/api/schema";
import type { Database } from "../../db/schema";

export type OrderDocument = components["schemas"]["OrderDocument"];
type Db = Kysely<Database> | Transaction<Database>;

export async function issueInvoice(_trx: Db, _orderId: string, _now: Date): Promise<void> {}

export async function issueCreditNote(
  _trx: Db,
  _orderId: string,
  _note: { reason: "cancellation" | "return"; lineIds?: string[]; amount: number },
  _now: Date,
): Promise<void> {}

export async function orderDocuments(
  _db: Db,
  _orderId: string,
): Promise<{ invoice?: OrderDocument; creditNotes: OrderDocument[] }> {
  return { creditNotes: [] };
}
