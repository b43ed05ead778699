// One product as the staff edit screen holds it (contract schema StaffProduct), with its history.
import type { Kysely, Selectable } from "kysely";
import type { Database, ProductsTable, Size } from "../../db/schema";
import { SIZES } from "../../../src/api/enums";
import type { components } from "../../../src/api/schema";
import { auditHistory } from "../audit";
import { declarationsInput } from "./declarationColumns";

export type StaffProduct = components["schemas"]["StaffProduct"];
type Snapshot = Omit<StaffProduct, "history">;

/** The product as it is now (in `db`, which may be a transaction), without its history; undefined when
 * there is no such product. Also what an audit row keeps as "before" and "after". */
export async function productSnapshot(
  db: Kysely<Database>,
  productId: string,
): Promise<Snapshot | undefined> {
  const product = await db.selectFrom("products").selectAll().where("id", "=", productId).executeTakeFirst();
  // A customiser blank is not edited on the product form (docs/decisions/customiser-design.md#storage).
  if (!product || product.status === "blank") return undefined;
  const variants = await db
    .selectFrom("product_variants")
    .select(["id", "color", "color_hex", "images", "image_alts"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .execute();
  const sizes = variants.length
    ? await db
        .selectFrom("variant_sizes")
        .select(["variant_id", "size", "stock"])
        .where(
          "variant_id",
          "in",
          variants.map((v) => v.id),
        )
        .execute()
    : [];
  return snapshotOf({ ...product, status: product.status }, variants, sizes);
}

function snapshotOf(
  p: Selectable<ProductsTable> & { status: Snapshot["status"] },
  variants: { id: string; color: string; color_hex: string; images: string[]; image_alts: string[] }[],
  sizes: { variant_id: string; size: Size; stock: number }[],
): Snapshot {
  const details = p.product_details[0];
  return {
    _id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    discount: p.discount,
    finalPrice: p.final_price,
    category: p.category as Snapshot["category"],
    subCategory: p.sub_category as Snapshot["subCategory"],
    returnPolicy: p.return_policy,
    tags: p.tags as Snapshot["tags"],
    codAvailable: p.cod_available,
    productDetails: details
      ? {
          overview: details.overview,
          features: details.features,
          materialAndCare: details.materialAndCare,
          specifications: details.specifications.map(({ name, value }) => ({ name, value })),
        }
      : {},
    declarations: declarationsInput(p.declarations, p.country_of_origin),
    variants: variants.map((v) => ({
      _id: v.id,
      color: v.color,
      colorHex: v.color_hex,
      sizes: sizes
        .filter((s) => s.variant_id === v.id)
        .sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size))
        .map((s) => ({ size: s.size, stock: s.stock })),
      images: v.images.map((src, index) => ({ src, alt: v.image_alts[index] ?? "" })),
    })),
    status: p.status,
    createdAt: new Date(p.created_at).toISOString(),
    updatedAt: new Date(p.updated_at).toISOString(),
  };
}

/** The top-level fields that differ between two snapshots (stock counts count as "variants"). */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after) return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const ignored = new Set(["updatedAt", "createdAt", "_id"]);
  return Object.keys({ ...a, ...b }).filter(
    (key) => !ignored.has(key) && JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
}

/** The product with its last changes, newest first; undefined when there is no such product. */
export async function staffProduct(
  db: Kysely<Database>,
  productId: string,
): Promise<StaffProduct | undefined> {
  const snapshot = await productSnapshot(db, productId);
  if (!snapshot) return undefined;
  const history = await auditHistory(db, "product", productId);
  return {
    ...snapshot,
    history: history.map((entry) => ({
      action: entry.action,
      actorName: entry.actorName,
      at: entry.at,
      fields: changedFields(entry.before, entry.after),
    })),
  };
}
