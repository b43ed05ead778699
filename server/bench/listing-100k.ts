// Benchmark: listings over 100,000 products on PGlite (or DATABASE_URL): by tag (page 1, middle, last),
// by category, by several sub-categories, and filtered + sorted (size, price range, price low to high),
// each with its facets; the product page (one product with its newest reviews and verified-buyer marks, and
// its similar products), within its own budget; and search (a typo, two words, a name and number, a word
// of descriptions only), within
// its own budget; and the staff product table (GET /admin/products: the default page, a name search, a
// category + status filter, sold out, by price, page 2 by cursor), within the listings' budget.
// Run: node --import tsx server/bench/listing-100k.ts [--reps 40] [--budget 50] [--products 100000]
//   [--detail-budget 10]  the product page's p95 budget (milliseconds)
//   [--search-budget 50]  search's p95 budget (milliseconds)
//   [--match text]  only the listing and staff table cases whose label contains the text (no search; the
//   staff table's plans when the text is in "staff table")
//   [--data-dir .data/bench]  keep the seeded database in a folder and reuse it on the next run (seeding
//   takes minutes; the default is a fresh in-memory database)
// Exits 1 when any listing's, product page's or search's p95 exceeds its budget (milliseconds).
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { CompiledQuery, sql } from "kysely";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import {
  DEFAULT_QUERY,
  type ListingQuery,
  type ListingScope,
  listProducts,
  summariesQuery,
} from "../services/product-listing";
import { listSimilar, readProduct, REVIEWS_SHOWN } from "../services/product-detail";
import { searchProducts } from "../services/search";
import { listStaffProducts, staffCountQuery, staffPageQuery } from "../services/catalogue/staffList";
import { COUNTED_UP_TO, NEWEST_WALKED } from "../services/searchMatches";

const { values } = parseArgs({
  options: {
    reps: { type: "string", default: "40" },
    budget: { type: "string", default: "50" },
    "detail-budget": { type: "string", default: "10" },
    "search-budget": { type: "string", default: "50" },
    products: { type: "string", default: "100000" },
    "data-dir": { type: "string", default: "memory" },
    match: { type: "string", default: "" },
  },
});
const REPS = Number(values.reps);
const BUDGET_MS = Number(values.budget);
const DETAIL_BUDGET_MS = Number(values["detail-budget"]);
const SEARCH_BUDGET_MS = Number(values["search-budget"]);
const N = Number(values.products);
const LIMIT = 8;

/** The id the benchmark gives its g-th product. */
const productId = (g: number) => `p${String(g).padStart(7, "0")}`;

const { db, close } = await createDatabase({ url: process.env.DATABASE_URL, dataDir: values["data-dir"] });
console.log(`Database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}`);
let t0 = performance.now();
const step = (label: string) => {
  console.log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  t0 = performance.now();
};
const migrated = await migrateToLatest(db);
const existing = await db
  .selectFrom("products")
  .select((eb) => eb.fn.countAll().as("n"))
  .executeTakeFirst();
const reuse = Number(existing?.n ?? 0) === N;
if (!reuse && Number(existing?.n ?? 0) > 0) {
  console.error(`The database holds ${existing?.n} products, not ${N}: use an empty one.`);
  process.exit(2);
}

