// The periodic erasure job (docs/decisions/personal-data.md#the-retention-table): erases what the retention
// table (src/lib/privacy/retention.ts) says is kept no longer. Each kind the table erases has exactly one
// eraser here (the Record's type makes a missing one a compile error), and reads its period from the
// table, never a number of its own, so the privacy notice and the job say the same thing. Most kinds are
// erased in one transaction; orders, whose rows hang off many tables, in batches of their own
// (`BATCHED`), each its own short transaction.
import { type Kysely, type RawBuilder, sql } from "kysely";
import { INDIA_OFFSET_MS, inIndia } from "../../../src/lib/indiaTime";
import { ERASED_KINDS, type ErasedKind, erasureRule } from "../../../src/lib/privacy/retention";
import type { Database } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import { productScope } from "../cacheVersions/scopes";
import { changes, trackedTransaction } from "../cacheVersions/transaction";
import { ERASE_FILES_JOB } from "./deleteAccount";

type Db = Kysely<Database>;

/** The periodic job's kind (server/services/jobHandlers.ts). */
export const RETENTION_JOB = "privacy.retention";
/** How often it runs (once per interval across every instance). */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Erases the kind's expired rows as of `before` (now less the table's period); answers how many. */
type Eraser = (tx: Db, before: Date, now: Date) => Promise<number>;

/** Orders erased per transaction. */
export const ORDER_BATCH = 200;

/** The start of the financial year (1 April, 00:00 India time) that `at` falls in. */
export function financialYearStart(at: Date): Date {
  const india = inIndia(at);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 3, 1) - INDIA_OFFSET_MS);
}

/**
 * One batch of orders past the table's period, erased with everything that hangs off them: lines, events,
 * payments, the return, refunds, GST invoices and credit notes, the coupon's use, print files (rows here,
 * files by a job in the same transaction: docs/decisions/durable-jobs.md) and the complaint tickets about
 * them with their threads (the tickets' own foreign key would only unlink them).
 *
 * An order is kept for the table's years after the financial year of its last change: its own (status,
 * payment), a refund's, its return's, a GST document's issue, a ticket's resolution. So every change must
 * fall before `cutoff`, the start of the financial year `before` is in; an order with an unresolved ticket
 * stays. Rows are claimed `for update skip locked`: two instances running the job at once take different
 * orders, and a batch that finds nothing (all erased, or all claimed) ends the run, so running it again
 * erases nothing more.
 */
async function eraseOrderBatch(tx: Db, before: Date, now: Date): Promise<number> {
  const cutoff = financialYearStart(before);
  const claimed = await tx
    .selectFrom("orders as o")
    .select("o.id")
    .where("o.updated_at", "<", cutoff)
    .where(({ not, or, exists, selectFrom }) =>
      not(
        or([
          exists(
            selectFrom("order_refunds as r")
              .select("r.order_id")
              .whereRef("r.order_id", "=", "o.id")
              .where("r.updated_at", ">=", cutoff),
          ),
          exists(
            selectFrom("order_returns as t")
              .select("t.order_id")
              .whereRef("t.order_id", "=", "o.id")
              .where("t.updated_at", ">=", cutoff),
          ),
          exists(
            selectFrom("tax_documents as d")
              .select("d.order_id")
              .whereRef("d.order_id", "=", "o.id")
              .where("d.issued_at", ">=", cutoff),
          ),
          exists(
            selectFrom("complaints as c")
              .select("c.id")
              .whereRef("c.order_id", "=", "o.id")
              .where((eb) => eb.or([eb("c.resolved_at", "is", null), eb("c.resolved_at", ">=", cutoff)])),
          ),
        ]),
      ),
    )
    .orderBy("o.updated_at")
    .orderBy("o.id")
    .limit(ORDER_BATCH)
    .forUpdate()
    .skipLocked()
    .execute();
  const ids = claimed.map((row) => row.id);
  if (ids.length === 0) return 0;
  const [products, files] = await Promise.all([
    tx.selectFrom("order_lines").select("product_id").distinct().where("order_id", "in", ids).execute(),
    tx.selectFrom("order_print_files").select("storage_key").where("order_id", "in", ids).execute(),
  ]);
  await tx.deleteFrom("complaints").where("order_id", "in", ids).execute();
  const gone = count(await tx.deleteFrom("orders").where("id", "in", ids).execute());
  if (files.length > 0) {
    await enqueueJob(tx, {
      kind: ERASE_FILES_JOB,
      key: `retention:orders:${now.toISOString()}:${ids[0]}`,
      payload: { keys: files.map((file) => file.storage_key) },
    });
  }
  // A delivered order made its buyer's reviews of those products "Verified buyer": their answers change.
  changes(tx, ...products.map((line) => productScope(line.product_id)));
  return gone;
}

/** Kinds erased batch by batch, each batch its own transaction, until a batch comes back short. */
const BATCHED: Partial<Record<ErasedKind, { size: number }>> = { orders: { size: ORDER_BATCH } };

const count = (rows: { numDeletedRows: bigint }[]) => rows.reduce((n, r) => n + Number(r.numDeletedRows), 0);

