// A bag line or Buy Now item whose product staff moved to drafts or archived is no longer sold
// (docs/decisions/staff-catalogue.md#product-status): its quote line already reads as out of stock, and the
// order is refused naming it, rather than with the sold-out words, so the shopper knows it will not come back.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** The names of the lines' products that are not sold now, in the lines' order: not published, or, for a
 * line printing a design, not its blank garment (docs/decisions/customiser-design.md#ordering-a-design). */
export async function namesNoLongerSold(
  db: Kysely<Database>,
  lines: readonly { productId: string; name: string; design?: unknown }[],
): Promise<string[]> {
  if (lines.length === 0) return [];
  const rows = await db
    .selectFrom("products")
    .select(["id", "status"])
    .where("id", "in", [...new Set(lines.map((line) => line.productId))])
    .where("status", "<>", "published")
    .execute();
  const status = new Map(rows.map((row) => [row.id, row.status]));
  const unsold = (line: (typeof lines)[number]) => {
    const now = status.get(line.productId);
    return now !== undefined && !(now === "blank" && line.design !== undefined);
  };
  return [...new Set(lines.filter(unsold).map((line) => line.name))];
}
