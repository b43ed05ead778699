import { type Kysely, type RawBuilder, sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { ProductListing, ProductSummary, ProductTag } from "../../src/api/types";
import { type ListingSort, SIZES } from "../../src/api/enums";
import { PRICE_BAND_WIDTH } from "../db/listingCells";
import type { Database, Size } from "../db/schema";
import { isNewAt } from "../../src/lib/newArrival";

/** A size's place in the contract's order (S to XXL, then jeans waists). */
const SIZE_ORDER = sql<number>`array_position(${[...SIZES]}::text[], s.size)`;

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

/** The cards of the given products with their variants and sizes, in one query (not yet executed).
 * `anyStatus` is for staff's answers alone (the product just added, still a draft). */
export function summariesQuery(db: Kysely<Database>, ids: string[], anyStatus = false) {
  return (
    db
      .selectFrom("products as p")
      .where("p.id", "in", ids)
      // A draft or archived product is no shopper's card, whatever asked for it (docs/decisions/staff-catalogue.md).
      .$if(!anyStatus, (qb) => qb.where("p.status", "=", "published"))
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
      )
  );
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summariesQuery>["execute"]>>[number];

/**
 * The card of a product row. It shows (image, link) the first variant the colour and size filters match,
 * so a card found by "Black + S" opens the Black variant; without those filters, the first variant. NEW is
 * worked out at `now` (the shop's clock) from when the product was added.
 */
export function toProductSummary(row: SummaryRow, filters: VariantFilters, now: Date): ProductSummary {
  const variants = (row.variants as VariantJson[]).map((v) => ({
    _id: v.id,
    color: v.color,
    colorHex: v.color_hex,
    images: v.images,
    sizes: v.sizes.map((s) => ({ size: s.size, stock: s.stock })),
  }));
  const shown = variants.find((v) => variantMatches(v, filters)) ?? variants[0];
  return {
    _id: row.id,
    variantId: shown?._id ?? "",
    name: row.name,
    description: row.description,
    category: row.category as ProductSummary["category"],
    subCategory: row.sub_category as ProductSummary["subCategory"],
    images: shown?.images ?? [],
    variants,
    price: row.price,
    originalPrice: row.price,
    finalPrice: row.final_price,
    discount: row.discount,
    isNew: isNewAt(new Date(row.created_at), now),
    rating: Number(row.rating),
    reviews: row.review_count,
    tags: row.tags as ProductTag[],
    codAvailable: row.cod_available,
    isAvailable: row.is_available,
    returnPolicy: row.return_policy,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export type { ListingSort };
export type ListingFacets = ProductListing["facets"];

/** The base set of a listing: a tag, a category, or some sub-categories of a category. */
export type ListingScope =
  | { kind: "tag"; tag: ProductTag }
  | { kind: "category"; category: string }
  | { kind: "subcategory"; category: string; slugs: readonly string[] };

/** What a variant must have to pass the listing filters; a product passes when one of its variants does. */
export interface VariantFilters {
  /** Stock > 0 in ANY of these sizes. */
  sizes: readonly Size[];
  /** ANY of these colours (compared lower-case). */
  colors: readonly string[];
}

export interface ListingQuery extends VariantFilters {
  /** Countries of origin, ANY of them, compared exactly (docs/decisions/product-declarations.md). */
  countries?: readonly string[];
  page: number;
  limit: number;
  sort: ListingSort;
  minPrice?: number;
  maxPrice?: number;
}

type VariantSummary = ProductSummary["variants"][number];

const lowerCase = (colors: readonly string[]) => colors.map((c) => c.toLowerCase());

/** Whether one variant passes the colour and size filters (an empty list passes everything). */
function variantMatches(variant: VariantSummary, filters: VariantFilters): boolean {
  const colors = lowerCase(filters.colors);
  return (
    (colors.length === 0 || colors.includes(variant.color.toLowerCase())) &&
    (filters.sizes.length === 0 || variant.sizes.some((s) => s.stock > 0 && filters.sizes.includes(s.size)))
  );
}

/** 'black:S' for every chosen colour and size: products.color_sizes holds those of its variants in stock. */
function colorSizePairs(filters: VariantFilters): string[] {
  return lowerCase(filters.colors).flatMap((color) => filters.sizes.map((size) => `${color}:${size}`));
}

const bothSizesAndColors = (filters: VariantFilters) => filters.sizes.length > 0 && filters.colors.length > 0;

const NEWEST = ["created_at desc", "id desc"];
const ORDER_COLUMNS: Record<ListingSort, string[]> = {
  newest: NEWEST,
  "price-asc": ["final_price asc", ...NEWEST],
  "price-desc": ["final_price desc", ...NEWEST],
  rating: ["rating desc", ...NEWEST],
};

/** The ORDER BY list of a sort, columns prefixed with `prefix` (e.g. "p."). */
function orderBy(sort: ListingSort, prefix = "") {
  return sql.raw(ORDER_COLUMNS[sort].map((column) => `${prefix}${column}`).join(", "));
}

/** The sizes in the order of the cells' mask bits (size_mask of migrations 0003 and 0029). */
const SIZE_LIST = SIZES;

/** Only published products are in a shopper's listing (docs/decisions/staff-catalogue.md#product-status). */
export const PUBLISHED = sql`p.status = 'published'`;

/**
 * The base set as one condition per "branch" on products p. A sub-category listing of several slugs has
 * one branch per slug, so each branch walks its own (sub_category, order…) index in order.
 */
function branches(scope: ListingScope): RawBuilder<unknown>[] {
  switch (scope.kind) {
    case "tag":
      return [sql`p.tags @> array[${scope.tag}]::text[] and ${PUBLISHED}`];
    case "category":
      return [sql`p.category = ${scope.category} and ${PUBLISHED}`];
    case "subcategory":
      return [...new Set(scope.slugs)].map(
        (slug) => sql`p.sub_category = ${slug} and p.category = ${scope.category} and ${PUBLISHED}`,
      );
  }
}

function baseCondition(scope: ListingScope): RawBuilder<unknown> {
  if (scope.kind === "subcategory") {
    return sql`p.category = ${scope.category} and p.sub_category = any(${[...new Set(scope.slugs)]}::text[]) and ${PUBLISHED}`;
  }
  return branches(scope)[0];
}

function hasFilters(query: ListingQuery): boolean {
  return (
    query.sizes.length > 0 ||
    query.colors.length > 0 ||
    (query.countries?.length ?? 0) > 0 ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined
  );
}

/** The filters on products p (stock_sizes / colors / color_sizes are kept from the variant tables by
 * triggers). */
function filterCondition(query: ListingQuery): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (bothSizesAndColors(query)) {
    // Size and colour in the same variant: the pairs alone (they imply the size and the colour), read from
    // the row as the count reads them from the cells of pairs (docs/decisions/listing-counts-and-search.md).
    // Every scan visits the row for its status anyway (docs/decisions/staff-catalogue.md#product-status), so
    // there is no index-only scan to keep, and the column's own statistics give the planner its estimate.
    // Read through a subquery (a default 1 %) beside the size and colour conditions, 1,190 matches of a
    // sub-category's price range were estimated at 6: sorted by rating, each branch sorted them all (22 ms,
    // the listing over its 50 ms budget) instead of walking its rating index to the page's end (0.1 ms).
    parts.push(sql`p.color_sizes && ${colorSizePairs(query)}::text[]`);
  } else {
    if (query.sizes.length > 0) parts.push(sql`p.stock_sizes && ${[...query.sizes]}::text[]`);
    if (query.colors.length > 0) parts.push(sql`p.colors && ${lowerCase(query.colors)}::text[]`);
  }
  if (query.countries?.length) parts.push(sql`p.country_of_origin = any(${[...query.countries]}::text[])`);
  if (query.minPrice !== undefined) parts.push(sql`p.final_price >= ${query.minPrice}`);
  if (query.maxPrice !== undefined) parts.push(sql`p.final_price <= ${query.maxPrice}`);
  return sql.join(parts, sql` and `);
}

/** The listing_cells scopes of a base set (see migration 0003). */
function scopeKeys(scope: ListingScope): string[] {
  switch (scope.kind) {
    case "tag":
      return [`tag:${scope.tag}`];
    case "category":
      return [`cat:${scope.category}`];
    case "subcategory":
      return [...new Set(scope.slugs)].map((slug) => `sub:${scope.category}/${slug}`);
  }
}

/** Sizes as the cells' bit mask: bit i = SIZE_LIST[i]. */
function sizeMask(sizes: readonly Size[]): number {
  return sizes.reduce((mask, size) => mask | (1 << SIZE_LIST.indexOf(size)), 0);
}

/** The cells that count a query's base set and size, colour and country filters: listing_cells (0003), or
 * for size AND colour the cells of colour-size pairs (0008); both keyed by country of origin (0052). */
function cellsOf(scope: ListingScope, query: ListingQuery): RawBuilder<unknown> {
  const countries = query.countries ?? [];
  const inScope =
    countries.length > 0
      ? sql`scope = any(${scopeKeys(scope)}::text[]) and country = any(${[...countries]}::text[])`
      : sql`scope = any(${scopeKeys(scope)}::text[])`;
  if (bothSizesAndColors(query)) {
    return sql`listing_color_size_cells where ${inScope} and color_sizes && ${colorSizePairs(query)}::text[]`;
  }
  const parts: RawBuilder<unknown>[] = [inScope];
  if (query.sizes.length > 0) parts.push(sql`stock_mask & ${sizeMask(query.sizes)} <> 0`);
  if (query.colors.length > 0) parts.push(sql`colors && ${lowerCase(query.colors)}::text[]`);
  return sql`listing_cells where ${sql.join(parts, sql` and `)}`;
}

/**
 * The filtered total. Whole price bands come from the scope's cells; only the parts of the price range that
 * cut a band (at most two slices narrower than a band) are counted from the products.
 */
export async function countMatching(db: Kysely<Database>, scope: ListingScope, query: ListingQuery) {
  const { minPrice, maxPrice } = query;
  const firstBand = minPrice === undefined ? null : Math.ceil(minPrice / PRICE_BAND_WIDTH);
  const lastBand = maxPrice === undefined ? null : Math.floor((maxPrice + 1) / PRICE_BAND_WIDTH) - 1;
  if (firstBand !== null && lastBand !== null && firstBand > lastBand) {
    return countProducts(db, scope, query, minPrice, maxPrice);
  }
  const bands: RawBuilder<unknown>[] = [sql`true`];
  if (firstBand !== null) bands.push(sql`price_band >= ${firstBand}`);
  if (lastBand !== null) bands.push(sql`price_band <= ${lastBand}`);
  const [whole, below, above] = await Promise.all([
    sql<{ n: string | number | null }>`select sum(product_count) as n from ${cellsOf(scope, query)}
      and ${sql.join(bands, sql` and `)}`.execute(db),
    firstBand !== null && minPrice !== undefined && minPrice < firstBand * PRICE_BAND_WIDTH
      ? countProducts(db, scope, query, minPrice, firstBand * PRICE_BAND_WIDTH - 1)
      : 0,
    lastBand !== null && maxPrice !== undefined && maxPrice >= (lastBand + 1) * PRICE_BAND_WIDTH
      ? countProducts(db, scope, query, (lastBand + 1) * PRICE_BAND_WIDTH, maxPrice)
      : 0,
  ]);
  return Number(whole.rows[0]?.n ?? 0) + below + above;
}

/** Products of the base set matching the size and colour filters with a final price in [low, high]. */
async function countProducts(
  db: Kysely<Database>,
  scope: ListingScope,
  query: ListingQuery,
  low: number | undefined,
  high: number | undefined,
): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`
    select count(*) as n from products p
    where ${baseCondition(scope)} and ${filterCondition({ ...query, minPrice: low, maxPrice: high })}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Ids of one page in the query's order. Each branch reads its index in order up to the page's end; the
 * branches are merged and the page cut from the merge. */
async function filteredPageIds(
  db: Kysely<Database>,
  scope: ListingScope,
  query: ListingQuery,
  offset: number,
): Promise<string[]> {
  const filters = filterCondition(query);
  const parts = branches(scope);
  if (parts.length === 1) {
    const { rows } = await sql<{ id: string }>`
      select p.id from products p where ${parts[0]} and ${filters}
      order by ${orderBy(query.sort, "p.")}
      limit ${query.limit} offset ${offset}`.execute(db);
    return rows.map((r) => r.id);
  }
  const end = offset + query.limit;
  const unions = sql.join(
    parts.map(
      (branch) => sql`(select p.id, p.created_at, p.final_price, p.rating from products p
        where ${branch} and ${filters} order by ${orderBy(query.sort, "p.")} limit ${end})`,
    ),
    sql` union all `,
  );
  const { rows } = await sql<{ id: string }>`
    select id from (${unions}) as merged order by ${orderBy(query.sort)} limit ${query.limit} offset ${offset}`.execute(
    db,
  );
  return rows.map((r) => r.id);
}

/** Facets of the base set: sizes in stock and colours from the scope's cells, the price range from the
 * ends of the price-ordered indexes. */
export async function listingFacets(db: Kysely<Database>, scope: ListingScope): Promise<ListingFacets> {
  const scopes = scopeKeys(scope);
  const perBranch = (agg: "min" | "max") =>
    sql.join(
      branches(scope).map((b) => sql`(select ${sql.raw(agg)}(p.final_price) from products p where ${b})`),
      sql`, `,
    );
  const [summary, colors, countries] = await Promise.all([
    sql<{ mask: number | null; min_price: number | null; max_price: number | null }>`
      select (select bit_or(stock_mask) from listing_cells where scope = any(${scopes}::text[])) as mask,
        least(${perBranch("min")}) as min_price, greatest(${perBranch("max")}) as max_price`.execute(db),
    // Swatches are 'name|#rrggbb': per name (as written) the lowest hex.
    sql<{ name: string; hex: string }>`
      select name, min(hex collate "C") as hex from (
        select left(swatch, -8) as name, right(swatch, 7) as hex
        from listing_cells cross join unnest(swatches) as swatch where scope = any(${scopes}::text[])
      ) as swatches
      group by name order by name collate "C"`.execute(db),
    sql<{ country: string }>`
      select country from listing_cells where scope = any(${scopes}::text[]) and country <> ''
      group by country order by country collate "C"`.execute(db),
  ]);
  const row = summary.rows[0];
  const mask = Number(row?.mask ?? 0);
  return {
    sizes: SIZE_LIST.filter((_, i) => (mask & (1 << i)) !== 0),
    colors: colors.rows.map((c) => ({ name: c.name, hex: c.hex })),
    countries: countries.rows.map((c) => c.country),
    price:
      row?.min_price == null || row.max_price == null
        ? { min: 0, max: 0 }
        : { min: Number(row.min_price), max: Number(row.max_price) },
  };
}

/** The cards of `ids`, in that order (ids no longer found are left out), NEW as of `now`. */
export async function cards(
  db: Kysely<Database>,
  ids: string[],
  filters: VariantFilters,
  now = new Date(),
): Promise<ProductSummary[]> {
  const rows = ids.length > 0 ? await summariesQuery(db, ids).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductSummary(row, filters, now)] : [];
  });
}

/**
 * One page of a listing: the base set (scope) narrowed by the filters, in the query's order (ties newest
 * first, then id desc), with the total of the filtered set and the facets of the base set. Each card shows
 * the variant that passed the colour and size filters.
 */
export async function listProducts(
  db: Kysely<Database>,
  scope: ListingScope,
  query: ListingQuery,
  now = new Date(),
): Promise<ProductListing> {
  const { page, limit } = query;
  const offset = (page - 1) * limit;
  const [totalCount, facets] = await Promise.all([countMatching(db, scope, query), listingFacets(db, scope)]);
  if (offset >= totalCount) return { products: [], totalCount, page, limit, facets };
  const take = Math.min(limit, totalCount - offset);
  const ids =
    scope.kind === "tag" && query.sort === "newest" && !hasFilters(query)
      ? await pageIds(db, scope.tag, offset, take, totalCount)
      : await filteredPageIds(db, scope, query, offset);
  return { products: await cards(db, ids, query, now), totalCount, page, limit, facets };
}

export const DEFAULT_QUERY: Omit<ListingQuery, "page" | "limit"> = {
  sort: "newest",
  sizes: [],
  colors: [],
};

/** GET /product/tags/{tag} without sort or filters: newest first (createdAt desc, then id desc). */
export function listProductsByTag(
  db: Kysely<Database>,
  tag: ProductTag,
  page: number,
  limit: number,
  now = new Date(),
): Promise<ProductListing> {
  return listProducts(db, { kind: "tag", tag }, { ...DEFAULT_QUERY, page, limit }, now);
}
