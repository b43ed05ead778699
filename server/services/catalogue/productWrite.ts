// Staff add, change, publish and archive products (docs/decisions/staff-catalogue.md). Each write is one
// transaction that locks the product row first (as orders do: server/services/orders/stock.ts), writes its
// audit row, and tells the public answers' cache what changed (docs/decisions/shared-cache-versions.md).
import { type Kysely, sql } from "kysely";
import type { Database, ProductDetailsJson, ProductStatus, Size } from "../../db/schema";
import type { ProductDeclarationsInput, SubCategory } from "../../../src/api/types";
import { declarationsMissingMessage, missingDeclarations } from "../../../src/lib/productDeclarations";
import { declarationColumns } from "./declarationColumns";
import type { UserRow } from "../accounts/users";
import { finalPriceOf } from "../../../src/lib/finalPrice";
import { newId } from "../accounts/tokens";
import { recordAudit } from "../audit";
import { CATALOGUE, LISTINGS, productScope } from "../cacheVersions/scopes";
import { changes, trackedTransaction } from "../cacheVersions/transaction";
import { ApiError } from "../errors";
import { mailWaitingShoppers } from "../restock";
import { checkProductInput, type StaffProductInput, type StaffVariantInput } from "./productInput";
import { catalogueWriteMessages } from "../../../src/lib/catalogueWriteMessages";
import { productSnapshot } from "./staffProduct";
import { checkProductPictures } from "../pictures/productPictures";

type Db = Kysely<Database>;
export type Actor = { id: UserRow["id"] | null; username: UserRow["username"] };
export interface CatalogueDeps {
  db: Db;
  /** Where restock mails link to. */
  publicOrigin: string;
}

/** The product's columns from the form; the price it sells at is computed here, never taken from the screen. */
function productColumns(input: StaffProductInput) {
  const details = input.productDetails ?? {};
  const json: ProductDetailsJson = {
    overview: details.overview ?? "",
    features: details.features ?? [],
    materialAndCare: details.materialAndCare ?? [],
    specifications: (details.specifications ?? []).map((s) => ({ _id: newId(), ...s })),
  };
  return {
    name: input.name,
    description: input.description,
    category: input.category,
    sub_category: input.subCategory,
    price: input.price,
    discount: input.discount,
    final_price: finalPriceOf(input.price, input.discount),
    tags: [...input.tags],
    cod_available: input.codAvailable,
    return_policy: input.returnPolicy,
    product_details: JSON.stringify([json]),
    // Left out, the declarations stay as they are (the CSV file does not carry them).
    ...(input.declarations === undefined ? {} : declarationColumns(input.declarations)),
  };
}

/** The sizes a product's colours are sold in. */
const sizesIn = (variants: readonly { sizes: readonly { size: Size }[] }[]) => [
  ...new Set(variants.flatMap((v) => v.sizes.map((s) => s.size))),
];

/**
 * Refuses (409, naming what is missing) a published product whose Legal Metrology declarations are not
 * complete for the sizes it is sold in (docs/decisions/product-declarations.md); a draft may lack them.
 */
function requireDeclarations(
  declarations: ProductDeclarationsInput | undefined,
  subCategory: SubCategory,
  sizes: readonly Size[],
): void {
  const missing = missingDeclarations(declarations, subCategory, sizes);
  if (missing.length > 0) throw new ApiError(409, declarationsMissingMessage(missing));
}

/** What the stored product lacks to be published (empty when nothing), read with `trx`. */
export async function missingOfStored(trx: Db, productId: string): Promise<string[]> {
  const snapshot = await productSnapshot(trx, productId);
  if (!snapshot) return [];
  return missingDeclarations(snapshot.declarations, snapshot.subCategory, sizesIn(snapshot.variants));
}

const variantColumns = (variant: StaffVariantInput, position: number) => ({
  position,
  color: variant.color.trim(),
  color_hex: variant.colorHex.toLowerCase(),
  images: variant.images.map((image) => image.src),
  image_alts: variant.images.map((image) => image.alt.trim()),
});

/** A published product's change shows in the listings and its own page; a draft's in neither. */
function tellCache(trx: Db, productId: string, ...statuses: ProductStatus[]): void {
  if (statuses.includes("published")) changes(trx, LISTINGS, productScope(productId));
}

const picturesOf = (input: StaffProductInput) =>
  input.variants.flatMap((variant) => variant.images.map((image) => image.src));

