// Benchmark: the checkout under 50 concurrent shoppers, through the API in process (no network): quotes per
// second (POST /checkout/quote, Buy Now with a coupon and a pincode), then place-order latency (p50/p99)
// for COD and online orders (the online ones against an in-memory gateway, so only the shop's own work is
// timed). Every answer must succeed; the stock is checked to have gone down by exactly what was ordered.
// Run: npm run bench:checkout [-- --shoppers 50 --quotes 20 --orders 6]
//   on PGlite (in memory) by default; DATABASE_URL=postgres://… for a PostgreSQL server, or --postgres for
//   a throw-away cluster of the installed PostgreSQL binaries (as the tests start one).
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { catalogue, DELIVERY_AS_OF } from "../../mocks/fixtures";
import { postgresBinDir, startPostgres } from "../../tests/support/postgres";
import { testGateway } from "../../tests/support/testGateway";
import { createApp } from "../app";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { seed } from "../db/seed";
import { identityColumns } from "../services/accounts/identity";
import { createSession } from "../services/accounts/sessions";
import { SESSION_COOKIE } from "../../src/lib/sessionCookie";
import { ADDRESS } from "./orderingShopper";

const { values } = parseArgs({
  options: {
    shoppers: { type: "string", default: "50" },
    quotes: { type: "string", default: "20" },
    orders: { type: "string", default: "6" },
    postgres: { type: "boolean", default: false },
  },
});
const SHOPPERS = Number(values.shoppers);
const QUOTES_EACH = Number(values.quotes);
const ORDERS_EACH = Number(values.orders);
const ORIGIN = "http://localhost:3000";

const cluster = values.postgres ? await startCluster() : null;
async function startCluster() {
  const bin = postgresBinDir();
  if (!bin) throw new Error("--postgres: no PostgreSQL binaries found (set POSTGRES_BIN)");
  return startPostgres(bin);
}
const url = cluster?.adminUrl ?? process.env.DATABASE_URL;
const { db, close } = await createDatabase({ url, dataDir: "memory" });
const where = url ? "PostgreSQL" : "PGlite";

let t0 = performance.now();
await migrateToLatest(db);
await seed(db);
// Stock that never runs out, so every order is placed and timed.
await db.updateTable("variant_sizes").set({ stock: 1_000_000 }).execute();
console.log(`${where}: migrated and seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const gateway = testGateway();
const app = createApp({
  db,
  build: null,
  payments: gateway,
  now: () => new Date(DELIVERY_AS_OF),
  publicUrl: ORIGIN,
  secureCookies: true,
  // Mails are handed over and forgotten: SMTP is not what this measures.
  mailer: { send: async () => {}, close: () => {} },
});
const products = catalogue.filter((p) => p.codAvailable && p.finalPrice <= 2000);

const cookies = await Promise.all(
  Array.from({ length: SHOPPERS }, async (_, i) => {
    const id = `bench-shopper-${i}-${randomUUID().slice(0, 8)}`;
    await db
      .insertInto("users")
      .values({
        id,
        ...identityColumns({
          username: `bench_${id.slice(-8)}_${i}`,
          email: `bench.${i}.${id.slice(-8)}@example.in`,
        }),
        role: "shopper",
        password_hash: "unused",
      })
      .execute();
    return `${SESSION_COOKIE}=${await createSession(db, id)}`;
  }),
);

async function call(cookie: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(`${ORIGIN}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: { total?: number } };
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const itemFor = (shopper: number, round: number) => {
  const product = products[(shopper * 7 + round) % products.length];
  const variant = product.variants[0];
  return {
    product: { productId: product._id, variantId: variant._id, size: variant.sizes[0].size, quantity: 1 },
    price: product.finalPrice,
  };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// 1. Quotes: every shopper asks for QUOTES_EACH quotes back to back, all shoppers at once.
t0 = performance.now();
await Promise.all(
  cookies.map(async (cookie, shopper) => {
    for (let round = 0; round < QUOTES_EACH; round++) {
      const { product } = itemFor(shopper, round);
      await call(cookie, "/checkout/quote", { product, pincode: ADDRESS.pincode, couponCode: "DISCOUNT10" });
    }
  }),
);
const quoteSeconds = (performance.now() - t0) / 1000;
const quotes = SHOPPERS * QUOTES_EACH;

// 2. Orders: every shopper quotes, then places ORDERS_EACH orders (COD and online by turns); each place-order
// call is timed on its own.
const latencies: { mode: string; ms: number }[] = [];
const stockBefore = await totalStock();
t0 = performance.now();
await Promise.all(
  cookies.map(async (cookie, shopper) => {
    for (let round = 0; round < ORDERS_EACH; round++) {
      const { product, price } = itemFor(shopper, round);
      const quote = await call(cookie, "/checkout/quote", { product, pincode: ADDRESS.pincode });
      const mode = round % 2 === 0 ? "cod" : "payment";
      const body = { ...ADDRESS, product: { ...product, price }, totalAmount: quote.data?.total };
      const started = performance.now();
      await call(cookie, `/order/${mode}`, body, { "idempotency-key": randomUUID() });
      latencies.push({ mode, ms: performance.now() - started });
    }
  }),
);
const orderSeconds = (performance.now() - t0) / 1000;
const ordered = SHOPPERS * ORDERS_EACH;
const stockTaken = stockBefore - (await totalStock());

async function totalStock() {
  const row = await db
    .selectFrom("variant_sizes")
    .select((eb) => eb.fn.sum<string | number>("stock").as("stock"))
    .executeTakeFirstOrThrow();
  return Number(row.stock);
}

const summary = (mode?: string) => {
  const sorted = latencies
    .filter((l) => !mode || l.mode === mode)
    .map((l) => l.ms)
    .sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (${sorted.length})`;
};
console.log(`\nCheckout on ${where}, ${SHOPPERS} concurrent shoppers`);
console.log(
  `  quotes:       ${(quotes / quoteSeconds).toFixed(0)} per second (${quotes} in ${quoteSeconds.toFixed(1)} s)`,
);
console.log(
  `  place order:  ${summary()}; ${(ordered / orderSeconds).toFixed(0)} orders per second with their quotes`,
);
console.log(`    COD:        ${summary("cod")}`);
console.log(`    online:     ${summary("payment")}`);
console.log(`  stock taken:  ${stockTaken} units for ${ordered} orders of one piece`);

await close();
await cluster?.stop();
if (stockTaken !== ordered) {
  console.error("The stock did not go down by exactly what was ordered.");
  process.exit(1);
}
