// A shopper's saved designs (docs/decisions/customiser-design.md#saved-designs-and-sharing): saved (listed
// in the wishlist or not), read and replaced by their owner only, shown to anyone while shared, listed and
// unlisted in the wishlist. Another shopper's design answers 404 as one that does not exist, so no call tells
// a stranger which ids are taken. Unlisting keeps the row: orders and cart lines refer to it.
import { type Kysely, sql } from "kysely";
import type {
  Customization,
  CustomizationInput,
  SharedDesign,
  WishlistCustomization,
} from "../../../src/api/types";
import {
  designMessages,
  MAX_DESIGNS_PER_ACCOUNT,
  MAX_LISTED_DESIGNS,
} from "../../../src/lib/design/designMessages";
import type { Database } from "../../db/schema";
import { newId } from "../accounts/tokens";
import { ApiError } from "../errors";
import { type CheckedDesign, checkDesign } from "./validate";
import { type DesignRow, designView, sharedView, wishlistViews } from "./view";

type Db = Kysely<Database>;

const columns = (design: CheckedDesign) => ({
  name: design.name,
  garment: design.blank.type,
  variant_id: design.colour.variantId,
  size: design.size,
  sides: JSON.stringify(design.sides),
  shared: design.shared,
  share_uploads: design.shareUploads,
});

/**
 * Saves a new design of the shopper; `listed` puts it in their wishlist. Refused with 409 past the bounds
 * (MAX_LISTED_DESIGNS listed, MAX_DESIGNS_PER_ACCOUNT in all): the shopper's row is locked while counting,
 * so saves racing each other cannot all slip under a bound.
 */
export async function saveDesign(
  db: Db,
  userId: string,
  input: CustomizationInput,
  listed: boolean,
): Promise<Customization> {
  const row = await db.transaction().execute(async (trx) => {
    // No key update: it orders this shopper's saves without holding back the inserts elsewhere whose
    // foreign keys only share-lock the user's row (their cart, an order).
    await trx.selectFrom("users").select("id").where("id", "=", userId).forNoKeyUpdate().executeTakeFirst();
    const counts = await trx
      .selectFrom("designs")
      .select([
        sql<string>`count(*)`.as("kept"),
        sql<string>`count(*) filter (where in_wishlist)`.as("listed"),
      ])
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(counts.kept) >= MAX_DESIGNS_PER_ACCOUNT) throw new ApiError(409, designMessages.accountFull);
    if (listed && Number(counts.listed) >= MAX_LISTED_DESIGNS) {
      throw new ApiError(409, designMessages.wishlistFull);
    }
    const design = await checkDesign(trx, userId, input);
    return trx
      .insertInto("designs")
      .values({ id: `cus_${newId()}`, user_id: userId, ...columns(design), in_wishlist: listed })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return designView(db, row);
}

const ownRow = (db: Db, userId: string, id: string) =>
  db.selectFrom("designs").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();

/** The shopper's own design, listed or not; 404 for any other. */
export async function readOwnDesign(db: Db, userId: string, id: string): Promise<Customization> {
  const row = await ownRow(db, userId, id);
  if (!row) throw new ApiError(404, designMessages.notFound);
  return designView(db, row);
}

/** Replaces the shopper's own design (whether it is listed stays); 404 for any other. */
export async function replaceDesign(
  db: Db,
  userId: string,
  id: string,
  input: CustomizationInput,
): Promise<Customization> {
  if (!(await ownRow(db, userId, id))) throw new ApiError(404, designMessages.notFound);
  const design = await checkDesign(db, userId, input);
  const row = await db
    .updateTable("designs")
    .set({ ...columns(design), updated_at: sql`now()` })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, designMessages.notFound);
  return designView(db, row);
}

/** The design while its owner shares it; 404 otherwise (switching sharing off is seen at the next read). */
export async function readSharedDesign(db: Db, id: string): Promise<SharedDesign> {
  const row = await db
    .selectFrom("designs")
    .selectAll()
    .where("id", "=", id)
    .where("shared", "=", true)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, designMessages.sharedNotFound);
  return sharedView(db, row);
}

/** The designs the shopper listed in their wishlist, newest first. */
export async function listedDesigns(db: Db, userId: string): Promise<WishlistCustomization[]> {
  const rows: DesignRow[] = await db
    .selectFrom("designs")
    .selectAll()
    .where("user_id", "=", userId)
    .where("in_wishlist", "=", true)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return wishlistViews(db, rows);
}

/** Takes the design out of the wishlist, keeping it; 404 when it is not the shopper's or not listed. */
export async function unlistDesign(db: Db, userId: string, id: string): Promise<void> {
  const unlisted = await db
    .updateTable("designs")
    .set({ in_wishlist: false })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("in_wishlist", "=", true)
    .returning("id")
    .executeTakeFirst();
  if (!unlisted) throw new ApiError(404, designMessages.savedDesignNotFound);
}
