import { type Kysely, sql } from "kysely";
import { catalogue, headlines, sampleSlides, users, videoConfig } from "../../mocks/fixtures";
import { CUSTOMISER_PRICING, customiser, customiserBlanks } from "../../mocks/fixtures/customiser";
import { LETTER_SIZES, STAFF_PERMISSIONS } from "../../src/api/enums";
import { productPictureAlt } from "../../src/lib/pictureAlt";
import { sampleAccountsAllowed } from "../config/productionChecks";
import { identityColumns } from "../services/accounts/identity";
import { declarationColumns } from "../services/catalogue/declarationColumns";
import { hashPassword } from "../services/accounts/passwords";
import { loadPincodes } from "../services/accounts/pincodes";
import { changes, trackedTransaction } from "../services/cacheVersions/transaction";
import { CATALOGUE } from "../services/cacheVersions/scopes";
import type { Database, ProductDetailsJson, Size } from "./schema";

type Tx = Kysely<Database>;

/** Tables the seed fills, children first (the delete order for --reset). */
const SEEDED_TABLES = [
  "designs",
  "customiser_pricing",
  "graphics",
  "graphic_categories",
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
        rating: p.rating,
        review_count: p.reviews.length,
        cod_available: p.codAvailable,
        is_available: p.isAvailable,
        return_policy: p.returnPolicy,
        product_details: JSON.stringify((p.productDetails ?? []) as ProductDetailsJson[]),
        ...declarationColumns(p.declarations ?? undefined),
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
      image_alts: v.images.map((_, index) => productPictureAlt(p.name, index, v.images.length)),
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
      updated_at: r.updatedAt,
    })),
  );
  if (reviews.length > 0) await tx.insertInto("reviews").values(reviews).execute();
}

/**
 * The customiser's blanks (products with status `blank`, docs/decisions/customiser-design.md#storage), their
 * price per printed side, and the graphics with their categories. Loaded when the shop has no customiser
 * data yet, so a database seeded before the customiser existed gets it too.
 */
async function insertCustomiser(tx: Tx): Promise<boolean> {
  const existing = await tx.selectFrom("customiser_pricing").select("garment").limit(1).executeTakeFirst();
  if (existing) return false;
  const sizes = LETTER_SIZES;
  for (const blank of customiserBlanks) {
    await tx
      .insertInto("products")
      .values({
        id: blank.productId,
        name: blank.name,
        description: blank.description,
        category: "upperwear",
        sub_category: blank.subCategory,
        price: blank.price,
        final_price: blank.price,
        discount: 0,
        tags: [],
        rating: 0,
        review_count: 0,
        cod_available: true,
        is_available: true,
        return_policy: 0,
        product_details: JSON.stringify([]),
        created_at: new Date(0),
        status: "blank",
      })
      .execute();
    await tx
      .insertInto("product_variants")
      .values(
        blank.variants.map((v, position) => ({
          id: v.variantId,
          product_id: blank.productId,
          position,
          color: v.color,
          color_hex: v.hex,
          images: [v.front, v.back],
          image_alts: [`${blank.name} in ${v.color}, front`, `${blank.name} in ${v.color}, back`],
        })),
      )
      .execute();
    await tx
      .insertInto("variant_sizes")
      .values(
        blank.variants.flatMap((v) =>
          sizes.map((size) => ({ variant_id: v.variantId, size, stock: v.stock })),
        ),
      )
      .execute();
    await tx
      .insertInto("customiser_pricing")
      .values({
        garment: blank.type,
        product_id: blank.productId,
        per_side: CUSTOMISER_PRICING[blank.type].perSide,
      })
      .execute();
  }
  await tx
    .insertInto("graphic_categories")
    .values(customiser.graphicCategories.map((c, position) => ({ id: c._id, name: c.name, position })))
    .execute();
  await tx
    .insertInto("graphics")
    .values(
      customiser.graphics.map((g, position) => ({
        id: g._id,
        category_id: g.categoryId,
        name: g.name,
        path: g.path,
        position,
      })),
    )
    .execute();
  return true;
}

