// The staff product table (GET /admin/products): every product, drafts and archived ones included, one row
// each, filtered and ordered in the database and paged by keyset (docs/decisions/staff-catalogue.md#the-staff-product-table).
// Each order reads down an index of migration 0040 (or 0037's status index for one status) and stops at a
// page; the stock comes from product_stock, so no size rows are added up per request.
import { type Kysely, sql } from "kysely";
import type { components, operations } from "../../../src/api/schema";
import type { Database } from "../../db/schema";
import { likeEscaped } from "../orders/orderList";
import {
  decodeStaffCursor,
  encodeStaffCursor,
  type StaffProductCursor,
  type StaffProductSort,
} from "./staffCursor";
import { isLowStock, LOW_STOCK } from "./stockLevels";

type Db = Kysely<Database>;
type Query = NonNullable<operations["listStaffProducts"]["parameters"]["query"]>;
export type StaffProductRow = components["schemas"]["StaffProductRow"];
type Category = components["schemas"]["Category"];
type SubCategory = components["schemas"]["SubCategory"];
type ProductTag = components["schemas"]["ProductTag"];

export const DEFAULT_LIMIT = 25;

/** The products joined with their stock: the shape every filter is written against. */
const stocked = (db: Db) =>
  db.selectFrom("products as p").innerJoin("product_stock as s", "s.product_id", "p.id");
/** The first page counts the matches up to this many: counting a whole filtered catalogue would read every
 * product it names, and the table only needs "1,000 or more" past that. */
export const COUNTED_UP_TO = 1000;
/** Words of the name search looked for (each anywhere in the name). */
const MAX_WORDS = 8;

export interface StaffProductPage {
  products: StaffProductRow[];
  nextCursor: string | null;
  total?: number;
  moreThanTotal?: boolean;
}

/** The filtered products (`p`) with their stock (`s`), before any order or page. The count leaves the
 * stock out unless a stock filter needs it: it then walks one index alone (on PGlite the 1,001 lookups of
 * the stock cost more than the rest of the page). */
function filtered(db: Db, query: Query, withStock = true) {
  const products = db.selectFrom("products as p");
  let q = (
    withStock || query.stock ? products.innerJoin("product_stock as s", "s.product_id", "p.id") : products
  ) as ReturnType<typeof stocked>;
  // Customiser blanks (status `blank`, docs/decisions/customiser-design.md#storage) are not catalogue
  // products: the status filter names catalogue statuses only, and the default leaves blanks out too.
  q = query.status
    ? q.where("p.status", "=", query.status)
    : q.where("p.status", "not in", ["archived", "blank"]);
  if (query.category) q = q.where("p.category", "=", query.category);
  if (query.subCategory) q = q.where("p.sub_category", "=", query.subCategory);
  if (query.tag) q = q.where(sql<boolean>`p.tags @> array[${query.tag}]::text[]`);
  if (query.stock === "soldout") q = q.where("s.total", "=", 0);
  if (query.stock === "low") q = q.where("s.least_stock", "<=", LOW_STOCK);
  const words = (query.q ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  for (const word of words) {
    q = q.where(sql<boolean>`p.name ilike ${`%${likeEscaped(word)}%`} escape '\\'`);
  }
  return q;
}

/** Rows after the cursor's, in the sort's order (each sort's index order, ties by id ascending). */
function ordered(
  base: ReturnType<typeof filtered>,
  sort: StaffProductSort,
  after: StaffProductCursor | null,
) {
  switch (sort) {
    case "name":
      return (after ? base.where(sql<boolean>`(p.name, p.id) > (${after.value}, ${after.id})`) : base)
        .orderBy("p.name")
        .orderBy("p.id");
    case "price":
      return (after ? base.where(sql<boolean>`(p.final_price, p.id) > (${after.value}, ${after.id})`) : base)
        .orderBy("p.final_price")
        .orderBy("p.id");
    case "stock":
      return (
        after ? base.where(sql<boolean>`(s.total, s.product_id) > (${after.value}, ${after.id})`) : base
      )
        .orderBy("s.total")
        .orderBy("s.product_id");
    default: {
      // Newest change first, ties by id ascending: 0037's (status, updated_at desc, id) and 0040's
      // (updated_at desc, id) read in their own order. The `<=` bounds the index range; the rest skips
      // the rows of the cursor's instant up to its id.
      const at = after ? sql`${after.value}::timestamptz` : null;
      return (
        at && after
          ? base
              .where(sql<boolean>`p.updated_at <= ${at}`)
              .where(sql<boolean>`(p.updated_at < ${at} or p.id > ${after.id})`)
          : base
      )
        .orderBy("p.updated_at", "desc")
        .orderBy("p.id");
    }
  }
}

/** The card picture (first picture of the first colour) and the number of colours of each product. */
async function variantFacts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { picture: string | null; colors: number }>();
  const rows = await db
    .selectFrom("product_variants as v")
    .select([
      "v.product_id",
      (eb) => eb.fn.countAll<string | number>().as("colors"),
      sql<string | null>`(array_agg(v.images[1] order by v.position))[1]`.as("picture"),
    ])
    .where("v.product_id", "in", ids)
    .groupBy("v.product_id")
    .execute();
  return new Map(rows.map((r) => [r.product_id, { picture: r.picture ?? null, colors: Number(r.colors) }]));
}

