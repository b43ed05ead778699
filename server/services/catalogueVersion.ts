// The catalogue's version in this process. The public API answers (listings, search, product, banners,
// headlines) are cached by server/api/publicCache.ts under the version they were read at and served only
// while it is still the current one. Every write that changes what those answers say calls
// catalogueChanged() once its transaction has COMMITTED: a review (rating, count, the review itself),
// stock taken or given back by an order (sold-out sizes, "In Stock", the listings' size filters), a
// restock, an order that becomes or stops being delivered (the reviews' "Verified buyer" mark), the seed.
// Never before the commit: a request that read the old rows after an early bump would cache them under the
// new version and serve them until the next change.
// Changes made by another process (a second server on the same PostgreSQL, the seed command line) are not
// seen here: the cache's lifetime (60 s, the answers' max-age) bounds how long they go unnoticed.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";

let version = 0;

export const catalogueVersion = (): number => version;

/** Call after the commit of a write that changes a public answer: every cached answer is stale from now. */
export function catalogueChanged(): void {
  version += 1;
}

/** Whether each transaction opened by trackedTransaction changed the catalogue (changesCatalogue). */
const tracked = new WeakMap<object, { changed: boolean }>();

/**
 * `work` in a transaction; once it has committed, catalogueChanged() when `work` called
 * changesCatalogue(trx). For writes made by helpers shared by many transactions (the orders' stock and
 * status moves), so each of those transactions need not remember to tell the cache itself.
 */
export async function trackedTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const state = { changed: false };
  const result = await db.transaction().execute((trx) => {
    tracked.set(trx, state);
    return work(trx);
  });
  if (state.changed) catalogueChanged();
  return result;
}

/**
 * Notes that the transaction changes what a public answer says (told to the cache after its commit).
 * Throws outside a trackedTransaction: such a write would never reach the cache, and the shop would show
 * the old stock or reviews for up to a minute.
 */
export function changesCatalogue(trx: Kysely<Database>): void {
  const state = tracked.get(trx);
  if (!state) throw new Error("A catalogue or stock write must run in trackedTransaction (inTransaction)");
  state.changed = true;
}
