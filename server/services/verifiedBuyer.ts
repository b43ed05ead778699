// The "Verified buyer" rule, in one place: a reviewer is a verified buyer of a product when they have an
// order of it that was delivered (status 'delivered'; a returned or cancelled one does not count). Used as
// a SQL expression so a page of reviews is marked in the same query that reads it.
import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema";

/** true when `userId` has a delivered order holding `productId` (false for a null user). */
export function isVerifiedBuyerSql(
  userId: Expression<string | null>,
  productId: Expression<string>,
): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from order_lines as ol join orders as o on o.id = ol.order_id
    where ol.product_id = ${productId} and o.user_id = ${userId} and o.status = 'delivered')`;
}

export async function isVerifiedBuyer(db: Kysely<Database>, userId: string, productId: string) {
  const { rows } = await sql<{ verified: boolean }>`select ${isVerifiedBuyerSql(
    sql.val(userId),
    sql.val(productId),
  )} as verified`.execute(db);
  return rows[0]?.verified === true;
}
