// Rows of the customiser for the server's tests (migration 0044): a blank garment with its colours'
// pictures, a graphic, a saved design and an order to print, each made with ids of its own so tests on one
// database never meet each other's.
import type { Kysely } from "kysely";
import { randomBytes } from "node:crypto";
import type { DesignSides } from "../../src/api/types";
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

export async function insertDesign(
  db: Kysely<Database>,
  design: { userId: string; variantId: string; sides: DesignSides; shared?: boolean; shareUploads?: boolean },
): Promise<string> {
  const id = unique("design");
  await db
    .insertInto("designs")
    .values({
      id,
      user_id: design.userId,
      garment: "tshirt",
      variant_id: design.variantId,
      size: "M",
      sides: JSON.stringify(design.sides),
      shared: design.shared ?? false,
      share_uploads: design.shareUploads ?? false,
    })
    .execute();
  return id;
}

/** A customised order of `userId` (its lines are not what the print files read). */
export async function insertOrder(db: Kysely<Database>, userId: string): Promise<string> {
  const id = unique("ord");
  await db.insertInto("orders").values({ id, user_id: userId, order_type: "customize" }).execute();
  return id;
}