/** Whether a design document (`doc`: { front: [...], back: [...] }) places the upload `u.id`. */
const placesUpload = (doc: RawBuilder<unknown>) =>
  sql<boolean>`(${doc} @> jsonb_build_object('front', jsonb_build_array(jsonb_build_object('uploadId', u.id)))
    or ${doc} @> jsonb_build_object('back', jsonb_build_array(jsonb_build_object('uploadId', u.id))))`;

/** The erased uploads' stored files, by a job written in the eraser's transaction under `key` (one per kind
 * and run: the two upload kinds of one run are two jobs); answers how many uploads were erased. */
async function eraseUploadFiles(tx: Db, key: string, gone: { storage_key: string }[]) {
  if (gone.length > 0) {
    await enqueueJob(tx, {
      kind: ERASE_FILES_JOB,
      key,
      payload: { keys: gone.map((g) => g.storage_key) },
    });
  }
  return gone.length;
}

const ERASERS: Record<ErasedKind, Eraser> = {
  sessions: async (tx, before) =>
    count(await tx.deleteFrom("sessions").where("expires_at", "<", before).execute()),
  codes: async (tx, before) =>
    count(await tx.deleteFrom("email_codes").where("expires_at", "<", before).execute()) +
    count(await tx.deleteFrom("verification_tokens").where("expires_at", "<", before).execute()),
  guestBags: async (tx, before) =>
    count(
      await tx.deleteFrom("carts").where("user_id", "is", null).where("expires_at", "<", before).execute(),
    ),
  // A signed-in shopper's bag left unchanged past its period, with its lines (on delete cascade). A checkout
  // holds the bag's row lock (server/services/cart.ts's lockedCart), so the erasure waits for it.
  idleBags: async (tx, before) =>
    count(
      await tx
        .deleteFrom("carts")
        .where("user_id", "is not", null)
        .where("updated_at", "<", before)
        .execute(),
    ),
  restockAlerts: async (tx, before) =>
    count(await tx.deleteFrom("restock_alerts").where("notified_at", "<", before).execute()),
  contactMessages: async (tx, before) =>
    count(await tx.deleteFrom("contact_messages").where(sql<boolean>`created_at < ${before}`).execute()),
  attemptCounters: async (tx, before) =>
    count(
      await tx
        .deleteFrom("throttle_counters")
        .where("window_ends_at", "<", before)
        .where((eb) => eb.or([eb("blocked_until", "is", null), eb("blocked_until", "<", before)]))
        .execute(),
    ),
  // A resolved ticket (a shopper's or a guest's) past its period, with its thread (on delete cascade).
  complaints: async (tx, before) =>
    count(
      await tx
        .deleteFrom("complaints")
        .where("status", "=", "resolved")
        .where("resolved_at", "<", before)
        .execute(),
    ),
  orders: eraseOrderBatch,
  // Field vitals (docs/decisions/field-vitals.md): the rows of sampled page views past their days.
  pageSpeed: async (tx, before) =>
    count(await tx.deleteFrom("web_vitals").where("taken_at", "<", before).execute()),
  // A guest's upload never claimed by a sign-in (docs/decisions/customiser-design.md#a-guests-pictures): no
  // design or order can use it; its file goes by a job written in the same transaction.
  guestUploads: async (tx, before, now) => {
    const gone = await tx
      .deleteFrom("design_uploads")
      .where("user_id", "is", null)
      .where("created_at", "<", before)
      .returning(["storage_key"])
      .execute();
    return eraseUploadFiles(tx, `retention:guest-uploads:${now.toISOString()}`, gone);
  },
  // An upload no saved design of its owner places and no order line printed; its file goes by a job
  // written in the same transaction.
  unusedUploads: async (tx, before, now) => {
    const gone = await tx
      .deleteFrom("design_uploads as u")
      .where("u.user_id", "is not", null)
      .where("u.created_at", "<", before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("designs as d")
              .select("d.id")
              .whereRef("d.user_id", "=", "u.user_id")
              .where(placesUpload(sql`d.sides`)),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("order_lines as l")
              .select("l.id")
              .whereRef("l.user_id", "=", "u.user_id")
              .where("l.design", "is not", null)
              .where(placesUpload(sql`(l.design -> 'sides')`)),
          ),
        ),
      )
      .returning(["u.storage_key"])
      .execute();
    return eraseUploadFiles(tx, `retention:${now.toISOString()}`, gone);
  },
};

const beforeOf = (kind: ErasedKind, now: Date) =>
  new Date(now.getTime() - erasureRule(kind).afterDays * DAY_MS);

/** Erases every kind's expired rows (the batched kinds batch by batch, the others in one transaction);
 * answers the count per kind. */
export async function eraseExpired(db: Db, now = new Date()): Promise<Record<ErasedKind, number>> {
  const erased = await db.transaction().execute(async (tx) => {
    const counts = {} as Record<ErasedKind, number>;
    for (const kind of ERASED_KINDS) {
      if (!BATCHED[kind]) counts[kind] = await ERASERS[kind](tx, beforeOf(kind, now), now);
    }
    return counts;
  });
  for (const kind of ERASED_KINDS) {
    const batch = BATCHED[kind];
    if (!batch) continue;
    erased[kind] = 0;
    for (;;) {
      const done = await trackedTransaction(db, (tx) => ERASERS[kind](tx, beforeOf(kind, now), now));
      erased[kind] += done;
      if (done < batch.size) break;
    }
  }
  return erased;
}
