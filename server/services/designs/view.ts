// A stored design as the contract answers it: the shopper's own (Customization, with the original shop's
// placement of each side's first graphic, src/lib/design/legacyPlacement.ts), as listed in the wishlist, and
// as a stranger sees it when shared (no owner, pictures only when shared too). The price is always worked
// out now from the server's own pricing (src/lib/design/designPrice.ts), never stored or taken from the
// shopper.
import type { Kysely, Selectable } from "kysely";
import type { Customization, DesignSides, SharedDesign, WishlistCustomization } from "../../../src/api/types";
import { designPrice } from "../../../src/lib/design/designPrice";
import { legacyPlacement } from "../../../src/lib/design/legacyPlacement";
import { GARMENT_TYPES, type GarmentType } from "../../../src/lib/design/printArea";
import type { Database, DesignsTable } from "../../db/schema";
import { type Blank, blankOf } from "./blanks";
import { graphicLayers } from "../../../src/lib/design/designLayers";
import { withoutUploads } from "./checks";

export type DesignRow = Selectable<DesignsTable>;

/** What the views need besides the rows: the blanks and the graphics' pictures. */
interface ViewData {
  blanks: Map<GarmentType, Blank>;
  graphicPaths: Map<string, string>;
}

/** The blanks of the rows' garments and the pictures of the graphics they use, read once for all rows. */
async function viewData(db: Kysely<Database>, rows: readonly { garment: GarmentType; sides: DesignSides }[]) {
  const types = GARMENT_TYPES.filter((type) => rows.some((row) => row.garment === type));
  const blanks = new Map<GarmentType, Blank>();
  for (const type of types) {
    const blank = await blankOf(db, type);
    if (blank) blanks.set(type, blank);
  }
  const graphicIds = [...new Set(rows.flatMap((row) => graphicLayers(row.sides).map((l) => l.graphicId)))];
  const graphics =
    graphicIds.length === 0
      ? []
      : await db.selectFrom("graphics").select(["id", "path"]).where("id", "in", graphicIds).execute();
  return { blanks, graphicPaths: new Map(graphics.map((g) => [g.id, g.path])) } satisfies ViewData;
}

/** The parts every view of the row shares. */
function basics(row: DesignRow, data: ViewData) {
  const blank = data.blanks.get(row.garment);
  const colour = blank?.colours.find((c) => c.variantId === row.variant_id);
  // A design's variant is a foreign key of its blank's; a blank is never deleted while the shop runs.
  if (!blank || !colour) throw new Error(`Design ${row.id}: its blank colour ${row.variant_id} is gone`);
  return { blank, colour };
}

function ownView(row: DesignRow, data: ViewData): Customization {
  const { blank, colour } = basics(row, data);
  const graphicHref = (graphicId: string) => data.graphicPaths.get(graphicId);
  return {
    _id: row.id,
    userId: row.user_id,
    ...(row.name ? { name: row.name } : {}),
    type: row.garment,
    color: colour.color,
    size: row.size,
    price: designPrice(blank.pricing, row.sides),
    pricing: blank.pricing,
    productId: blank.productId,
    variantId: colour.variantId,
    productImages: { front: colour.front, back: colour.back },
    customization: {
      front: legacyPlacement(row.garment, "front", row.sides.front, graphicHref),
      back: legacyPlacement(row.garment, "back", row.sides.back, graphicHref),
    },
    sides: row.sides,
    shared: row.shared,
    shareUploads: row.share_uploads,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The owner's view of each row, in the rows' order. */
export async function designViews(
  db: Kysely<Database>,
  rows: readonly DesignRow[],
): Promise<Customization[]> {
  const data = await viewData(db, rows);
  return rows.map((row) => ownView(row, data));
}

export async function designView(db: Kysely<Database>, row: DesignRow): Promise<Customization> {
  return (await designViews(db, [row]))[0];
}

/** As listed in the wishlist: the design's own id is what unlisting it takes (a design is listed once). */
export const asListed = (design: Customization): WishlistCustomization => ({
  ...design,
  wishlistId: design._id,
});

export async function wishlistViews(
  db: Kysely<Database>,
  rows: readonly DesignRow[],
): Promise<WishlistCustomization[]> {
  return (await designViews(db, rows)).map(asListed);
}

/**
 * As a stranger sees it: nothing about the owner, their uploaded pictures only when they share those too.
 * The price is that of what is shown, which is what the stranger could order.
 */
export async function sharedView(db: Kysely<Database>, row: DesignRow): Promise<SharedDesign> {
  const sides = row.share_uploads ? row.sides : withoutUploads(row.sides);
  const { blank, colour } = basics(row, await viewData(db, [row]));
  return {
    _id: row.id,
    ...(row.name ? { name: row.name } : {}),
    type: row.garment,
    color: colour.color,
    size: row.size,
    sides,
    productImages: { front: colour.front, back: colour.back },
    price: designPrice(blank.pricing, sides),
  };
}
