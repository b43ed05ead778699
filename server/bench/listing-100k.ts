// Benchmark: tag listing over 100,000 products on PGlite (or DATABASE_URL).
// Run: node --import tsx server/bench/listing-100k.ts [--reps 40] [--budget 50]
// Exits 1 when any measured page's p95 exceeds the budget (milliseconds).
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { CompiledQuery, sql } from "kysely";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { listProductsByTag, summariesQuery } from "../services/product-listing";

const { values } = parseArgs({
  options: {
    reps: { type: "string", default: "40" },
    budget: { type: "string", default: "50" },
    products: { type: "string", default: "100000" },
  },
});
const REPS = Number(values.reps);
const BUDGET_MS = Number(values.budget);
const N = Number(values.products);
const LIMIT = 8;

const { db, close } = await createDatabase({ url: process.env.DATABASE_URL, dataDir: "memory" });
await migrateToLatest(db);

let t0 = performance.now();
// Tags: 3 in 4 products are new arrivals (the biggest listing), half trending, a quarter lowsell.
await sql`
  insert into products (id, name, description, category, sub_category, price, final_price, discount, tags,
    is_new, rating, review_count, created_at)
  select 'p' || lpad(g::text, 7, '0'), 'Bench product ' || g, 'A benchmark product',
    case when g % 7 >= 5 then 'bottomwear' else 'upperwear' end,
    (array['t-shirt', 'oversize-t-shirt', 'regular-t-shirt', 'hoodie', 'shacket', 'joggers', 'jeans'])[1 + g % 7],
    999 + g % 1000, 799 + g % 1000, 20,
    case g % 4 when 0 then array['newarrival', 'trending'] when 1 then array['newarrival', 'lowsell']
      when 2 then array['newarrival'] else array['trending'] end,
    g % 4 <> 3, (g % 50) / 10.0, g % 40,
    timestamptz '2025-01-01' + (g % 90000) * interval '1 minute'
  from generate_series(1, ${N}) as g`.execute(db);
await sql`
  insert into product_variants (id, product_id, position, color, color_hex, images)
  select p.id || '-v' || v, p.id, v, (array['Black', 'White'])[v + 1], (array['#000000', '#ffffff'])[v + 1],
    array['/media/products/tshirt-black-front-400.webp', '/media/products/tshirt-black-back-400.webp']
  from products p cross join generate_series(0, 1) as v`.execute(db);
await sql`
  insert into variant_sizes (variant_id, size, stock)
  select v.id, s, (length(v.id) + length(s)) % 7 from product_variants v
  cross join unnest(array['S', 'M', 'L', 'XL', 'XXL']) as s`.execute(db);
await sql`vacuum analyze`.execute(db);
console.log(
  `Inserted ${N} products (+ variants, sizes) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const counts = await db
  .selectFrom("product_tags")
  .select(["tag", (eb) => eb.fn.countAll().as("n")])
  .groupBy("tag")
  .execute();
console.log("Tag counts:", Object.fromEntries(counts.map((c) => [c.tag, Number(c.n)])));

const total = Number(counts.find((c) => c.tag === "newarrival")?.n ?? 0);
const lastPage = Math.ceil(total / LIMIT);
const cases = [
  { label: "page 1", page: 1 },
  { label: "middle page", page: Math.ceil(lastPage / 2) },
  { label: "last page", page: lastPage },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

let failed = false;
for (const { label, page } of cases) {
  for (let i = 0; i < 3; i++) await listProductsByTag(db, "newarrival", page, LIMIT); // warm up
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < REPS; i++) {
    t0 = performance.now();
    const listing = await listProductsByTag(db, "newarrival", page, LIMIT);
    times.push(performance.now() - t0);
    size = listing.products.length;
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const over = p95 > BUDGET_MS;
  failed ||= over;
  console.log(
    `${label.padEnd(12)} page ${String(page).padStart(6)}: ${size} products, p50 ${p50.toFixed(2)} ms, ` +
      `p95 ${p95.toFixed(2)} ms${over ? `  OVER BUDGET (${BUDGET_MS} ms)` : ""}`,
  );
}

async function explain(title: string, query: ReturnType<typeof sql>) {
  const plan = await sql<{ "QUERY PLAN": string }>`explain (analyze, buffers off) ${query}`.execute(db);
  console.log(`\nEXPLAIN ${title}\n${plan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}`);
}
const middleOffset = (cases[1].page - 1) * LIMIT;
await explain("count (kept by triggers)", sql`select product_count from tag_counts where tag = 'newarrival'`);
await explain(
  "page 1 ids",
  sql`select product_id from product_tags where tag = 'newarrival'
      order by created_at desc, product_id desc limit ${LIMIT} offset 0`,
);
await explain(
  "middle page ids",
  sql`select product_id from product_tags where tag = 'newarrival'
      order by created_at desc, product_id desc limit ${LIMIT} offset ${middleOffset}`,
);
await explain(
  "last page ids (scanned from the old end)",
  sql`select product_id from product_tags where tag = 'newarrival'
      order by created_at asc, product_id asc limit ${LIMIT} offset 0`,
);
const pageIds = (await listProductsByTag(db, "newarrival", 1, LIMIT)).products.map((p) => p._id);
const cards = summariesQuery(db, pageIds).compile();
const cardsPlan = await db.executeQuery<{ "QUERY PLAN": string }>(
  CompiledQuery.raw(`explain (analyze, buffers off) ${cards.sql}`, [...cards.parameters]),
);
console.log(`\nEXPLAIN cards of page 1 (products + variants + sizes)`);
console.log(cardsPlan.rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n"));

await close();
console.log(failed ? `\nFAIL: p95 over ${BUDGET_MS} ms` : `\nOK: every p95 within ${BUDGET_MS} ms`);
process.exit(failed ? 1 : 0);
