// A saved design as a line of the bag, a quote or an order: the design printed on its blank garment
// (docs/decisions/customiser-design.md#ordering-a-design). The blank is a product with status `blank`, the
// design's colour one of its variants, its size one of that variant's sizes; the price is the blank's final
// price plus the price of each printed side (src/lib/design/designPrice.ts), from the server's own data,
// never the shopper's.
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { DesignSides, LineDesign } from "../../src/api/types";
import { designOrderWords } from "../../src/lib/design/designOrderWords";
import { designPrice } from "../../src/lib/design/designPrice";
import type { Database, OrderedDesign, Size } from "../db/schema";
import { ApiError, badRequest } from "./errors";

type Db = Kysely<Database>;

/** A design with the blank it is printed on. */
export interface DesignOnBlank {
  id: string;
  garment: "tshirt" | "hoodie";
  productId: string;
  variantId: string;
  size: Size;
  color: string;
  images: string[];
  sides: DesignSides;
  perSide: number;
}

/** The designs, by id, with their blanks (one query). */
export async function designsOnBlanks(db: Db, ids: readonly string[]): Promise<Map<string, DesignOnBlank>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("designs as d")
    .innerJoin("customiser_pricing as cp", "cp.garment", "d.garment")
    .innerJoin("product_variants as v", "v.id", "d.variant_id")
    .select(["d.id", "d.garment", "d.variant_id", "d.size", "d.sides", "cp.product_id", "cp.per_side"])
    .select(["v.color", "v.images"])
    .where("d.id", "in", [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        garment: row.garment,
        productId: row.product_id,
        variantId: row.variant_id,
        size: row.size,
        color: row.color,
        images: row.images,
        sides: row.sides,
        perSide: row.per_side,
      },
    ]),
  );
}

/** The shopper's own design with its blank; 404 for a design of another shopper, exactly as an unknown one. */
export async function ownDesignOnBlank(
  db: Db,
  userId: string | null,
  designId: string,
): Promise<DesignOnBlank> {
  const owned = userId
    ? await db
        .selectFrom("designs")
        .select("id")
        .where("id", "=", designId)
        .where("user_id", "=", userId)
        .executeTakeFirst()
    : undefined;
  const design = owned ? (await designsOnBlanks(db, [designId])).get(designId) : undefined;
  if (!design) throw new ApiError(404, designOrderWords.designNotFound);
  return design;
}

/** 400 unless the line names the design's blank, colour and size. */
export function requireTheBlank(
  design: DesignOnBlank,
  line: { productId: string; variantId: string; size?: Size },
): void {
  const same =
    line.productId === design.productId && line.variantId === design.variantId && line.size === design.size;
  if (!same) throw badRequest(designOrderWords.notTheBlank);
}

/** What printing the design adds to its blank's price: the price of each printed side. */
export const printingPrice = (design: Pick<DesignOnBlank, "perSide" | "sides">) =>
  designPrice({ blank: 0, perSide: design.perSide }, design.sides);

/** The design as the contract's LineDesign: enough to draw its mockup over the blank's pictures. */
export function lineDesignOf(design: DesignOnBlank): LineDesign {
  return {
    customizationId: design.id,
    type: design.garment,
    productImages: { front: design.images[0] ?? "", back: design.images[1] ?? design.images[0] ?? "" },
    sides: design.sides,
  };
}

/** The design as an order line keeps it (the snapshot: migration 0047). */
export function orderedDesignOf(design: LineDesign, color: string, size: Size): OrderedDesign {
  return { ...design, color, size };
}

/** Whether a side of the design prints a picture the shopper uploaded (staff review those first). */
export const printsUploads = (sides: DesignSides) =>
  [...sides.front, ...sides.back].some((layer) => layer.kind === "upload");

/** In SQL: whether a catalogue row is sold to shoppers, given whether the line prints a design (`printed`):
 * a published product always; a blank only under a design (a blank alone is never sold). */
export const sellable = (printed: RawBuilder<boolean>) =>
  sql<boolean>`(p.status = 'published' or (p.status = 'blank' and ${printed}))`;