if (reuse) {
  const where = process.env.DATABASE_URL ? "the PostgreSQL database of DATABASE_URL" : values["data-dir"];
  console.log(`Reusing the ${N} products in ${where}.`);
  if (migrated.length > 0) {
    // A migration may have rewritten every row; PGlite runs no autovacuum to refresh the visibility map.
    await sql`vacuum analyze`.execute(db);
    step(`migrations ${migrated.join(", ")} + vacuum analyze`);
  }
} else {
  // Tags: 3 in 4 products are new arrivals (the biggest listing), half trending, a quarter lowsell.
  // 5 in 7 are upper wear over five sub-categories; prices 799..1798; two variants in 8 colours; stock per
  // size varies (about 1 in 6 sold out).
  await sql`
  insert into products (id, name, description, category, sub_category, price, final_price, discount, tags,
    rating, review_count, created_at)
  select 'p' || lpad(g::text, 7, '0'),
    'Bench ' || (array['Graphic Tee', 'Oversized Tee', 'Regular Tee', 'Pullover Hoodie', 'Shacket',
      'Joggers', 'Jeans'])[1 + g % 7] || ' ' || g,
    'A benchmark product',
    case when g % 7 >= 5 then 'bottomwear' else 'upperwear' end,
    (array['t-shirt', 'oversize-t-shirt', 'regular-t-shirt', 'hoodie', 'shacket', 'joggers', 'jeans'])[1 + g % 7],
    999 + g % 1000, 799 + g % 1000, 20,
    case g % 4 when 0 then array['newarrival', 'trending'] when 1 then array['newarrival', 'lowsell']
      when 2 then array['newarrival'] else array['trending'] end,
    (g % 50) / 10.0, g % 40,
    timestamptz '2025-01-01' + (g % 90000) * interval '1 minute'
  from generate_series(1, ${N}) as g`.execute(db);
  step("products");
  await sql`
  insert into product_variants (id, product_id, position, color, color_hex, images)
  select p.id || '-v' || v, p.id, v, c.name, c.hex,
    array['/media/products/rangrez-logo-crew-tee-black-front-400.webp', '/media/products/rangrez-logo-crew-tee-black-back-400.webp', '/media/products/rangrez-logo-crew-tee-black-detail-400.webp']
  from products p cross join generate_series(0, 1) as v
  cross join lateral (select (array['Black', 'White', 'Navy', 'Olive', 'Maroon', 'Grey', 'Beige', 'Sky Blue'])[i] as name,
    (array['#1c1c1e', '#f4f3ef', '#1f2a48', '#5a6b32', '#6e1a2c', '#8b8e93', '#d9c9a7', '#89b7e2'])[i] as hex
    from (select 1 + (substr(p.id, 2)::int * 3 + v * 5) % 8 as i) as pick) as c`.execute(db);
  step("variants (+ colours on products)");
  // Statistics before the sizes: without them the planner takes the freshly loaded products for a few rows
  // and the filter refresh of each slice scans the whole table per product it updates (PGlite runs no
  // autovacuum; at 100,000 products the sizes step ran for over 20 minutes).
  await sql`analyze`.execute(db);
  step("analyze");
  // In slices of 1,000 products: the statement trigger that keeps products' filter columns works out each
  // statement's products together, and one statement of a million rows takes far longer than many small ones.
  for (let from = 1; from <= N; from += 1000) {
    await sql`
    insert into variant_sizes (variant_id, size, stock)
    select v.id, s.size, (substr(v.product_id, 2)::int * 7 + v.position * 3 + s.n * 5) % 6
    from product_variants v cross join unnest(array['S', 'M', 'L', 'XL', 'XXL']) with ordinality as s(size, n)
    where v.product_id between ${productId(from)} and ${productId(Math.min(N, from + 999))}`.execute(db);
  }
  step("sizes (+ sizes in stock on products)");
  await sql`vacuum analyze`.execute(db);
  step("vacuum analyze");
}

// Reviews for the product page: 1 product in 100 has 120 reviews by 1,000 shoppers, half of whom have a
// delivered order of it (so the verified-buyer mark is worked out over real orders). The orders are numbered
// in turn: tens of thousands of numbers drawn at random (the shop's default) would repeat one.
const reviewed = await db.selectFrom("reviews").select("id").limit(1).executeTakeFirst();
if (!reviewed) {
  await sql`
  insert into users (id, username, email, role, password_hash, username_skeleton)
  select 'bu' || g, 'bench_' || g, 'bench' || g || '@example.in', 'shopper', 'unused', 'bench_' || g
  from generate_series(1, 1000) as g on conflict do nothing`.execute(db);
  await sql`
  insert into reviews (id, product_id, user_id, username, rating, comment, created_at, updated_at)
  select 'r' || p.id || '-' || k, p.id, 'bu' || (1 + (substr(p.id, 2)::int + k * 7) % 1000), 'bench_' || k,
    1 + k % 5, 'A benchmark review', p.created_at + k * interval '1 hour', p.created_at + k * interval '1 hour'
  from products p cross join generate_series(1, 120) as k where substr(p.id, 2)::int % 100 = 0`.execute(db);
  await sql`
  insert into orders (id, order_number, user_id, status, created_at, delivered_at)
  select 'o' || r.id, 'RZ-' || to_char(r.n / 10000, 'FM0000') || '-' || to_char(r.n % 10000, 'FM0000'), r.user_id,
    'delivered', r.created_at - interval '3 days', r.created_at - interval '1 day'
  from (select reviews.*, row_number() over (order by id) as n from reviews where rating % 2 = 0) as r`.execute(
    db,
  );
  await sql`
  insert into order_lines (id, order_id, product_id, variant_id, size, quantity, unit_price)
  select 'l' || o.id, o.id, r.product_id, r.product_id || '-v0', 'M', 1, 999
  from orders o join reviews r on o.id = 'o' || r.id`.execute(db);
  // As the review service keeps them: the reviewed products' average and count.
  await sql`
  update products p set review_count = r.n, rating = r.average
  from (select product_id, count(*)::int as n, round(avg(rating), 1) as average from reviews group by product_id) r
  where p.id = r.product_id`.execute(db);
  await sql`vacuum analyze`.execute(db);
  step("reviews (120 on 1 product in 100) + delivered orders");
}

