// Benchmark: a staff member's 12-megapixel photo (4000 × 3000 JPEG of noise, about 3.4 MB, as a phone's
// photo is hard to compress) from the upload to its renditions being ready (docs/decisions/picture-pipeline.md):
// the upload's answer (checks, the original stored, the row and the job written), then the job (decoded
// once, four renditions encoded and stored) woken by the commit's NOTIFY, read back by polling the
// picture's state every 20 ms. Median of 3 uploads, pictures kept in the database (the production store).
// Run: npm run bench:pictures [-- --runs 3] [--megapixels 12]  (4:3; 40 is the most an upload may have,
//   MAX_PICTURE_PIXELS)
//   on PGlite (in memory) by default; --postgres for a throw-away cluster of the installed PostgreSQL
//   binaries (as the tests start one), or DATABASE_URL=postgres://… for a server of your own.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { staffUser } from "../../mocks/fixtures";
import { SESSION_COOKIE } from "../../src/lib/sessionCookie";
import { postgresBinDir, startPostgres } from "../../tests/support/postgres";
import { createShop } from "../app";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { seed } from "../db/seed";
import { createSession } from "../services/accounts/sessions";
import { postgresFileStore } from "../storage/postgresFileStore";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    megapixels: { type: "string", default: "12" },
    postgres: { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);
/** 4:3, as a phone's photo, rounded down so it stays within the pixel limit. */
const HEIGHT = Math.floor(Math.sqrt((Number(values.megapixels) * 1e6 * 3) / 4));
const WIDTH = Math.floor((HEIGHT * 4) / 3);
const ORIGIN = "http://localhost:3000";

async function startCluster() {
  const bin = postgresBinDir();
  if (!bin) throw new Error("--postgres: no PostgreSQL binaries found (set POSTGRES_BIN)");
  return startPostgres(bin);
}
const cluster = values.postgres ? await startCluster() : null;
const url = cluster?.adminUrl ?? process.env.DATABASE_URL;
const { db, close } = await createDatabase({ url, dataDir: "memory" });
const where = url ? "PostgreSQL" : "PGlite";
await migrateToLatest(db);
await seed(db);

let started = performance.now();
// Noise, softened a little as a lens does: a photo's detail, which JPEG cannot squeeze much.
const photo = await sharp({
  create: {
    width: WIDTH,
    height: HEIGHT,
    channels: 3,
    background: { r: 128, g: 128, b: 128 },
    noise: { type: "gaussian", mean: 128, sigma: 40 },
  },
})
  .blur(0.8)
  .jpeg({ quality: 85 })
  .toBuffer();
console.log(
  `A ${WIDTH} × ${HEIGHT} JPEG of ${(photo.byteLength / 1e6).toFixed(1)} MB made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const shop = createShop({
  db,
  build: null,
  publicUrl: ORIGIN,
  secureCookies: true,
  files: postgresFileStore(db),
  // The worker is woken by each commit's NOTIFY; no periodic look needed for this.
  jobs: { pollMs: null },
});
const cookie = `${SESSION_COOKIE}=${await createSession(db, staffUser._id)}`;

async function uploadOnce(): Promise<{ answered: number; ready: number }> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  form.set("purpose", "product");
  started = performance.now();
  const response = await shop.app.request(`${ORIGIN}/api/v1/admin/pictures`, {
    method: "POST",
    headers: { cookie, origin: ORIGIN },
    body: form,
  });
  const answered = performance.now() - started;
  const body = await response.json();
  if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${body.message}`);
  for (;;) {
    const state = await shop.app.request(`${ORIGIN}/api/v1/admin/pictures/${body.data._id}`, {
      headers: { cookie },
    });
    const { data } = await state.json();
    if (data.status === "ready") return { answered, ready: performance.now() - started };
    if (data.status === "failed") throw new Error(`the picture failed: ${data.error}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const runs: Array<{ answered: number; ready: number }> = [];
for (let i = 0; i < RUNS; i++) {
  const run = await uploadOnce();
  runs.push(run);
  console.log(
    `  upload ${i + 1}: answered 202 in ${run.answered.toFixed(0)} ms, ready in ${run.ready.toFixed(0)} ms`,
  );
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.log(
  `\nPictures on ${where}: upload answered in ${median(runs.map((r) => r.answered)).toFixed(0)} ms, ready in ${median(runs.map((r) => r.ready)).toFixed(0)} ms (median of ${RUNS})`,
);

await shop.jobs?.stop();
await close();
await cluster?.stop();
