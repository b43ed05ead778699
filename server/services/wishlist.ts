// The signed-in shopper's wishlist: one per user (created on the first read or change), products newest
// saved first as cards. Adding and removing are idempotent; a toggle flips one product. Whose wishlist a
// request may touch is checked by the routes (server/api/wishlist.ts): only the owner's.
import { type Kysely, sql } from "kysely";
import type { ProductSummary, Wishlist } from "../../src/api/types";
import { catalogueMessages } from "../../src/lib/catalogueApiMessages";
import { ApiError } from "./errors";
import type { Database } from "../db/schema";
import { rowOfUser } from "./userRow";
import { cards } from "./product-listing";

type Db = Kysely<Database>;

export const wishlistMessages = {
  added: "Added to wishlist",
  removed: "Removed from wishlist",
  notFound: "Wishlist not found",
} as const;

const wishlistOf = (db: Db, userId: string) => rowOfUser(db, "wishlists", userId);

export interface WishlistView {
  wishlist: Wishlist;
  products: ProductSummary[];
}

/** The wishlist with its products' cards, NEW as of `now`. */
async function view(
  db: Db,
  row: { id: string; user_id: string; updated_at: Date },
  now: Date,
): Promise<WishlistView> {
  const items = await db
    .selectFrom("wishlist_items")
    .select("product_id")
    .where("wishlist_id", "=", row.id)
    .orderBy("created_at", "desc")
    .orderBy("product_id", "desc")
    .execute();
  const products = await cards(
    db,
    items.map((i) => i.product_id),
    { sizes: [], colors: [] },
    now,
  );
  return {
    wishlist: {
      _id: row.id,
      userId: row.user_id,
      products,
      updatedAt: new Date(row.updated_at).toISOString(),
    },
    products,
  };
}

export async function readWishlist(db: Db, userId: string, now = new Date()): Promise<WishlistView> {
  return view(db, await wishlistOf(db, userId), now);
}

/** The wishlist with this id if `userId` owns it; else null (another's is never answered). */
export async function readWishlistById(db: Db, userId: string, wishlistId: string, now = new Date()) {
  const row = await db
    .selectFrom("wishlists")
    .selectAll()
    .where("id", "=", wishlistId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? view(db, row, now) : null;
}

async function requireProduct(db: Db, productId: string) {
  // A customiser blank is saved as a design, not as a product (docs/decisions/customiser-design.md#storage).
  const found = await db
    .selectFrom("products")
    .select("id")
    .where("id", "=", productId)
    .where("status", "<>", "blank")
    .executeTakeFirst();
  if (!found) throw new ApiError(404, catalogueMessages.productNotFound);
}

const touch = (db: Db, wishlistId: string) =>
  db.updateTable("wishlists").set({ updated_at: sql`now()` }).where("id", "=", wishlistId).execute();

/** Saves the product (already saved: unchanged, keeps its place); 404 for an unknown product. Works on a
 * transaction (moving a cart line here). */
export async function saveToWishlist(db: Db, userId: string, productId: string): Promise<void> {
  await requireProduct(db, productId);
  const wishlist = await wishlistOf(db, userId);
  const added = await db
    .insertInto("wishlist_items")
    .values({ wishlist_id: wishlist.id, product_id: productId })
    .onConflict((oc) => oc.columns(["wishlist_id", "product_id"]).doNothing())
    .returning("product_id")
    .executeTakeFirst();
  if (added) await touch(db, wishlist.id);
}

/** Saves the product and answers the wishlist. */
export async function addToWishlist(
  db: Db,
  userId: string,
  productId: string,
  now = new Date(),
): Promise<WishlistView> {
  await saveToWishlist(db, userId, productId);
  return readWishlist(db, userId, now);
}

/** Deletes the item; whether it was there (the wishlist's time moves only then). */
async function takeOut(db: Db, wishlistId: string, productId: string): Promise<boolean> {
  const removed = await db
    .deleteFrom("wishlist_items")
    .where("wishlist_id", "=", wishlistId)
    .where("product_id", "=", productId)
    .returning("product_id")
    .executeTakeFirst();
  if (removed) await touch(db, wishlistId);
  return Boolean(removed);
}

/** Takes the product out (not there, or unknown: unchanged). */
export async function removeFromWishlist(
  db: Db,
  userId: string,
  productId: string,
  now = new Date(),
): Promise<WishlistView> {
  await takeOut(db, (await wishlistOf(db, userId)).id, productId);
  return readWishlist(db, userId, now);
}

/** Removes the product when saved, else saves it; answers whether it is saved now. */
export async function toggleWishlist(
  db: Db,
  userId: string,
  productId: string,
  now = new Date(),
): Promise<WishlistView & { inWishlist: boolean }> {
  if (await takeOut(db, (await wishlistOf(db, userId)).id, productId)) {
    return { ...(await readWishlist(db, userId, now)), inWishlist: false };
  }
  return { ...(await addToWishlist(db, userId, productId, now)), inWishlist: true };
}
