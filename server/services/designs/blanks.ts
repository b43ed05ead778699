// A garment's blank as the customiser sells it: the product with status `blank` that customiser_pricing
// names for the garment, its colours (a variant each, pictures [front, back]) and what a design on it costs
// (docs/decisions/customiser-design.md#storage). One read for the public data call and for every save.
import type { Kysely } from "kysely";
import type { CustomiserPricing } from "../../../src/api/types";
import type { GarmentType } from "../../../src/lib/design/printArea";
import type { Database } from "../../db/schema";

export interface BlankColour {
  variantId: string;
  color: string;
  hex: string;
  front: string;
  back: string;
}

export interface Blank {
  type: GarmentType;
  productId: string;
  pricing: CustomiserPricing;
  /** In the order the customiser shows them. */
  colours: BlankColour[];
}

/** The garment's blank, or undefined when the shop sells none (a database without the customiser's data). */
export async function blankOf(db: Kysely<Database>, type: GarmentType): Promise<Blank | undefined> {
  const blank = await db
    .selectFrom("customiser_pricing as cp")
    .innerJoin("products as p", "p.id", "cp.product_id")
    .select(["cp.product_id", "cp.per_side", "p.final_price"])
    .where("cp.garment", "=", type)
    .where("p.status", "=", "blank")
    .executeTakeFirst();
  if (!blank) return undefined;
  const variants = await db
    .selectFrom("product_variants")
    .select(["id", "color", "color_hex", "images"])
    .where("product_id", "=", blank.product_id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return {
    type,
    productId: blank.product_id,
    pricing: { blank: blank.final_price, perSide: blank.per_side },
    colours: variants.map((v) => ({
      variantId: v.id,
      color: v.color,
      hex: v.color_hex,
      front: v.images[0] ?? "",
      back: v.images[1] ?? v.images[0] ?? "",
    })),
  };
}

/** The blank's colour named `colour` (any letter case), if it has one. */
export const colourNamed = (blank: Blank, colour: string): BlankColour | undefined =>
  blank.colours.find((c) => c.color.toLowerCase() === colour.toLowerCase());