const counts = await db
  .selectFrom("product_tags")
  .select(["tag", (eb) => eb.fn.countAll().as("n")])
  .groupBy("tag")
  .execute();
console.log("Tag counts:", Object.fromEntries(counts.map((c) => [c.tag, Number(c.n)])));

const total = Number(counts.find((c) => c.tag === "newarrival")?.n ?? 0);
const lastPage = Math.ceil(total / LIMIT);
const TEES = ["t-shirt", "oversize-t-shirt", "regular-t-shirt"];
const newest = (page: number): ListingQuery => ({ ...DEFAULT_QUERY, page, limit: LIMIT });
const filtered: ListingQuery = {
  ...DEFAULT_QUERY,
  page: 1,
  limit: LIMIT,
  sort: "price-asc",
  sizes: ["M"],
  minPrice: 1000,
  maxPrice: 1500,
};
const cases: { label: string; scope: ListingScope; query: ListingQuery }[] = [
  { label: "tag page 1", scope: { kind: "tag", tag: "newarrival" }, query: newest(1) },
  {
    label: "tag middle page",
    scope: { kind: "tag", tag: "newarrival" },
    query: newest(Math.ceil(lastPage / 2)),
  },
  { label: "tag last page", scope: { kind: "tag", tag: "newarrival" }, query: newest(lastPage) },
  { label: "category page 1", scope: { kind: "category", category: "upperwear" }, query: newest(1) },
  {
    label: "subcategories (3 tee kinds) page 1",
    scope: { kind: "subcategory", category: "upperwear", slugs: TEES },
    query: newest(1),
  },
  {
    label: "category, size M + price 1000-1500, price-asc",
    scope: { kind: "category", category: "upperwear" },
    query: filtered,
  },
  {
    label: "subcategories, size M + Black + price, rating",
    scope: { kind: "subcategory", category: "upperwear", slugs: TEES },
    query: { ...filtered, sort: "rating", colors: ["black"] },
  },
  {
    label: "tag, Navy + price 1010-1430 (cuts bands), newest",
    scope: { kind: "tag", tag: "newarrival" },
    query: { ...DEFAULT_QUERY, page: 2, limit: LIMIT, colors: ["navy"], minPrice: 1010, maxPrice: 1430 },
  },
  {
    label: "tag, size XXL + price-desc page 3",
    scope: { kind: "tag", tag: "trending" },
    query: { ...DEFAULT_QUERY, page: 3, limit: LIMIT, sort: "price-desc", sizes: ["XXL"] },
  },
  // Size and colour in the same variant (the cells of colour-size pairs).
  {
    label: "tag, Black + S (same variant), newest",
    scope: { kind: "tag", tag: "trending" },
    query: { ...DEFAULT_QUERY, page: 1, limit: LIMIT, sizes: ["S"], colors: ["black"] },
  },
  {
    label: "category, Black/White + S/L, price-asc page 2",
    scope: { kind: "category", category: "upperwear" },
    query: {
      ...DEFAULT_QUERY,
      page: 2,
      limit: LIMIT,
      sort: "price-asc",
      sizes: ["S", "L"],
      colors: ["black", "white"],
    },
  },
  {
    label: "tag, Navy + XXL + price 1010-1430 (cuts bands)",
    scope: { kind: "tag", tag: "newarrival" },
    query: {
      ...DEFAULT_QUERY,
      page: 1,
      limit: LIMIT,
      sizes: ["XXL"],
      colors: ["navy"],
      minPrice: 1010,
      maxPrice: 1430,
    },
  },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Wall-clock p50 and p95 of `run`, and its median CPU time: on PGlite the database runs in this process, so
 * the CPU time is the work itself even on a machine busy with other things (wall time then waits too). */
async function measure(label: string, run: () => Promise<string>, budget: number | null) {
  for (let i = 0; i < 3; i++) await run(); // warm up
  const times: number[] = [];
  const cpu: number[] = [];
  let summary = "";
  for (let i = 0; i < REPS; i++) {
    t0 = performance.now();
    const cpu0 = process.cpuUsage();
    summary = await run();
    const used = process.cpuUsage(cpu0);
    times.push(performance.now() - t0);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const over = budget !== null && p95 > budget;
  console.log(
    `${label.padEnd(48)} ${summary.padEnd(26)} p50 ${p50.toFixed(2).padStart(7)} ms, ` +
      `p95 ${p95.toFixed(2).padStart(7)} ms, cpu p50 ${percentile(cpu, 50).toFixed(2).padStart(7)} ms` +
      `${over ? `  OVER BUDGET (${budget} ms)` : ""}`,
  );
  return over;
}

console.log(`\nListing pages (with facets), ${REPS} runs each, budget p95 <= ${BUDGET_MS} ms:`);
let failed = false;
for (const { label, scope, query } of cases.filter((c) => c.label.includes(values.match))) {
  const over = await measure(
    label,
    async () => {
      const listing = await listProducts(db, scope, query);
      return `${listing.products.length} of ${listing.totalCount}`;
    },
    BUDGET_MS,
  );
  failed ||= over;
}
// A product in the middle with 120 reviews (every 100th has them) and its neighbour with none.
const withReviews = productId(Math.max(100, Math.floor(N / 200) * 100));
const withoutReviews = productId(Math.max(100, Math.floor(N / 200) * 100) + 1);
const detailCases: { label: string; run: () => Promise<string> }[] = [
  {
    label: `product detail (120 reviews, ${REVIEWS_SHOWN} shown)`,
    run: async () => {
      const product = await readProduct(db, withReviews);
      const verified = product?.reviews.filter((r) => r.verifiedBuyer).length ?? 0;
      return `${product?.reviews.length} of ${product?.reviewCount}, ${verified} verified`;
    },
  },
  {
    label: "product detail (no reviews)",
    run: async () => `${(await readProduct(db, withoutReviews))?.variants.length} variants`,
  },
  {
    label: "similar products page 1 (20)",
    run: async () => {
      const similar = await listSimilar(db, withReviews, 1, 20);
      return `${similar?.products.length} of ${similar?.totalCount}`;
    },
  },
];
console.log(`\nProduct page, ${REPS} runs each, budget p95 <= ${DETAIL_BUDGET_MS} ms:`);
for (const { label, run } of detailCases.filter((c) => c.label.includes(values.match))) {
  // Measured even when a listing missed its budget (`failed ||= await …` would skip it).
  const over = await measure(label, run, DETAIL_BUDGET_MS);
  failed ||= over;
}

if (!values.match) {
  console.log(`\nSearch, ${REPS} runs each, budget p95 <= ${SEARCH_BUDGET_MS} ms:`);
  // A typo, two words, a typo in each, a name and number, and a word of every description and no name.
  for (const q of ["hoddie", "black tee", "blak hoddie", "bench 4242", "product"]) {
    const over = await measure(
      `search "${q}"`,
      async () => {
        const found = await searchProducts(db, q, 8);
        return `${found.results.length} of ${found.totalCount}`;
      },
      SEARCH_BUDGET_MS,
    );
    failed ||= over;
  }
}

// The staff product table: what staff open first, and what they narrow it by. Page 2 follows the
// default page's cursor.
type StaffQuery = Parameters<typeof listStaffProducts>[1];
const staffFirst = await listStaffProducts(db, {});
const staffCases: { label: string; query: StaffQuery }[] = [
  { label: "staff table default page (25, recently changed)", query: {} },
  { label: 'staff table name search "hoodie 424"', query: { q: "hoodie 424" } },
  { label: "staff table bottomwear + published", query: { category: "bottomwear", status: "published" } },
  { label: "staff table sold out", query: { stock: "soldout" } },
  { label: "staff table by price", query: { sort: "price" } },
  { label: "staff table page 2 by cursor", query: { cursor: staffFirst.nextCursor ?? undefined } },
];
const staffShown = staffCases.filter((c) => c.label.includes(values.match));
if (staffShown.length > 0)
  console.log(`\nStaff product table, ${REPS} runs each, budget p95 <= ${BUDGET_MS} ms:`);
for (const { label, query } of staffShown) {
  const over = await measure(
    label,
    async () => {
      const page = await listStaffProducts(db, query);
      return `${page.products.length} of ${page.total ?? "?"}${page.moreThanTotal ? "+" : ""}`;
    },
    BUDGET_MS,
  );
  failed ||= over;
}

/** The staff table's query plans (page and count), for information. */
async function staffPlans() {
  for (const { label, query } of staffCases) {
    for (const [part, compiled] of [
      ["page", staffPageQuery(db, query).compile()],
      ["count", staffCountQuery(db, query).compile()],
    ] as const) {
      if (part === "count" && query.cursor) continue;
      const plan = await db.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain (analyze, buffers off) ${compiled.sql}`, [...compiled.parameters]),
      );
      console.log(`\nEXPLAIN ${label}: ${part}`);
      console.log(plan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n"));
    }
  }
}
if (!values.match || "staff table".includes(values.match)) await staffPlans();

/** Query plans, for information. */
async function information() {
  async function explain(title: string, query: ReturnType<typeof sql>) {
    const plan = await sql<{ "QUERY PLAN": string }>`explain (analyze, buffers off) ${query}`.execute(db);
    console.log(`\nEXPLAIN ${title}\n${plan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
  }
  await explain(
    "category page 1 ids",
    sql`select p.id from products p where p.category = 'upperwear'
        order by p.created_at desc, p.id desc limit ${LIMIT}`,
  );
  await explain(
    "tag + size, price-desc page 3 ids",
    sql`select p.id from products p where p.tags @> array['trending']::text[] and p.stock_sizes && array['XXL']::text[]
        order by p.final_price desc, p.created_at desc, p.id desc limit ${LIMIT} offset ${2 * LIMIT}`,
  );
  await explain(
    "filtered + price-asc page 1 ids",
    sql`select p.id from products p where p.category = 'upperwear' and p.stock_sizes && array['M']
        and p.final_price >= 1000 and p.final_price <= 1500
        order by p.final_price asc, p.created_at desc, p.id desc limit ${LIMIT}`,
  );
  await explain(
    "filtered count",
    sql`select count(*) from products p where p.category = 'upperwear' and p.stock_sizes && array['M']
        and p.final_price >= 1000 and p.final_price <= 1500`,
  );
  await db.transaction().execute(async (tx) => {
    await sql`select set_config('enable_seqscan', 'off', true)`.execute(tx);
    const plan = await sql<{ "QUERY PLAN": string }>`explain (analyze, buffers off)
      select count(*) from products p where p.tags @> array['trending']::text[]
        and p.stock_sizes && array['XXL']::text[]`.execute(tx);
    console.log(
      `\nEXPLAIN tag + size filtered count\n${plan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`,
    );
  });
  await explain(
    "size facet probe (3 sub-categories)",
    sql`select exists (select 1 from products p where p.sub_category = 'hoodie' and p.category = 'upperwear'
        and p.stock_sizes @> array['XXL']::text[])`,
  );
  await explain(
    "search 'hoddie' read as 'hoodie' (matches counted up to the cap)",
    sql`select count(*) from (select from products p
        where p.search_vector @@ to_tsquery('english', '(hoddie:* | hoodie)') limit ${COUNTED_UP_TO}) as m`,
  );
  await explain(
    "search 'black tee' (the newest strong matches, walking the newest products)",
    sql`select r.id from (select p.id, p.created_at, p.search_vector from products p
          order by p.created_at desc, p.id desc limit ${NEWEST_WALKED}) as r
        where r.search_vector @@ to_tsquery('english', '(black:AB) & (tee:AB)')
        order by r.created_at desc, r.id desc limit ${LIMIT}`,
  );
  const pageIds = (await listProducts(db, cases[0].scope, cases[0].query)).products.map((p) => p._id);
  const cards = summariesQuery(db, pageIds).compile();
  const cardsPlan = await db.executeQuery<{ "QUERY PLAN": string }>(
    CompiledQuery.raw(`explain (analyze, buffers off) ${cards.sql}`, [...cards.parameters]),
  );
  console.log(`\nEXPLAIN cards of page 1 (products + variants + sizes)`);
  console.log(cardsPlan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n"));
}
if (!values.match) await information();

await close();
console.log(failed ? "\nFAIL: a p95 over its budget" : "\nOK: every p95 within its budget");
process.exit(failed ? 1 : 0);
