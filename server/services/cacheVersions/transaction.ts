// Writes that change a public answer say which scopes they change (scopes.ts), inside their transaction:
// the versions are bumped by that same transaction, last, so every server that sees the new rows also sees
// the new versions, and none sees the versions before the rows (docs/decisions/shared-cache-versions.md).
// The bump announces itself with a NOTIFY, which PostgreSQL delivers to the other servers at the commit;
// this server takes the bumped versions right after the commit (registry.ts).
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { versionsOf } from "./registry";
import { CATALOGUE, type ScopeVersion, VERSIONS_CHANNEL } from "./scopes";

/** The scopes each transaction opened by trackedTransaction changes (changes()). */
const tracked = new WeakMap<object, Set<string>>();

/**
 * `work` in a transaction whose changes to public answers (changes()) bump their scopes' versions before
 * it commits. For writes made by helpers shared by many transactions (the orders' stock and status moves),
 * so each of those transactions need not remember to tell the cache itself.
 */
export async function trackedTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  let bumped: ScopeVersion[] = [];
  const result = await db.transaction().execute(async (trx) => {
    const scopes = new Set<string>();
    tracked.set(trx, scopes);
    const value = await work(trx);
    if (scopes.size > 0) bumped = await bump(trx, [...scopes]);
    return value;
  });
  versionsOf(db).apply(bumped);
  return result;
}

/**
 * Notes that the transaction changes what the scopes' public answers say. Throws outside a
 * trackedTransaction: such a write would never reach the cache, and the shop would show the old stock or
 * reviews until the answers expire.
 */
export function changes(trx: Kysely<Database>, ...scopes: string[]): void {
  const noted = tracked.get(trx);
  if (!noted) throw new Error("A catalogue or stock write must run in trackedTransaction (inTransaction)");
  for (const scope of scopes) noted.add(scope);
}

/** One statement: the scopes' versions up by one (in scope order, so two bumps never wait on each other in
 * a circle), and the notification. */
async function bump(trx: Kysely<Database>, scopes: string[]): Promise<ScopeVersion[]> {
  const { rows } = await sql<{ scope: string; version: string }>`
    with bumped as (
      insert into cache_versions (scope, version)
      select scope, 1 from unnest(${scopes.sort()}::text[]) as scope order by scope
      on conflict (scope) do update
        set version = cache_versions.version + 1, xid = pg_current_xact_id()
      returning scope, version
    )
    select bumped.scope, bumped.version::text as version
    from bumped cross join (select pg_notify(${VERSIONS_CHANNEL}, '')) as told`.execute(trx);
  return rows.map((row) => [row.scope, Number(row.version)] as const);
}

/** Every public answer is stale from now: for a change made straight to the catalogue's tables. */
export async function catalogueChanged(db: Kysely<Database>): Promise<void> {
  await trackedTransaction(db, async (trx) => changes(trx, CATALOGUE));
}
