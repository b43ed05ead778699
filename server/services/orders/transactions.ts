// Transactions that may meet another at the same rows: PostgreSQL ends one of two deadlocked transactions
// (40P01) or a serialization failure (40001), and running it again is the documented remedy.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { trackedTransaction } from "../cacheVersions/transaction";

const RETRYABLE = new Set(["40P01", "40001"]);
const ATTEMPTS = 3;

const codeOf = (error: unknown) =>
  error && typeof error === "object" ? (error as { code?: unknown }).code : undefined;

/** `work` in a transaction, run again (up to three times in all) when the database ends it for a deadlock.
 * Tracked (cacheVersions/transaction.ts): when `work` took or gave back stock, or moved an order into or
 * out of "delivered", the scopes of the public answers it changed are bumped in it. */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await trackedTransaction(db, work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(String(codeOf(error)))) throw error;
    }
  }
}
