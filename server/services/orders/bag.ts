// An order placed from the shopper's bag and the bag itself. The bag keeps the lines until the order is
// bought: a COD order at once, an online one when its payment succeeds (in the transaction that records it)
// or when it moves to cash on delivery. A payment that fails, is cancelled, closed or expires leaves the bag
// as it was. Meanwhile the order holds its units (15 minutes), and the shopper's own bag and quotes count
// those units as the shopper's: placing from the bag again replaces that order first (supersede.ts), so
// what the bag shows is what the new order can take.
import { type Kysely, sql } from "kysely";
import type { Database, Size } from "../../db/schema";

type Db = Kysely<Database>;

/** The orders whose held units the shopper's bag counts as theirs: their bag orders awaiting payment
 * that hold stock (the ones placing from the bag again would replace). */
const heldOrders = (db: Db, userId: string) =>
  db
    .selectFrom("orders")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .where("from_bag", "=", true)
    .where("stock_taken", "=", true);

/** "variant, size" as a map key. */
export const heldKey = (variantId: string, size: Size | string) => `${variantId}\u0000${size}`;

/** The units the shopper's own bag orders awaiting payment hold, by variant and size (heldKey); none for
 * a guest's bag (null), which places no orders. */
export async function ownHeldUnits(db: Db, userId: string | null): Promise<Map<string, number>> {
  if (userId === null) return new Map();
  const rows = await db
    .selectFrom("order_lines")
    .select(["variant_id", "size", (eb) => eb.fn.sum<string | number>("quantity").as("held")])
    .where("order_id", "in", heldOrders(db, userId))
    .groupBy(["variant_id", "size"])
    .execute();
  return new Map(rows.map((row) => [heldKey(row.variant_id, row.size), Number(row.held)]));
}

/** In SQL: the units of the variant and size (columns of the outer query) the shopper's bag orders
 * awaiting payment hold (0 for a guest's bag). */
export function ownHeldUnitsOf(db: Db, userId: string | null, variantColumn: string, sizeColumn: string) {
  if (userId === null) return sql<number>`0`;
  return sql<number>`coalesce((select sum(held.quantity) from order_lines as held
    where held.order_id in (${heldOrders(db, userId)})
      and held.variant_id = ${sql.ref(variantColumn)} and held.size = ${sql.ref(sizeColumn)}), 0)`;
}

/**
 * THE removal of bought lines from a bag: the order's lines leave its shopper's bag, each bag line of the
 * same variant and size losing the quantity ordered (gone when that was all of it), and the bag's coupon
 * when the order used it. Nothing happens for an
 * order not placed from the bag (Buy Now). Runs in the transaction that makes the order bought, so the bag
 * and the order never disagree; a line the shopper removed or lowered meanwhile is left as it is now.
 */
export async function removeOrderedFromBag(
  trx: Db,
  order: { id: string; user_id: string; from_bag: boolean },
): Promise<void> {
  if (!order.from_bag) return;
  // A line printing a design is the bag line of that design; a plain line the plain line of its size.
  const ordered = sql`(select variant_id, size, design_id, sum(quantity) as quantity from order_lines
    where order_id = ${order.id} group by variant_id, size, design_id)`;
  const bag = sql`(select id from carts where user_id = ${order.user_id})`;
  const same = sql`l.variant_id = o.variant_id and l.size = o.size
    and l.design_id is not distinct from o.design_id`;
  await sql`delete from cart_lines as l using ${ordered} as o
    where l.cart_id in ${bag} and ${same} and l.quantity <= o.quantity`.execute(trx);
  await sql`update cart_lines as l set quantity = l.quantity - o.quantity from ${ordered} as o
    where l.cart_id in ${bag} and ${same} and l.quantity > o.quantity`.execute(trx);
  // The bag's coupon goes with the order that used it: the next bag starts without one.
  await sql`update carts set coupon_code = null where user_id = ${order.user_id}
    and coupon_code = (select coupon_code from orders where id = ${order.id})`.execute(trx);
}
