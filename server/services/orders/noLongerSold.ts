// A bag line or Buy Now item whose product staff moved to drafts or archived is no longer sold
// (docs/decisions/staff-catalogue.md#product-status): its quote line already reads as out of stock, and the
// order is refused naming it, rather than with the sold-out words, so the shopper knows it will not come back.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** The names of the lines' products that are not published now, in the lines' order. */
export async function namesNoLongerSold(
  db: Kysely<Database>,
  lines: readonly { productId: string; name: string }[],
): Promise<string[]> {
  if (lines.length === 0) return [];
  const rows = await db
    .selectFrom("products")
    .select("id")
    .where("id", "in", [...new Set(lines.map((line) => line.productId))])
    .where("status", "<>", "published")
    .execute();
  const unlisted = new Set(rows.map((row) => row.id));
  return [...new Set(lines.filter((line) => unlisted.has(line.productId)).map((line) => line.name))];
}
