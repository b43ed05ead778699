// Stock per variant and size, taken and given back by orders. Taking is one conditional UPDATE for all the
// order's lines (`stock >= quantity`, never below 0): when it changes fewer rows than there are lines, some
// size ran short and the caller rolls the whole transaction back. The products of the lines are locked
// first, in id order: every stock change rewrites its product's row (the listing filters' trigger), so
// orders that share products queue in one order instead of deadlocking.
// Each change tells the public answers' cache what it changed (docs/decisions/shared-cache-versions.md): the
// products' own answers always, the listings only when a size sells out or comes back.
import { type Kysely, sql } from "kysely";
import type { Database, Size } from "../../db/schema";
import { changes } from "../cacheVersions/transaction";
import { LISTINGS, productScope } from "../cacheVersions/scopes";

type Db = Kysely<Database>;

export interface StockLine {
  productId: string;
  variantId: string;
  size: Size;
  quantity: number;
}

/** The lines merged by variant and size, in a stable order. */
function merged(lines: StockLine[]): StockLine[] {
  const byKey = new Map<string, StockLine>();
  for (const line of lines) {
    const key = `${line.variantId}\u0000${line.size}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byKey.values()].sort((a, b) =>
    a.variantId === b.variantId ? a.size.localeCompare(b.size) : a.variantId < b.variantId ? -1 : 1,
  );
}

async function lockProducts(trx: Db, lines: StockLine[]): Promise<void> {
  const ids = [...new Set(lines.map((line) => line.productId))].sort();
  await trx.selectFrom("products").select("id").where("id", "in", ids).orderBy("id").forUpdate().execute();
}

const valuesOf = (lines: StockLine[]) =>
  sql.join(lines.map((line) => sql`(${line.variantId}, ${line.size}, ${line.quantity}::integer)`));

/** The sizes changed, with whether each crossed zero (sold out, or back in stock). */
type Changed = { variant_id: string; crossed: boolean };

/** Tells the cache (after the commit) which answers the stock change changed. */
function stockChanged(trx: Db, lines: StockLine[], changed: Changed[]): void {
  const products = new Set(lines.map((line) => productScope(line.productId)));
  changes(trx, ...products, ...(changed.some((row) => row.crossed) ? [LISTINGS] : []));
}

/** Takes the lines' units; false (and nothing to keep: roll back) when a size has fewer than asked, or,
 * `listedOnly` (a new order), when its product is no longer sold (a blank garment counts as sold): read under the products' locks, which a
 * status change takes too (server/services/catalogue/productWrite.ts). A paid order's units retaken after
 * a failed payment are its own, whatever the product's status since. */
export async function takeStock(
  trx: Db,
  lines: StockLine[],
  options: { listedOnly?: boolean } = {},
): Promise<boolean> {
  const wanted = merged(lines);
  if (wanted.length === 0) return true;
  await lockProducts(trx, wanted);
  // A blank garment is sold only under a design: the quote refuses a blank line without one, so a blank
  // reaching here prints a design (docs/decisions/customiser-design.md#ordering-a-design).
  const listed = options.listedOnly
    ? sql`and exists (select 1 from product_variants v join products p on p.id = v.product_id
        where v.id = s.variant_id and p.status in ('published', 'blank'))`
    : sql``;
  const taken = await sql<Changed>`
    update variant_sizes as s set stock = s.stock - w.quantity
    from (values ${valuesOf(wanted)}) as w (variant_id, size, quantity)
    where s.variant_id = w.variant_id and s.size = w.size and s.stock >= w.quantity ${listed}
    returning s.variant_id, s.stock = 0 as crossed`.execute(trx);
  stockChanged(trx, wanted, taken.rows);
  return taken.rows.length === wanted.length;
}

/** Gives the lines' units back (a size deleted since is skipped). */
export async function releaseStock(trx: Db, lines: StockLine[]): Promise<void> {
  const given = merged(lines);
  if (given.length === 0) return;
  await lockProducts(trx, given);
  const returned = await sql<Changed>`
    update variant_sizes as s set stock = s.stock + w.quantity
    from (values ${valuesOf(given)}) as w (variant_id, size, quantity)
    where s.variant_id = w.variant_id and s.size = w.size
    returning s.variant_id, s.stock = w.quantity as crossed`.execute(trx);
  stockChanged(trx, given, returned.rows);
}

/** The order's lines as stock lines. */
export async function orderStockLines(db: Db, orderId: string): Promise<StockLine[]> {
  const rows = await db
    .selectFrom("order_lines")
    .select(["product_id", "variant_id", "size", "quantity"])
    .where("order_id", "=", orderId)
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    variantId: row.variant_id,
    size: row.size,
    quantity: row.quantity,
  }));
}
