// The periodic erasure job (docs/decisions/personal-data.md#the-retention-table): erases what the retention
// table (src/lib/privacy/retention.ts) says is kept no longer. Each kind the table erases has exactly one
// eraser here (the Record's type makes a missing one a compile error), and reads its period from the
// table, never a number of its own, so the privacy notice and the job say the same thing.
import { type Kysely, type RawBuilder, sql } from "kysely";
import { ERASED_KINDS, type ErasedKind, erasureRule } from "../../../src/lib/privacy/retention";
import type { Database } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import { ERASE_FILES_JOB } from "./deleteAccount";

type Db = Kysely<Database>;

/** The periodic job's kind (server/services/jobHandlers.ts). */
export const RETENTION_JOB = "privacy.retention";
/** How often it runs (once per interval across every instance). */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Erases the kind's expired rows as of `before` (now less the table's period); answers how many. */
type Eraser = (tx: Db, before: Date, now: Date) => Promise<number>;

const count = (rows: { numDeletedRows: bigint }[]) => rows.reduce((n, r) => n + Number(r.numDeletedRows), 0);

/** Whether a design document (`doc`: { front: [...], back: [...] }) places the upload `u.id`. */
const placesUpload = (doc: RawBuilder<unknown>) =>
  sql<boolean>`(${doc} @> jsonb_build_object('front', jsonb_build_array(jsonb_build_object('uploadId', u.id)))
    or ${doc} @> jsonb_build_object('back', jsonb_build_array(jsonb_build_object('uploadId', u.id))))`;

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
  // An upload no saved design of its owner places and no order line printed; its file goes by a job
  // written in the same transaction.
  unusedUploads: async (tx, before, now) => {
    const gone = await tx
      .deleteFrom("design_uploads as u")
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
    if (gone.length > 0) {
      await enqueueJob(tx, {
        kind: ERASE_FILES_JOB,
        key: `retention:${now.toISOString()}`,
        payload: { keys: gone.map((g) => g.storage_key) },
      });
    }
    return gone.length;
  },
};

/** Erases every kind's expired rows in one transaction; answers the count per kind. */
export async function eraseExpired(db: Db, now = new Date()): Promise<Record<ErasedKind, number>> {
  return db.transaction().execute(async (tx) => {
    const erased = {} as Record<ErasedKind, number>;
    for (const kind of ERASED_KINDS) {
      const before = new Date(now.getTime() - erasureRule(kind).afterDays * DAY_MS);
      erased[kind] = await ERASERS[kind](tx, before, now);
    }
    return erased;
  });
}
