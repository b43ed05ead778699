// Staff work on the banner slides (docs/decisions/staff-catalogue.md#banners): add, change, remove and
// reorder one place's slides, each in one transaction that locks the table against the other writers
// (positions are read and written together), writes its audit row, and bumps the banners' cache scope so
// every server's kept lists and pages show the change within a second
// (docs/decisions/shared-cache-versions.md). As headlines.ts does for the announcement bar.
import { type Kysely, sql, type Transaction } from "kysely";
import type { BannerInput, BannerPlace, NewBannerInput, StaffBanner } from "../../src/api/types";
import { bannerInputProblem, bannerMessages } from "../../src/lib/bannerSlides";
import { scheduleState } from "../../src/lib/schedule";
import type { BannersTable, Database } from "../db/schema";
import type { UserRow } from "./accounts/users";
import { newId } from "./accounts/tokens";
import { recordAudit } from "./audit";
import { changes, trackedTransaction } from "./cacheVersions/transaction";
import { BANNERS } from "./cacheVersions/scopes";
import { ApiError } from "./errors";
import { wholeListOrder } from "./listOrder";
import { checkBannerPicture } from "./pictures/bannerPictures";

type Actor = Pick<UserRow, "id" | "username">;
type Row = Pick<
  BannersTable,
  "id" | "place" | "position" | "image_path" | "mobile_image_path" | "page" | "alt" | "title" | "subtitle"
> & { starts_at: Date | null; ends_at: Date | null };

const COLUMNS = [
  "id",
  "place",
  "position",
  "image_path",
  "mobile_image_path",
  "page",
  "alt",
  "title",
  "subtitle",
  "starts_at",
  "ends_at",
] as const;

/** A slide as the staff area sees it: its pictures, words, link, place, schedule and whether it shows now. */
export function staffBanner(row: Row, now: Date): StaffBanner {
  return {
    _id: row.id,
    place: row.place,
    position: row.position,
    imagePath: row.image_path,
    mobileImagePath: row.mobile_image_path,
    alt: row.alt,
    ...(row.title ? { title: row.title } : {}),
    ...(row.subtitle ? { subtitle: row.subtitle } : {}),
    page: row.page as StaffBanner["page"],
    ...(row.starts_at ? { startsAt: row.starts_at.toISOString() } : {}),
    ...(row.ends_at ? { endsAt: row.ends_at.toISOString() } : {}),
    state: scheduleState({ startsAt: row.starts_at, endsAt: row.ends_at }, now),
  };
}

/** What the audit log keeps of a slide: the contract's words, without the state of the moment. */
const audited = ({ state: _state, ...slide }: StaffBanner) => slide;

const rows = (db: Kysely<Database>, place: BannerPlace) =>
  db.selectFrom("banners").select(COLUMNS).where("place", "=", place).orderBy("position").orderBy("id");

export async function listStaffBanners(
  db: Kysely<Database>,
  place: BannerPlace,
  now: Date,
): Promise<StaffBanner[]> {
  return (await rows(db, place).execute()).map((row) => staffBanner(row, now));
}

/** The columns an input writes, once its words, schedule and pictures are checked. */
async function columnsOf(db: Kysely<Database>, input: BannerInput) {
  const problem = bannerInputProblem(input);
  if (problem) throw new ApiError(400, problem);
  await checkBannerPicture(db, input.imagePath, "desktop");
  await checkBannerPicture(db, input.mobileImagePath, "mobile");
  return {
    image_path: input.imagePath,
    mobile_image_path: input.mobileImagePath,
    page: input.page,
    alt: input.alt,
    title: input.title ?? null,
    subtitle: input.subtitle ?? null,
    starts_at: input.startsAt ?? null,
    ends_at: input.endsAt ?? null,
  };
}

/** A banner write: the table locked against the other writers (readers pass), the scope bumped. */
function bannerWrite<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>) {
  return trackedTransaction(db, async (trx) => {
    await sql`lock table banners in exclusive mode`.execute(trx);
    changes(trx, BANNERS);
    return work(trx);
  });
}

async function lockedRow(trx: Transaction<Database>, id: string): Promise<Row> {
  const row = await trx.selectFrom("banners").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, bannerMessages.notFound);
  return row;
}

/** Adds the slide at the end of its place. */
export async function createBanner(
  db: Kysely<Database>,
  actor: Actor,
  input: NewBannerInput,
  now: Date,
): Promise<StaffBanner> {
  const columns = await columnsOf(db, input);
  return bannerWrite(db, async (trx) => {
    const last = await trx
      .selectFrom("banners")
      .select((eb) => eb.fn.max("position").as("position"))
      .where("place", "=", input.place)
      .executeTakeFirst();
    const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    const row = await trx
      .insertInto("banners")
      .values({ id: `bn_${newId()}`, place: input.place, position, ...columns })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const slide = staffBanner(row, now);
    await recordAudit(trx, {
      entity: "banner",
      entityId: row.id,
      action: "created",
      actor,
      before: null,
      after: audited(slide),
    });
    return slide;
  });
}

/** Replaces the slide's pictures, words, link and schedule; its place and position stay. */
export async function updateBanner(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  input: BannerInput,
  now: Date,
): Promise<StaffBanner> {
  const columns = await columnsOf(db, input);
  return bannerWrite(db, async (trx) => {
    const before = staffBanner(await lockedRow(trx, id), now);
    const row = await trx
      .updateTable("banners")
      .set(columns)
      .where("id", "=", id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const slide = staffBanner(row, now);
    await recordAudit(trx, {
      entity: "banner",
      entityId: id,
      action: "updated",
      actor,
      before: audited(before),
      after: audited(slide),
    });
    return slide;
  });
}

/** Removes the slide; the ones after it in its place move up. Its pictures stay stored. */
export function deleteBanner(db: Kysely<Database>, actor: Actor, id: string, now: Date): Promise<void> {
  return bannerWrite(db, async (trx) => {
    const before = staffBanner(await lockedRow(trx, id), now);
    await trx.deleteFrom("banners").where("id", "=", id).execute();
    await trx
      .updateTable("banners")
      .set((eb) => ({ position: eb("position", "-", 1) }))
      .where("place", "=", before.place)
      .where("position", ">", before.position)
      .execute();
    await recordAudit(trx, {
      entity: "banner",
      entityId: id,
      action: "deleted",
      actor,
      before: audited(before),
      after: null,
    });
  });
}

/** Puts the place's slides in the order of `ids`, which must name exactly its slides (else 409). */
export function reorderBanners(
  db: Kysely<Database>,
  actor: Actor,
  place: BannerPlace,
  ids: string[],
  now: Date,
): Promise<StaffBanner[]> {
  return bannerWrite(db, async (trx) => {
    const order = wholeListOrder(await rows(trx, place).execute(), ids);
    if (!order) throw new ApiError(409, bannerMessages.orderChanged);
    const placed: StaffBanner[] = [];
    for (const { item: row, position } of order) {
      const slide = staffBanner({ ...row, position }, now);
      placed.push(slide);
      if (row.position === position) continue;
      await trx.updateTable("banners").set({ position }).where("id", "=", row.id).execute();
      await recordAudit(trx, {
        entity: "banner",
        entityId: row.id,
        action: "moved",
        actor,
        before: audited(staffBanner(row, now)),
        after: audited(slide),
      });
    }
    return placed;
  });
}