async function insertContent(tx: Tx): Promise<void> {
  // One row per slide with both pictures; the public lists are read from them (0041_banner_slides).
  const bannerRows = sampleSlides.map(({ slide, mobileId }) => ({
    id: slide._id,
    place: slide.place,
    position: slide.position,
    image_path: slide.imagePath,
    mobile_image_path: slide.mobileImagePath,
    mobile_id: mobileId,
    page: slide.page,
    alt: slide.alt,
    title: slide.title ?? null,
    subtitle: slide.subtitle ?? null,
  }));
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

/**
 * The fixture users (argon2id hashes of their sample passwords) and each one's address as the default
 * address-book entry. Only users missing by id are added (none that would clash with a real account);
 * `reset` replaces them.
 */
export async function seedUsers(db: Kysely<Database>, options: { reset?: boolean } = {}): Promise<number> {
  const ids = users.map((u) => u._id);
  if (ids.length === 0) return 0;
  if (options.reset) await db.deleteFrom("users").where("id", "in", ids).execute();
  const present = new Set(
    (await db.selectFrom("users").select("id").where("id", "in", ids).execute()).map((r) => r.id),
  );
  const missing = users.filter((u) => !present.has(u._id));
  if (missing.length === 0) return 0;
  const hashes = await Promise.all(missing.map((u) => hashPassword(u.password)));
  return db.transaction().execute(async (tx) => {
    let added = 0;
    for (const [i, u] of missing.entries()) {
      const inserted = await tx
        .insertInto("users")
        .values({
          id: u._id,
          ...identityColumns(u),
          name: u.name,
          phone: u.phone,
          role: u.role,
          permissions: u.role === "staff" ? [...STAFF_PERMISSIONS] : [],
          password_hash: hashes[i],
        })
        .onConflict((oc) => oc.doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) continue;
      added += 1;
      const a = u.address;
      if (!a) continue;
      await tx
        .insertInto("addresses")
        .values({
          id: a._id,
          user_id: u._id,
          name: a.name ?? "",
          phone_number: a.phoneNumber ?? "",
          street: a.street,
          city: a.city,
          state: a.state,
          pincode: a.pincode,
          country: a.country,
          landmark: a.landmark ?? "",
          address_type: a.addressType,
          is_default: true,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return added;
  });
}

export interface SeedResult {
  seeded: boolean;
  products: number;
}

export interface SeedOptions {
  /** Empty the seeded tables first and load them again. */
  reset?: boolean;
  /** Add the fixture users (sample shoppers and the staff login with their published passwords). Default:
   * outside production only (server/config/productionChecks.ts); a production shop's first staff account
   * comes from `npm run staff:create`. */
  sampleAccounts?: boolean;
}

/**
 * Loads the fixture catalogue, banners, headlines and video config in one transaction. Does nothing when
 * products already exist, unless `reset` is set (then the seeded tables are emptied first). Then adds the
 * fixture users that are missing (unless `sampleAccounts` is false) and, when the table is empty, the
 * offline pincode list.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const seeded = await trackedTransaction(db, async (tx) => {
    if (options.reset) {
      for (const table of SEEDED_TABLES) await tx.deleteFrom(table).execute();
    } else {
      const existing = await tx.selectFrom("products").select("id").limit(1).executeTakeFirst();
      if (existing) return false;
    }
    await insertCatalogue(tx);
    await insertContent(tx);
    // A shop (or test) already answering from this database must not keep serving the old catalogue.
    changes(tx, CATALOGUE);
    return true;
  });
  const customiserAdded = await trackedTransaction(db, async (tx) => {
    const added = await insertCustomiser(tx);
    if (added) changes(tx, CATALOGUE);
    return added;
  });
  // Accounts and pincodes are checked on their own: a database seeded before they existed gets them too.
  if (options.sampleAccounts ?? sampleAccountsAllowed()) await seedUsers(db, options);
  const addedPincodes = await loadPincodes(db);
  if (seeded || customiserAdded || addedPincodes > 0) await sql`analyze`.execute(db);
  return { seeded, products: seeded ? catalogue.length : 0 };
}
