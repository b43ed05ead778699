// GST document numbers: one series per kind ("RZ" invoices, "CN" credit notes) and Indian financial year
// (1 April to 31 March, India time), gap-free. The next number is taken from the counter row of the series
// under its row lock in the caller's transaction: a second transaction waits for the first to commit or
// roll back, and a rolled-back transaction gives its number back, so no number is skipped or used twice.
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { inIndia } from "../../../src/lib/indiaTime";

export type DocumentKind = "invoice" | "credit_note";

const PREFIX: Record<DocumentKind, string> = { invoice: "RZ", credit_note: "CN" };
/** GST allows at most 16 characters; "RZ/26-27/" leaves 7 digits, padded to 6. */
const MAX_LENGTH = 16;

/** The financial year of a moment: "2026-27" from 1 April 2026 00:00 to 31 March 2027 23:59, India time. */
export function financialYearOf(at: Date): string {
  const india = inIndia(at);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "RZ/26-27/000123" for the 123rd invoice of 2026-27. */
export function documentNumber(kind: DocumentKind, financialYear: string, seq: number): string {
  const number = `${PREFIX[kind]}/${financialYear.slice(2)}/${String(seq).padStart(6, "0")}`;
  if (number.length > MAX_LENGTH) throw new Error(`${number} is longer than ${MAX_LENGTH} characters`);
  return number;
}

/** The next number of the series, taken under the counter row's lock (held until the transaction ends). */
export async function takeNextNumber(
  trx: Transaction<Database>,
  kind: DocumentKind,
  at: Date,
): Promise<{ financialYear: string; seq: number; number: string }> {
  const financialYear = financialYearOf(at);
  const { last } = await trx
    .insertInto("tax_document_counters")
    .values({ kind, financial_year: financialYear, last: 1 })
    .onConflict((oc) =>
      oc.columns(["kind", "financial_year"]).doUpdateSet((eb) => ({
        last: eb("tax_document_counters.last", "+", 1),
      })),
    )
    .returning("last")
    .executeTakeFirstOrThrow();
  return { financialYear, seq: last, number: documentNumber(kind, financialYear, last) };
}
