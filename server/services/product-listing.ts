import { type Kysely, sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { ProductListing, ProductSummary, ProductTag } from "../api/contract";
import type { Database, Size } from "../db/schema";

const SIZE_ORDER = sql<number>`array_position(array['S', 'M', 'L', 'XL', 'XXL']::text[], s.size)`;

interface VariantJson {
  id: string;
  color: string;
  color_hex: string;
  images: string[];
  sizes: { size: Size; stock: number }[];
}

/** Ids of one page, newest first. Scans the tag index from whichever end is nearer, so the last page costs
 * no more than the first. */
async function pageIds(db: Kysely<Database>, tag: string, offset: number, take: number, total: number) {
  const fromEnd = total - offset < offset + take;
  const dir = fromEnd ? "asc" : "desc";
  const rows = await db
    .selectFrom("product_tags")
    .select("product_id")
    .where("tag", "=", tag)
    .orderBy("created_at", dir)
    .orderBy("product_id", dir)
    .limit(take)
    .offset(fromEnd ? total - offset - take : offset)
    .execute();
  const ids = rows.map((r) => r.product_id);
  return fromEnd ? ids.reverse() : ids;
}

/** The cards of the given products with their variants and sizes, in one query (not yet executed). */
export function summariesQuery(db: Kysely<Database>, ids: string[]) {
  return db
    .selectFrom("products as p")
    .where("p.id", "in", ids)
    .select([
      "p.id",
      "p.name",
      "p.description",
      "p.category",
      "p.sub_category",
      "p.price",
      "p.final_price",
      "p.discount",
      "p.tags",
      "p.is_new",
      "p.rating",
      "p.review_count",
      "p.cod_available",
      "p.is_available",
      "p.return_policy",
      "p.created_at",
    ])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom("product_variants as v")
          .whereRef("v.product_id", "=", "p.id")
          .orderBy("v.position")
          .select(["v.id", "v.color", "v.color_hex", "v.images"])
          .select((eb2) =>
            jsonArrayFrom(
              eb2
                .selectFrom("variant_sizes as s")
                .whereRef("s.variant_id", "=", "v.id")
                .orderBy(SIZE_ORDER)
                .select(["s.size", "s.stock"]),
            ).as("sizes"),
          ),
      ).as("variants"),
    );
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summariesQuery>["execute"]>>[number];

export function toProductSummary(row: SummaryRow): ProductSummary {
  const variants = (row.variants as VariantJson[]).map((v) => ({
    _id: v.id,
    color: v.color,
    colorHex: v.color_hex,
    images: v.images,
    sizes: v.sizes.map((s) => ({ size: s.size, stock: s.stock })),
  }));
  const first = variants[0];
  return {
    _id: row.id,
    variantId: first?._id ?? "",
    name: row.name,
    description: row.description,
    category: row.category as ProductSummary["category"],
    subCategory: row.sub_category as ProductSummary["subCategory"],
    images: first?.images ?? [],
    variants,
    price: row.price,
    originalPrice: row.price,
    finalPrice: row.final_price,
    discount: row.discount,
    isNew: row.is_new,
    rating: Number(row.rating),
    reviews: row.review_count,
    tags: row.tags as ProductTag[],
    codAvailable: row.cod_available,
    isAvailable: row.is_available,
    returnPolicy: row.return_policy,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** GET /product/tags/{tag}: products with the tag, newest first (createdAt desc, then id desc). */
export async function listProductsByTag(
  db: Kysely<Database>,
  tag: ProductTag,
  page: number,
  limit: number,
): Promise<ProductListing> {
  const counted = await db
    .selectFrom("tag_counts")
    .select("product_count")
    .where("tag", "=", tag)
    .executeTakeFirst();
  const totalCount = Number(counted?.product_count ?? 0);
  const offset = (page - 1) * limit;
  if (offset >= totalCount) return { products: [], totalCount, page, limit };

  const ids = await pageIds(db, tag, offset, Math.min(limit, totalCount - offset), totalCount);
  const rows = ids.length > 0 ? await summariesQuery(db, ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const products = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductSummary(row)] : [];
  });
  return { products, totalCount, page, limit };
}
