// Staff work on the announcement bar's lines (docs/decisions/staff-catalogue.md#headlines): add, change,
// remove and reorder, each in one transaction that locks the table against the other writers (positions
// are read and written together), writes its audit row, and bumps the headlines' cache scope so every
// server's kept bar and pages show the change within a second (docs/decisions/shared-cache-versions.md).
import { type Kysely, sql, type Transaction } from "kysely";
import type { HeadlineInput, StaffHeadline } from "../../src/api/types";
import { headlineMessages } from "../../src/lib/headlineSchedule";
import { scheduleProblem, scheduleState } from "../../src/lib/schedule";
import type { Database, HeadlinesTable } from "../db/schema";
import type { UserRow } from "./accounts/users";
import { newId } from "./accounts/tokens";
import { recordAudit } from "./audit";
import { changes, trackedTransaction } from "./cacheVersions/transaction";
import { HEADLINES } from "./cacheVersions/scopes";
import { ApiError } from "./errors";
import { wholeListOrder } from "./listOrder";

type Actor = Pick<UserRow, "id" | "username">;
type Row = Pick<HeadlinesTable, "id" | "position" | "text"> & {
  starts_at: Date | null;
  ends_at: Date | null;
};

const iso = (at: Date | null) => (at ? { value: at.toISOString() } : null);

/** A line as the staff area sees it: its place, its schedule and whether the bar shows it at `now`. */
export function staffHeadline(row: Row, now: Date): StaffHeadline {
  const startsAt = iso(row.starts_at);
  const endsAt = iso(row.ends_at);
  return {
    _id: row.id,
    text: row.text,
    position: row.position,
    ...(startsAt ? { startsAt: startsAt.value } : {}),
    ...(endsAt ? { endsAt: endsAt.value } : {}),
    state: scheduleState({ startsAt: row.starts_at, endsAt: row.ends_at }, now),
  };
}

/** What the audit log keeps of a line: the contract's words, without the state of the moment. */
const audited = ({ state: _state, ...line }: StaffHeadline) => line;

const rows = (db: Kysely<Database>) =>
  db
    .selectFrom("headlines")
    .select(["id", "position", "text", "starts_at", "ends_at"])
    .orderBy("position")
    .orderBy("id");

export async function listStaffHeadlines(db: Kysely<Database>, now: Date): Promise<StaffHeadline[]> {
  return (await rows(db).execute()).map((row) => staffHeadline(row, now));
}

function scheduleOf(input: HeadlineInput) {
  const problem = scheduleProblem(input);
  if (problem) throw new ApiError(400, problem);
  return { starts_at: input.startsAt ?? null, ends_at: input.endsAt ?? null };
}

/** A headline write: the table locked against the other writers (readers pass), the scope bumped. */
function headlineWrite<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>) {
  return trackedTransaction(db, async (trx) => {
    await sql`lock table headlines in exclusive mode`.execute(trx);
    changes(trx, HEADLINES);
    return work(trx);
  });
}

async function lockedRow(trx: Transaction<Database>, id: string): Promise<Row> {
  const row = await rows(trx).where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, headlineMessages.notFound);
  return row;
}

/** Adds the line at the end of the bar. */
export function createHeadline(
  db: Kysely<Database>,
  actor: Actor,
  input: HeadlineInput,
  now: Date,
): Promise<StaffHeadline> {
  const schedule = scheduleOf(input);
  return headlineWrite(db, async (trx) => {
    const last = await trx
      .selectFrom("headlines")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    const row = await trx
      .insertInto("headlines")
      .values({ id: newId(), position, text: input.text, ...schedule })
      .returning(["id", "position", "text", "starts_at", "ends_at"])
      .executeTakeFirstOrThrow();
    const line = staffHeadline(row, now);
    await recordAudit(trx, {
      entity: "headline",
      entityId: row.id,
      action: "created",
      actor,
      before: null,
      after: audited(line),
    });
    return line;
  });
}

/** Replaces the line's text and schedule; its place stays. */
export function updateHeadline(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  input: HeadlineInput,
  now: Date,
): Promise<StaffHeadline> {
  const schedule = scheduleOf(input);
  return headlineWrite(db, async (trx) => {
    const before = staffHeadline(await lockedRow(trx, id), now);
    const row = await trx
      .updateTable("headlines")
      .set({ text: input.text, ...schedule })
      .where("id", "=", id)
      .returning(["id", "position", "text", "starts_at", "ends_at"])
      .executeTakeFirstOrThrow();
    const line = staffHeadline(row, now);
    await recordAudit(trx, {
      entity: "headline",
      entityId: id,
      action: "updated",
      actor,
      before: audited(before),
      after: audited(line),
    });
    return line;
  });
}

/** Removes the line; the ones after it move up a place. */
export function deleteHeadline(db: Kysely<Database>, actor: Actor, id: string, now: Date): Promise<void> {
  return headlineWrite(db, async (trx) => {
    const before = staffHeadline(await lockedRow(trx, id), now);
    await trx.deleteFrom("headlines").where("id", "=", id).execute();
    await trx
      .updateTable("headlines")
      .set((eb) => ({ position: eb("position", "-", 1) }))
      .where("position", ">", before.position)
      .execute();
    await recordAudit(trx, {
      entity: "headline",
      entityId: id,
      action: "deleted",
      actor,
      before: audited(before),
      after: null,
    });
  });
}

/** Puts every line in the order of `ids`, which must name exactly the lines there are (else 409). */
export function reorderHeadlines(
  db: Kysely<Database>,
  actor: Actor,
  ids: string[],
  now: Date,
): Promise<StaffHeadline[]> {
  return headlineWrite(db, async (trx) => {
    const order = wholeListOrder(await rows(trx).execute(), ids);
    if (!order) throw new ApiError(409, headlineMessages.orderChanged);
    const placed: StaffHeadline[] = [];
    for (const { item: row, position } of order) {
      const line = staffHeadline({ ...row, position }, now);
      placed.push(line);
      if (row.position === position) continue;
      await trx.updateTable("headlines").set({ position }).where("id", "=", row.id).execute();
      await recordAudit(trx, {
        entity: "headline",
        entityId: row.id,
        action: "moved",
        actor,
        before: audited(staffHeadline(row, now)),
        after: audited(line),
      });
    }
    return placed;
  });
}
