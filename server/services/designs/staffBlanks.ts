// Staff run the customiser's blank garments here (docs/decisions/customiser-design.md#blanks-for-staff): the
// one home for reading them with their stock, setting a colour's stock per size and setting a garment's
// prices. Blanks stay out of the staff product list and form (server/services/catalogue/), which shoppers'
// products alone go through.
//
// - Stock is set, not moved: staff give what they counted. Each write locks the blank's product row first,
//   as an order does before taking its units (server/services/orders/stock.ts), so a count and an order of
//   the same size queue: the order takes its piece from the new count, or the count replaces what the order
//   left. Never below 0 (the count is ≥ 0 and the order's decrement is conditional), never lost.
// - A size back from 0 goes through the catalogue's restock path (mailWaitingShoppers), as a product's does.
// - Prices are the blank product's price and customiser_pricing's price per side, which every bag read,
//   quote and order computes from; orders keep the unit price they were placed at.
// Each write is one transaction with its audit row (entity `product`: a blank is a product).
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { LETTER_SIZES } from "../../../src/api/enums";
import type {
  BlankStockInput,
  CustomiserPricingInput,
  StaffBlank,
  StaffBlankColor,
} from "../../../src/api/types";
import { blankStaffMessages, blankStockProblem } from "../../../src/lib/design/blankStaffWords";
import { GARMENT_TYPES, type GarmentType } from "../../../src/lib/design/printArea";
import type { Database, Size } from "../../db/schema";
import type { UserRow } from "../accounts/users";
import { recordAudit } from "../audit";
import { CATALOGUE, productScope } from "../cacheVersions/scopes";
import { changes, trackedTransaction } from "../cacheVersions/transaction";
import { ApiError } from "../errors";
import { mailWaitingShoppers } from "../restock";
import { blankOf } from "./blanks";

type Db = Kysely<Database>;
type Actor = Pick<UserRow, "id" | "username">;
type LetterSize = StaffBlankColor["sizes"][number]["size"];

export interface StaffBlankDeps {
  db: Db;
  /** Where restock mails link to. */
  publicOrigin: string;
}

const isLetterSize = (size: Size): size is LetterSize => (LETTER_SIZES as readonly Size[]).includes(size);
const sizeOrder = (a: { size: LetterSize }, b: { size: LetterSize }) =>
  LETTER_SIZES.indexOf(a.size) - LETTER_SIZES.indexOf(b.size);

/** The colours' sizes and stock, S to XXL, by colour. */
async function stockOf(db: Db, variantIds: string[]) {
  const rows = variantIds.length
    ? await db
        .selectFrom("variant_sizes")
        .select(["variant_id", "size", "stock"])
        .where("variant_id", "in", variantIds)
        .execute()
    : [];
  const byColour = new Map<string, StaffBlankColor["sizes"]>(variantIds.map((id) => [id, []]));
  for (const row of rows) {
    if (isLetterSize(row.size)) byColour.get(row.variant_id)?.push({ size: row.size, stock: row.stock });
  }
  for (const sizes of byColour.values()) sizes.sort(sizeOrder);
  return byColour;
}

/** Every garment's blank, in the customiser's order, with its prices and each colour's stock per size. */
export async function listStaffBlanks(db: Db): Promise<StaffBlank[]> {
  const blanks: StaffBlank[] = [];
  for (const type of GARMENT_TYPES) {
    const blank = await blankOf(db, type);
    if (!blank) continue;
    const stock = await stockOf(
      db,
      blank.colours.map((c) => c.variantId),
    );
    blanks.push({
      type,
      productId: blank.productId,
      pricing: blank.pricing,
      colors: blank.colours.map((c) => ({
        variantId: c.variantId,
        color: c.color,
        hex: c.hex,
        sizes: stock.get(c.variantId) ?? [],
      })),
    });
  }
  return blanks;
}

/**
 * Sets the sizes' stock of one blank colour to the counts given (sizes left out keep theirs), under the
 * blank's row lock; a size back from 0 tells its waiting shoppers. Answers the colour as saved and which
 * garment it is.
 */
