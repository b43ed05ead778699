// The signed-in shopper's cart: one per user, created on the first read, its lines joined to the catalogue
// so names, prices, colours, images and stock are always today's.
import type { Kysely } from "kysely";
import type { Cart } from "../api/contract";
import type { Database } from "../db/schema";
import { newId } from "./accounts/tokens";

type Db = Kysely<Database>;

const findCart = (db: Db, userId: string) =>
  db.selectFrom("carts").selectAll().where("user_id", "=", userId).executeTakeFirst();

/** The user's cart row, created empty when there is none (two first reads at once create one). */
async function cartOf(db: Db, userId: string) {
  const found = await findCart(db, userId);
  if (found) return found;
  await db
    .insertInto("carts")
    .values({ id: newId(), user_id: userId })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const created = await findCart(db, userId);
  if (!created) throw new Error(`cart of ${userId} was neither found nor created`);
  return created;
}

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
