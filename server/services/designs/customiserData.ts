// The customiser's public data: each garment's blank pictures and colours with what a design costs, the
// graphics and their categories. The same for everyone, so kept by the public cache
// (docs/decisions/caching-public-answers.md). Blanks and graphics change only with the catalogue as a whole
// (the seed, or a change written straight to the tables, which bumps CATALOGUE: catalogueChanged): these
// answers read that scope alone, so stock moving on a blank (its orders) does not make them again
// (docs/decisions/shared-cache-versions.md).
import type { Kysely } from "kysely";
import type {
  CustomiserColor,
  CustomiserPricing,
  Graphic,
  GraphicCategory,
  ShirtImage,
} from "../../../src/api/types";
import type { GarmentType } from "../../../src/lib/design/printArea";
import type { Database } from "../../db/schema";
import { readsScope } from "../cacheVersions/reads";
import { CATALOGUE } from "../cacheVersions/scopes";
import { blankOf } from "./blanks";

export interface CustomiserImages {
  images: ShirtImage[];
  colors: CustomiserColor[];
  pricing: CustomiserPricing;
}

/** The garment's blank pictures per colour, its colours, and its pricing. */
export async function customiserImages(db: Kysely<Database>, type: GarmentType): Promise<CustomiserImages> {
  readsScope(CATALOGUE);
  const blank = await blankOf(db, type);
  // Every database the shop runs on is seeded with both blanks (server/db/seed.ts): a missing one is a
  // broken shop, not a request to refuse.
  if (!blank) throw new Error(`The shop has no ${type} blank (customiser_pricing)`);
  return {
    images: blank.colours.map((c) => ({
      _id: c.variantId,
      type,
      color: c.color,
      front: c.front,
      back: c.back,
    })),
    colors: blank.colours.map((c) => ({ _id: c.variantId, color: c.color, hex: c.hex })),
    pricing: blank.pricing,
  };
}

/** The graphics in the customiser's order, only the category's when one is named. */
export async function listGraphics(db: Kysely<Database>, categoryId?: string): Promise<Graphic[]> {
  readsScope(CATALOGUE);
  let query = db
    .selectFrom("graphics")
    .select(["id", "category_id", "name", "path"])
    .orderBy("position")
    .orderBy("id");
  if (categoryId !== undefined) query = query.where("category_id", "=", categoryId);
  const rows = await query.execute();
  return rows.map((g) => ({ _id: g.id, categoryId: g.category_id, name: g.name, path: g.path }));
}

/** The graphics' categories in the customiser's order. */
export async function listGraphicCategories(db: Kysely<Database>): Promise<GraphicCategory[]> {
  readsScope(CATALOGUE);
  const rows = await db
    .selectFrom("graphic_categories")
    .select(["id", "name"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((c) => ({ _id: c.id, name: c.name }));
}
