// The signed-in shopper's cart: one per user, created on the first read, its lines joined to the catalogue
// so names, prices, colours, images and stock are always today's.
import { type Kysely, sql } from "kysely";
import type { Cart } from "../api/contract";
import { ApiError } from "../api/errors";
import type { Database, Size } from "../db/schema";
import { newId } from "./accounts/tokens";
import { rowOfUser } from "./userRow";
import { variantSize, variantSizes } from "./variantSizes";

type Db = Kysely<Database>;

const cartOf = (db: Db, userId: string) => rowOfUser(db, "carts", userId);

/** The cart's lines in the order they were added, each with its product's name and final price (whole
 * rupees), its variant's colour and images, and the stock of its size. */
function linesOf(db: Db, cartId: string) {
  return db
    .selectFrom("cart_lines as l")
    .innerJoin("variant_sizes as s", (join) =>
      join.onRef("s.variant_id", "=", "l.variant_id").onRef("s.size", "=", "l.size"),
    )
    .innerJoin("product_variants as v", "v.id", "l.variant_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .where("l.cart_id", "=", cartId)
    .orderBy("l.created_at")
    .orderBy("l.id")
    .select([
      "l.id",
      "l.variant_id",
      "l.size",
      "l.quantity",
      "v.product_id",
      "v.color",
      "v.images",
      "s.stock",
      "p.name",
      "p.final_price",
    ])
    .execute();
}

export async function readCart(db: Db, userId: string): Promise<Cart> {
  const cart = await cartOf(db, userId);
  const lines = await linesOf(db, cart.id);
  return {
    _id: cart.id,
    userId: cart.user_id,
    products: lines.map((line) => ({
      _id: line.id,
      productId: line.product_id,
      variantId: line.variant_id,
      name: line.name,
      price: line.final_price,
      size: line.size,
      quantity: line.quantity,
      variant: { color: line.color, stock: line.stock, images: line.images },
    })),
    createdAt: new Date(cart.created_at).toISOString(),
    updatedAt: new Date(cart.updated_at).toISOString(),
  };
}

/** The most of one variant and size a cart holds (the contract's CartItem.quantity maximum). */
export const MAX_LINE_QUANTITY = 5;

export const cartMessages = {
  sizeSoldOut: (size: Size) => `Size ${size} is sold out`,
  soldOut: "This product is sold out",
  tooMany: (limit: number, inCart: number) =>
    limit < MAX_LINE_QUANTITY
      ? `Only ${limit} left in this size${inCart > 0 ? `, and ${inCart} already in your cart` : ""}`
      : `You can have at most ${MAX_LINE_QUANTITY} of an item in your cart${inCart > 0 ? ` (${inCart} already there)` : ""}`,
} as const;

export interface CartAddition {
  productId: string;
  variantId: string;
  /** Absent: the first size in stock (S to XXL). */
  size?: Size;
  quantity: number;
}

/** The size to add and its stock, or the refusal: 404 for an unknown product, variant (or one of another
 * product) or size; 409 for a sold-out size, or when no size is in stock and none was named. */
async function sizeToAdd(db: Db, addition: CartAddition): Promise<{ size: Size; stock: number }> {
  if (addition.size) {
    const chosen = await variantSize(db, addition.productId, addition.variantId, addition.size);
    if (chosen.stock <= 0) throw new ApiError(409, cartMessages.sizeSoldOut(chosen.size));
    return chosen;
  }
  const { sizes } = await variantSizes(db, addition.productId, addition.variantId);
  const first = sizes.find((s) => s.stock > 0);
  if (!first) throw new ApiError(409, cartMessages.soldOut);
  return first;
}

/**
 * Adds the line, or raises its quantity, to at most MAX_LINE_QUANTITY and at most the size's stock; a
 * request that would go over is refused (409, saying how many are left or already in the cart) and changes
 * nothing. One statement adds or raises, so concurrent adds of the same line each count exactly once.
 */
export async function addToCart(db: Db, userId: string, addition: CartAddition): Promise<Cart> {
  const { size, stock } = await sizeToAdd(db, addition);
  const limit = Math.min(MAX_LINE_QUANTITY, stock);
  const cart = await cartOf(db, userId);
  const refused = async () => {
    const line = await db
      .selectFrom("cart_lines")
      .select("quantity")
      .where("cart_id", "=", cart.id)
      .where("variant_id", "=", addition.variantId)
      .where("size", "=", size)
      .executeTakeFirst();
    return new ApiError(409, cartMessages.tooMany(limit, line?.quantity ?? 0));
  };
  if (addition.quantity > limit) throw await refused();
  const raised = await db
    .insertInto("cart_lines")
    .values({
      id: newId(),
      cart_id: cart.id,
      variant_id: addition.variantId,
      size,
      quantity: addition.quantity,
    })
    .onConflict((oc) =>
      oc
        .columns(["cart_id", "variant_id", "size"])
        .doUpdateSet({ quantity: sql`cart_lines.quantity + excluded.quantity` })
        .where(sql<boolean>`cart_lines.quantity + excluded.quantity <= ${limit}`),
    )
    .returning("id")
    .executeTakeFirst();
  if (!raised) throw await refused();
  await db.updateTable("carts").set({ updated_at: sql`now()` }).where("id", "=", cart.id).execute();
  return readCart(db, userId);
}