export async function createProduct(
  deps: CatalogueDeps,
  actor: Actor,
  input: StaffProductInput,
): Promise<string> {
  checkProductInput(input);
  if (input.status === "published") {
    requireDeclarations(input.declarations, input.subCategory, sizesIn(input.variants));
  }
  await checkProductPictures(deps.db, picturesOf(input));
  return trackedTransaction(deps.db, (trx) => insertProduct(trx, actor, input, input.status ?? "draft"));
}

/** Writes a checked product with `trx` (a trackedTransaction), with its audit row; answers its id. */
export async function insertProduct(
  trx: Db,
  actor: Actor,
  input: StaffProductInput,
  status: ProductStatus,
): Promise<string> {
  const id = newId();
  await trx
    .insertInto("products")
    .values({
      id,
      ...productColumns(input),
      rating: 0,
      review_count: 0,
      is_available: true,
      created_at: new Date(),
      status,
    })
    .execute();
  for (const [position, variant] of input.variants.entries()) {
    const variantId = newId();
    await trx
      .insertInto("product_variants")
      .values({ id: variantId, product_id: id, ...variantColumns(variant, position) })
      .execute();
    await trx
      .insertInto("variant_sizes")
      .values(variant.sizes.map((s) => ({ variant_id: variantId, size: s.size, stock: s.stock })))
      .execute();
  }
  await recordAudit(trx, {
    entity: "product",
    entityId: id,
    action: "created",
    actor,
    before: null,
    after: await productSnapshot(trx, id),
  });
  tellCache(trx, id, status);
  return id;
}

/** Locks the product row (orders lock it before its stock: the same order, no deadlock). */
async function lockProduct(trx: Db, productId: string) {
  const row = await trx
    .selectFrom("products")
    .select(["id", "status", "updated_at"])
    .where("id", "=", productId)
    .forUpdate()
    .executeTakeFirst();
  // Customiser blanks are not edited as catalogue products (docs/decisions/customiser-design.md#storage).
  if (!row || row.status === "blank") throw new ApiError(404, catalogueWriteMessages.notFound);
  return row;
}

export async function updateProduct(
  deps: CatalogueDeps,
  actor: Actor,
  productId: string,
  { product: input, updatedAt }: { product: StaffProductInput; updatedAt: string },
): Promise<void> {
  checkProductInput(input);
  await trackedTransaction(deps.db, async (trx) => {
    const row = await lockProduct(trx, productId);
    if (new Date(row.updated_at).toISOString() !== new Date(updatedAt).toISOString()) {
      throw new ApiError(409, catalogueWriteMessages.changedMeanwhile);
    }
    const shown = await trx
      .selectFrom("product_variants")
      .select("images")
      .where("product_id", "=", productId)
      .execute();
    await checkProductPictures(trx, picturesOf(input), new Set(shown.flatMap((v) => v.images)));
    const before = await productSnapshot(trx, productId);
    if (row.status === "published") {
      requireDeclarations(
        input.declarations ?? before?.declarations,
        input.subCategory,
        sizesIn(input.variants),
      );
    }
    await trx
      .updateTable("products")
      .set({ ...productColumns(input), updated_at: sql`clock_timestamp()` })
      .where("id", "=", productId)
      .execute();
    await writeVariants(deps, trx, productId, input.variants);
    await recordAudit(trx, {
      entity: "product",
      entityId: productId,
      action: "updated",
      actor,
      before,
      after: await productSnapshot(trx, productId),
    });
    tellCache(trx, productId, row.status);
  });
}

/** The product's colours and sizes as the form has them: removed, changed and added. */
async function writeVariants(deps: CatalogueDeps, trx: Db, productId: string, variants: StaffVariantInput[]) {
  const existing = await trx
    .selectFrom("product_variants")
    .select("id")
    .where("product_id", "=", productId)
    .execute();
  const ours = new Set(existing.map((v) => v.id));
  if (variants.some((v) => v._id !== undefined && !ours.has(v._id))) {
    throw new ApiError(400, catalogueWriteMessages.foreignVariant);
  }
  const kept = new Set(variants.flatMap((v) => (v._id ? [v._id] : [])));
  const removed = [...ours].filter((id) => !kept.has(id));
  if (removed.length > 0) await trx.deleteFrom("product_variants").where("id", "in", removed).execute();
  for (const [position, variant] of variants.entries()) {
    if (variant._id === undefined) {
      const variantId = newId();
      await trx
        .insertInto("product_variants")
        .values({ id: variantId, product_id: productId, ...variantColumns(variant, position) })
        .execute();
      await trx
        .insertInto("variant_sizes")
        .values(variant.sizes.map((s) => ({ variant_id: variantId, size: s.size, stock: s.stock })))
        .execute();
      continue;
    }
    await trx
      .updateTable("product_variants")
      .set(variantColumns(variant, position))
      .where("id", "=", variant._id)
      .execute();
    await writeSizes(deps, trx, variant._id, variant);
  }
}

