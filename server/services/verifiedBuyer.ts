// The "Verified buyer" rule, in one place: a reviewer is a verified buyer of a product when they have an
// order of it that was delivered (status 'delivered'; a returned or cancelled one does not count). Used as
// a SQL expression so a page of reviews is marked in the same query that reads it.
import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema";

/** true when `userId` has a delivered order holding `productId` (false for a null user). A scalar subquery
 * with LIMIT 1, not EXISTS: PostgreSQL may run an EXISTS in a select list as one hash over every delivered
 * order, where this is one index probe per review: the user's lines of the product (order_lines_buyer_idx,
 * usually none or one), then each one's order for its status. */
export function isVerifiedBuyerSql(
  userId: Expression<string | null>,
  productId: Expression<string>,
): RawBuilder<boolean> {
  return sql<boolean>`coalesce((
    select true from order_lines as ol join orders as o on o.id = ol.order_id
    where ol.product_id = ${productId} and ol.user_id = ${userId} and o.status = 'delivered'
    limit 1), false)`;
}

export async function isVerifiedBuyer(db: Kysely<Database>, userId: string, productId: string) {
  const { rows } = await sql<{ verified: boolean }>`select ${isVerifiedBuyerSql(
    sql.val(userId),
    sql.val(productId),
  )} as verified`.execute(db);
  return rows[0]?.verified === true;
}