/** The page's query: the products after the cursor in the sort's order, one more than a page (the bench
 * explains it, server/bench/listing-100k.ts). */
export function staffPageQuery(db: Db, query: Query) {
  const sort = query.sort ?? "updated";
  const after = query.cursor ? decodeStaffCursor(query.cursor, sort) : null;
  return ordered(filtered(db, query), sort, after)
    .select([
      "p.id",
      "p.name",
      "p.price",
      "p.final_price",
      "p.discount",
      "p.category",
      "p.sub_category",
      "p.tags",
      "p.status",
      "s.total",
      "s.least_stock",
      sql<string>`to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as("updated_at"),
    ])
    .limit((query.limit ?? DEFAULT_LIMIT) + 1);
}

/** How many products match, up to one past COUNTED_UP_TO. */
export function staffCountQuery(db: Db, query: Query) {
  return db
    .selectFrom(
      filtered(db, query, false)
        .select(sql`1`.as("one"))
        .limit(COUNTED_UP_TO + 1)
        .as("m"),
    )
    .select((eb) => eb.fn.countAll<string | number>().as("n"));
}

/** One page of the staff table for `query`, with the next page's cursor, and on the first page the count. */
export async function listStaffProducts(db: Db, query: Query): Promise<StaffProductPage> {
  const sort = query.sort ?? "updated";
  const limit = query.limit ?? DEFAULT_LIMIT;
  const pageQuery = staffPageQuery(db, query);
  const counting = query.cursor ? null : staffCountQuery(db, query).executeTakeFirstOrThrow();
  const [found, count] = await Promise.all([pageQuery.execute(), counting]);
  const page = found.slice(0, limit);
  const facts = await variantFacts(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  const lastValue = (row: (typeof page)[number]): string | number =>
    sort === "name"
      ? row.name
      : sort === "price"
        ? row.final_price
        : sort === "stock"
          ? row.total
          : row.updated_at;
  const products = page.map(
    (row): StaffProductRow => ({
      _id: row.id,
      name: row.name,
      picture: facts.get(row.id)?.picture ?? null,
      price: row.price,
      finalPrice: row.final_price,
      discount: row.discount,
      category: row.category as Category,
      subCategory: row.sub_category as SubCategory,
      tags: row.tags as ProductTag[],
      status: row.status as Exclude<typeof row.status, "blank">,
      totalStock: row.total,
      lowStock: isLowStock(row.least_stock),
      colors: facts.get(row.id)?.colors ?? 0,
      updatedAt: `${row.updated_at.slice(0, 23)}Z`,
    }),
  );
  const nextCursor =
    found.length > limit && last ? encodeStaffCursor({ sort, value: lastValue(last), id: last.id }) : null;
  if (!count) return { products, nextCursor };
  const n = Number(count.n);
  return { products, nextCursor, total: Math.min(n, COUNTED_UP_TO), moreThanTotal: n > COUNTED_UP_TO };
}