/**
 * A colour's sizes: each kept size moves by what staff changed (stock − stockWas), so units ordered since
 * the form loaded stay taken and nothing is oversold; never below 0. A size back from 0 mails its waiting
 * shoppers once (server/services/restock.ts).
 */
async function writeSizes(deps: CatalogueDeps, trx: Db, variantId: string, variant: StaffVariantInput) {
  const now = await trx
    .selectFrom("variant_sizes")
    .select(["size", "stock"])
    .where("variant_id", "=", variantId)
    .forUpdate()
    .execute();
  const current = new Map(now.map((s) => [s.size, s.stock]));
  const wanted = new Set<Size>(variant.sizes.map((s) => s.size));
  const gone = [...current.keys()].filter((size) => !wanted.has(size));
  if (gone.length > 0) {
    await trx
      .deleteFrom("variant_sizes")
      .where("variant_id", "=", variantId)
      .where("size", "in", gone)
      .execute();
  }
  for (const { size, stock, stockWas } of variant.sizes) {
    const was = current.get(size);
    if (was === undefined) {
      await trx.insertInto("variant_sizes").values({ variant_id: variantId, size, stock }).execute();
      continue;
    }
    const after = was + (stock - (stockWas ?? was));
    if (after < 0) throw new ApiError(409, catalogueWriteMessages.stockBelowZero(size, variant.color, was));
    if (after === was) continue;
    await trx
      .updateTable("variant_sizes")
      .set({ stock: after })
      .where("variant_id", "=", variantId)
      .where("size", "=", size)
      .execute();
    if (was === 0) await mailWaitingShoppers(trx, deps, { variantId, size });
  }
}

export async function setProductStatus(
  deps: CatalogueDeps,
  actor: Actor,
  productId: string,
  status: ProductStatus,
): Promise<void> {
  await trackedTransaction(deps.db, async (trx) => {
    if (status === "published" && (await waitsForPictures(trx, productId))) {
      throw new ApiError(409, catalogueWriteMessages.picturesRendering);
    }
    await changeStatus(trx, actor, productId, status);
  });
}

/** The status moved with `trx` (a trackedTransaction), with its audit row; nothing when it already is. */
export async function changeStatus(
  trx: Db,
  actor: Actor,
  productId: string,
  status: ProductStatus,
): Promise<void> {
  const row = await lockProduct(trx, productId);
  if (row.status === status) return;
  if (status === "published") {
    const missing = await missingOfStored(trx, productId);
    if (missing.length > 0) throw new ApiError(409, declarationsMissingMessage(missing));
  }
  const before = await productSnapshot(trx, productId);
  await trx
    .updateTable("products")
    .set({ status, updated_at: sql`clock_timestamp()` })
    .where("id", "=", productId)
    .execute();
  await recordAudit(trx, {
    entity: "product",
    entityId: productId,
    action: status === "published" ? "published" : status === "archived" ? "archived" : "moved to drafts",
    actor,
    before,
    after: await productSnapshot(trx, productId),
  });
  // Published, or taken away from shoppers: which products exist changes for every public answer that
  // can show one (listings, search, suggestions, similar products, its page and every guest page holding
  // them), on every server, with no second's grace (server/api/answerStore.ts).
  if (row.status === "published" || status === "published") changes(trx, CATALOGUE);
}

/** Whether the product still waits for a picture being rendered (server/services/catalogue/pictureWaits.ts). */
async function waitsForPictures(trx: Db, productId: string): Promise<boolean> {
  const wait = await trx
    .selectFrom("product_picture_waits")
    .select("picture_id")
    .where("product_id", "=", productId)
    .limit(1)
    .executeTakeFirst();
  return wait !== undefined;
}
