import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Runs `work` in a transaction: `db`'s own when it is one already, else a new one. For statements that
 * must share one (a `set_config(…, true)` holds only until its transaction ends). */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (tx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