export async function setBlankStock(
  deps: StaffBlankDeps,
  actor: Actor,
  variantId: string,
  input: BlankStockInput,
): Promise<{ type: GarmentType; color: StaffBlankColor }> {
  const problem = blankStockProblem(input);
  if (problem) throw new ApiError(400, problem);
  return trackedTransaction(deps.db, async (trx) => {
    const colour = await trx
      .selectFrom("product_variants as v")
      .innerJoin("products as p", "p.id", "v.product_id")
      .innerJoin("customiser_pricing as cp", "cp.product_id", "p.id")
      .select(["v.id", "v.color", "v.color_hex", "p.id as product_id", "cp.garment"])
      .where("v.id", "=", variantId)
      .where("p.status", "=", "blank")
      .executeTakeFirst();
    if (!colour) throw new ApiError(404, blankStaffMessages.colourNotFound);
    // The product row first, as an order locks it before its stock: the two queue, never deadlock.
    await trx.selectFrom("products").select("id").where("id", "=", colour.product_id).forUpdate().execute();
    const sizes = await trx
      .selectFrom("variant_sizes")
      .select(["size", "stock"])
      .where("variant_id", "=", variantId)
      .forUpdate()
      .execute();
    const was = new Map(sizes.map((s) => [s.size, s.stock]));
    const missing = input.sizes.find((s) => !was.has(s.size));
    if (missing) throw new ApiError(400, blankStaffMessages.sizeNotSold(missing.size, colour.color));
    const changed = input.sizes.filter((s) => was.get(s.size) !== s.stock);
    for (const { size, stock } of changed) {
      await trx
        .updateTable("variant_sizes")
        .set({ stock })
        .where("variant_id", "=", variantId)
        .where("size", "=", size)
        .execute();
      if (was.get(size) === 0) await mailWaitingShoppers(trx, deps, { variantId, size });
    }
    const view = (stock: Map<Size, number>): StaffBlankColor => ({
      variantId,
      color: colour.color,
      hex: colour.color_hex,
      sizes: [...stock]
        .filter((entry): entry is [LetterSize, number] => isLetterSize(entry[0]))
        .map(([size, count]) => ({ size, stock: count }))
        .sort(sizeOrder),
    });
    const before = view(was);
    const after = view(new Map([...was, ...changed.map((s) => [s.size, s.stock] as const)]));
    if (changed.length > 0) {
      await recordAudit(trx, {
        entity: "product",
        entityId: colour.product_id,
        action: "stock set",
        actor,
        before,
        after,
      });
      // No shopper page shows a blank's stock (listings hold published products only); the blank's own
      // scope is told, as every stock change tells its product's.
      changes(trx, productScope(colour.product_id));
    }
    return { type: colour.garment, color: after };
  });
}

/**
 * Sets a garment's blank price and price per printed side. The customiser's data, bag reads, quotes and
 * orders compute from them from the commit on; orders placed before keep their unit prices.
 */
export async function setCustomiserPricing(
  db: Db,
  actor: Actor,
  type: GarmentType,
  input: CustomiserPricingInput,
): Promise<CustomiserPricingInput> {
  return trackedTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("customiser_pricing as cp")
      .innerJoin("products as p", "p.id", "cp.product_id")
      .select(["cp.product_id", "cp.per_side", "p.final_price"])
      .where("cp.garment", "=", type)
      .where("p.status", "=", "blank")
      // Both rows locked: two staff saving at once queue, and each audit row's "before" is what it replaced.
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ApiError(404, blankStaffMessages.noBlank(type));
    const before = { blank: row.final_price, perSide: row.per_side };
    if (before.blank === input.blank && before.perSide === input.perSide) return before;
    // A blank is sold at its price: no discount, so its final price is the price.
    await trx
      .updateTable("products")
      .set({ price: input.blank, discount: 0, final_price: input.blank, updated_at: sql`clock_timestamp()` })
      .where("id", "=", row.product_id)
      .execute();
    await trx
      .updateTable("customiser_pricing")
      .set({ per_side: input.perSide })
      .where("garment", "=", type)
      .execute();
    const after = { blank: input.blank, perSide: input.perSide };
    await recordAudit(trx, {
      entity: "product",
      entityId: row.product_id,
      action: "pricing set",
      actor,
      before,
      after,
    });
    // The customiser's data (its pricing) is kept under the catalogue's scope alone
    // (server/services/designs/customiserData.ts).
    changes(trx, CATALOGUE);
    return after;
  });
}
