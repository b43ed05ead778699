import { type Kysely, sql } from "kysely";
import { banners, catalogue, headlines, videoConfig } from "../../mocks/fixtures";
import type { Database, ProductDetailsJson, Size } from "./schema";

type Tx = Kysely<Database>;

/** Tables the seed fills, children first (the delete order for --reset). */
const SEEDED_TABLES = [
  "reviews",
  "variant_sizes",
  "product_variants",
  "product_tags",
  "products",
  "banners",
  "headlines",
  "video_config",
] as const;

async function insertCatalogue(tx: Tx): Promise<void> {
  if (catalogue.length === 0) return;
  await tx
    .insertInto("products")
    .values(
      catalogue.map((p) => ({
        id: p._id,
        name: p.name,
        description: p.description,
        category: p.category,
        sub_category: p.subCategory,
        price: p.price,
        final_price: p.finalPrice,
        discount: p.discount,
        tags: [...p.tags],
        is_new: p.isNew,
        rating: p.rating,
        review_count: p.reviews.length,
        cod_available: p.codAvailable,
        is_available: p.isAvailable,
        return_policy: p.returnPolicy,
        product_details: JSON.stringify((p.productDetails ?? []) as ProductDetailsJson[]),
        created_at: p.createdAt,
      })),
    )
    .execute();

  const variants = catalogue.flatMap((p) =>
    p.variants.map((v, position) => ({
      id: v._id,
      product_id: p._id,
      position,
      color: v.color,
      color_hex: v.colorHex,
      images: [...v.images],
    })),
  );
  if (variants.length > 0) await tx.insertInto("product_variants").values(variants).execute();

  const sizes = catalogue.flatMap((p) =>
    p.variants.flatMap((v) =>
      v.sizes.map((s) => ({ variant_id: v._id, size: s.size as Size, stock: s.stock })),
    ),
  );
  if (sizes.length > 0) await tx.insertInto("variant_sizes").values(sizes).execute();

  const reviews = catalogue.flatMap((p) =>
    p.reviews.map((r) => ({
      id: r._id,
      product_id: p._id,
      username: r.user,
      rating: r.rating,
      comment: r.comment,
      created_at: r.createdAt,
    })),
  );
  if (reviews.length > 0) await tx.insertInto("reviews").values(reviews).execute();
}

async function insertContent(tx: Tx): Promise<void> {
  const bannerRows = Object.entries(banners).flatMap(([list, items]) =>
    items.map((b, position) => ({
      id: b._id,
      list,
      position,
      image_path: b.imagePath,
      mobile_image_path: b.mobileImagePath ?? null,
      page: b.page,
      alt: b.alt,
    })),
  );
  if (bannerRows.length > 0) await tx.insertInto("banners").values(bannerRows).execute();
  if (headlines.length > 0) {
    await tx
      .insertInto("headlines")
      .values(headlines.map((h, position) => ({ id: h._id, position, text: h.text })))
      .execute();
  }
  await tx
    .insertInto("video_config")
    .values({
      id: 1,
      mobile_video_path: videoConfig.mobileVideoPath ?? null,
      desktop_video_path: videoConfig.desktopVideoPath ?? null,
    })
    .execute();
}

export interface SeedResult {
  seeded: boolean;
  products: number;
}

/**
 * Loads the fixture catalogue, banners, headlines and video config in one transaction. Does nothing when
 * products already exist, unless `reset` is set (then the seeded tables are emptied first).
 */
export async function seed(db: Kysely<Database>, options: { reset?: boolean } = {}): Promise<SeedResult> {
  const seeded = await db.transaction().execute(async (tx) => {
    if (options.reset) {
      for (const table of SEEDED_TABLES) await tx.deleteFrom(table).execute();
    } else {
      const existing = await tx.selectFrom("products").select("id").limit(1).executeTakeFirst();
      if (existing) return false;
    }
    await insertCatalogue(tx);
    await insertContent(tx);
    return true;
  });
  if (seeded) await sql`analyze`.execute(db);
  return { seeded, products: seeded ? catalogue.length : 0 };
}
