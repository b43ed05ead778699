// Changes to the lines of a bag (a signed-in shopper's cart or a guest's bag): size, quantity and selection
// of one line, removing it (or every line of a variant), moving it to the wishlist (a shopper's only), and selecting or unselecting
// every line. Each change runs in a transaction that first locks the cart row, so two changes to one cart
// never interleave (two lines moved to the same size at once would otherwise both miss the line they
// should merge into). A line of another cart is 404, exactly as an unknown one.
import { type Kysely, sql } from "kysely";
import type { Cart } from "../../src/api/types";
import { catalogueMessages } from "../../src/lib/catalogueApiMessages";
import { designOrderWords } from "../../src/lib/design/designOrderWords";
import { ApiError, badRequest } from "./errors";
import type { Database, Size } from "../db/schema";
import { type CartOwner, cartMessages, lockedCart, MAX_LINE_QUANTITY, readCart, touchCart } from "./cart";
import { saveToWishlist } from "./wishlist";

type Db = Kysely<Database>;

export interface CartLineChange {
  size?: Size;
  quantity?: number;
  selected?: boolean;
}

/** Runs `change` on the owner's cart, locked, in a transaction; answers the cart after it. A guest
 * without a bag has no line to change (404). */
function changeCart(db: Db, owner: CartOwner, change: (tx: Db, cartId: string) => Promise<void>) {
  return db.transaction().execute(async (tx) => {
    const cart = await lockedCart(tx, owner);
    if (!cart) throw new ApiError(404, cartMessages.lineNotFound);
    await change(tx, cart.id);
    await touchCart(tx, cart.id);
    return readCart(tx, owner);
  });
}

/** The line of this cart, locked, or 404. */
async function lineOf(tx: Db, cartId: string, lineId: string) {
  const line = await tx
    .selectFrom("cart_lines")
    .selectAll()
    .where("id", "=", lineId)
    .where("cart_id", "=", cartId)
    .forUpdate()
    .executeTakeFirst();
  if (!line) throw new ApiError(404, cartMessages.lineNotFound);
  return line;
}

/** 409 unless `quantity` pieces of the size are in stock (and `inCart` more already in another line). */
function requireStock(size: { size: Size; stock: number }, quantity: number, inCart: number): void {
  if (size.stock <= 0) throw new ApiError(409, cartMessages.sizeSoldOut(size.size));
  if (quantity > size.stock) {
    throw new ApiError(409, cartMessages.tooMany(Math.min(MAX_LINE_QUANTITY, size.stock), inCart));
  }
}

/**
 * Changes a line's size, quantity or selection. A new size must be one of the variant's (else 404); when the
 * cart already holds that size, the line merges into it, to at most MAX_LINE_QUANTITY. A quantity (or a
 * merged one) above the size's stock, and selecting a line short of stock, are refused with 409 and change
 * nothing.
 */
export function updateCartLine(
  db: Db,
  owner: CartOwner,
  lineId: string,
  change: CartLineChange,
): Promise<Cart> {
  return changeCart(db, owner, async (tx, cartId) => {
    const line = await lineOf(tx, cartId, lineId);
    const size = change.size ?? line.size;
    if (line.design_id && size !== line.size) throw badRequest(designOrderWords.sizeIsTheDesigns);
    const target = await tx
      .selectFrom("variant_sizes")
      .select(["size", "stock"])
      .where("variant_id", "=", line.variant_id)
      .where("size", "=", size)
      .executeTakeFirst();
    if (!target) throw new ApiError(404, catalogueMessages.sizeNotFound);
    const into =
      size === line.size
        ? undefined
        : await tx
            .selectFrom("cart_lines")
            .selectAll()
            .where("cart_id", "=", cartId)
            .where("variant_id", "=", line.variant_id)
            .where("size", "=", size)
            .where("design_id", "is", null)
            .forUpdate()
            .executeTakeFirst();
    const moved = change.quantity ?? line.quantity;
    const quantity = into ? Math.min(MAX_LINE_QUANTITY, into.quantity + moved) : moved;
    const selected = change.selected ?? line.selected;
    const selecting = selected && !line.selected;
    if (size !== line.size || change.quantity !== undefined || selecting) {
      requireStock(target, quantity, into?.quantity ?? 0);
    }
    if (into) {
      await tx.deleteFrom("cart_lines").where("id", "=", line.id).execute();
      await tx.updateTable("cart_lines").set({ quantity, selected }).where("id", "=", into.id).execute();
    } else {
      await tx
        .updateTable("cart_lines")
        .set({ size, quantity, selected })
        .where("id", "=", line.id)
        .execute();
    }
  });
}

/** Takes the line out of the cart (404 when it is not in it). */
export function removeCartLine(db: Db, owner: CartOwner, lineId: string): Promise<Cart> {
  return changeCart(db, owner, async (tx, cartId) => {
    await lineOf(tx, cartId, lineId);
    await tx.deleteFrom("cart_lines").where("id", "=", lineId).execute();
  });
}

/** The lines of one variant of a product, or of one of its sizes (POST /cart/removetocart). */
export interface CartVariantRemoval {
  productId: string;
  variantId: string;
  size?: Size;
}

/** Takes every line of the variant (only the size's, when one is given) out of the cart, together; 404 when
 * the cart holds none (a variant of another product included). */
export function removeCartVariant(db: Db, userId: string, removal: CartVariantRemoval): Promise<Cart> {
  return changeCart(db, userId, async (tx, cartId) => {
    let lines = tx
      .deleteFrom("cart_lines")
      .where("cart_id", "=", cartId)
      .where("variant_id", "=", removal.variantId)
      .where("variant_id", "in", (sub) =>
        sub.selectFrom("product_variants").select("id").where("product_id", "=", removal.productId),
      );
    if (removal.size) lines = lines.where("size", "=", removal.size);
    const removed = await lines.returning("id").execute();
    if (removed.length === 0) throw new ApiError(404, cartMessages.lineNotFound);
  });
}

/** Saves the line's product to the wishlist (kept when already there) and takes the line out, together. */
export function moveCartLineToWishlist(db: Db, userId: string, lineId: string): Promise<Cart> {
  return changeCart(db, userId, async (tx, cartId) => {
    const line = await lineOf(tx, cartId, lineId);
    if (line.design_id) {
      // A design is kept in "My Customized Creations", never as its blank garment.
      await tx.updateTable("designs").set({ in_wishlist: true }).where("id", "=", line.design_id).execute();
      await tx.deleteFrom("cart_lines").where("id", "=", lineId).execute();
      return;
    }
    const variant = await tx
      .selectFrom("product_variants")
      .select("product_id")
      .where("id", "=", line.variant_id)
      .executeTakeFirstOrThrow();
    await saveToWishlist(tx, userId, variant.product_id);
    await tx.deleteFrom("cart_lines").where("id", "=", lineId).execute();
  });
}

/** Selects every line whose size has stock for its quantity (the others stay unselected), or none. A guest
 * without a bag gets the empty bag. */
export async function setCartSelection(db: Db, owner: CartOwner, selected: boolean): Promise<Cart> {
  if (typeof owner !== "string" && !owner.bag) return readCart(db, owner);
  return changeCart(db, owner, async (tx, cartId) => {
    const inStock = sql<boolean>`exists (
      select 1 from variant_sizes s
      where s.variant_id = cart_lines.variant_id and s.size = cart_lines.size and s.stock >= cart_lines.quantity
    )`;
    await tx
      .updateTable("cart_lines")
      .set({ selected: selected ? inStock : false })
      .where("cart_id", "=", cartId)
      .execute();
  });
}
