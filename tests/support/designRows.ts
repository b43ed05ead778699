// Rows of the customiser for the server's tests (migration 0044): a blank garment with its colours'
// pictures, a graphic, a saved design (and a later edit of it) and an order to print, each made with ids of its own so tests on one
// database never meet each other's.
import type { Kysely } from "kysely";
import { randomBytes } from "node:crypto";
import type { DesignSides, Size } from "../../src/api/types";
import type { Database } from "../../server/db/schema";

const unique = (prefix: string) => `${prefix}_${randomBytes(6).toString("hex")}`;

/** A T-shirt blank in black, its variant's pictures the sample mockups (mocks/media/customiser). */
export async function insertBlank(db: Kysely<Database>): Promise<{ productId: string; variantId: string }> {
  const productId = unique("blank");
  const variantId = unique("blankvar");
  await db
    .insertInto("products")
    .values({
      id: productId,
      name: "Blank T-shirt",
      description: "",
      category: "upperwear",
      sub_category: "t-shirt",
      price: 599,
      final_price: 599,
      discount: 0,
      tags: [],
      rating: 0,
      review_count: 0,
      cod_available: true,
      is_available: true,
      return_policy: 7,
      product_details: "[]",
      created_at: new Date(),
      status: "blank",
    })
    .execute();
  await db
    .insertInto("product_variants")
    .values({
      id: variantId,
      product_id: productId,
      position: 0,
      color: "Black",
      color_hex: "#111111",
      images: ["/media/customiser/tshirt-black-front.webp", "/media/customiser/tshirt-black-back.webp"],
    })
    .execute();
  return { productId, variantId };
}

/** A graphic drawn from the sample art at `path` (/media/graphics/…). */
export async function insertGraphic(db: Kysely<Database>, path: string): Promise<string> {
  const categoryId = unique("gcat");
  const id = unique("graphic");
  await db.insertInto("graphic_categories").values({ id: categoryId, name: "Test", position: 0 }).execute();
  await db
    .insertInto("graphics")
    .values({ id, category_id: categoryId, name: "Test", path, position: 0 })
    .execute();
  return id;
}

/** A saved design as the tests write it: the design calls (save, read, share) are their own work. */
export interface DesignRow {
  userId: string;
  variantId: string;
  sides: DesignSides;
  garment?: "tshirt" | "hoodie";
  size?: Extract<Size, "S" | "M" | "L" | "XL" | "XXL">;
  shared?: boolean;
  shareUploads?: boolean;
}

/** A graphic, centred in the print area: a valid one-layer side. */
export const oneGraphic = (graphicId: string, id = "g1"): DesignSides["front"] => [
  { kind: "graphic", id, graphicId, x: 600, y: 600, width: 400, height: 400, rotation: 0 },
];

/** Writes the design (a T-shirt in M unless told); its id. */
export async function insertDesign(db: Kysely<Database>, design: DesignRow): Promise<string> {
  const id = unique("design");
  await db
    .insertInto("designs")
    .values({
      id,
      user_id: design.userId,
      garment: design.garment ?? "tshirt",
      variant_id: design.variantId,
      size: design.size ?? "M",
      sides: JSON.stringify(design.sides),
      shared: design.shared ?? false,
      share_uploads: design.shareUploads ?? false,
    })
    .execute();
  return id;
}

/** The shopper edits the saved design: new sides. */
export async function editDesign(db: Kysely<Database>, designId: string, sides: DesignSides): Promise<void> {
  await db
    .updateTable("designs")
    .set({ sides: JSON.stringify(sides), updated_at: new Date() })
    .where("id", "=", designId)
    .execute();
}

/** A customised order of `userId` printing the saved design `designId`: its one line keeps the design's
 * snapshot, as an order placed through the checkout does. */
export async function insertOrder(db: Kysely<Database>, userId: string, designId: string): Promise<string> {
  const id = unique("ord");
  const design = await db
    .selectFrom("designs as d")
    .innerJoin("product_variants as v", "v.id", "d.variant_id")
    .select(["d.garment", "d.variant_id", "d.size", "d.sides", "v.product_id", "v.color", "v.images"])
    .where("d.id", "=", designId)
    .executeTakeFirstOrThrow();
  await db.insertInto("orders").values({ id, user_id: userId, order_type: "customize" }).execute();
  await db
    .insertInto("order_lines")
    .values({
      id: unique("line"),
      order_id: id,
      product_id: design.product_id,
      variant_id: design.variant_id,
      size: design.size,
      quantity: 1,
      unit_price: 799,
      design_id: designId,
      design: JSON.stringify({
        customizationId: designId,
        type: design.garment,
        productImages: { front: design.images[0], back: design.images[1] },
        sides: design.sides,
        color: design.color,
        size: design.size,
      }),
    })
    .execute();
  return id;
}
