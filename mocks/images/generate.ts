// Renders the mock media (product shots, banners, customiser blanks, graphics) into mocks/media.
// Run: npm run gen:images  (node --import tsx mocks/images/generate.ts)
// One kind only: npm run gen:images -- banners  (or products, customiser, graphics; several may be named):
// the others are neither drawn nor touched, so redrawing the banners takes seconds, not ten minutes.
// Product shots: every product's own pictures (front, back, close-up) per colour, 400 and 800 wide, each
// drawn once and written as AVIF and WebP.
// Deterministic and idempotent: the same input gives the same bytes; unchanged files are not
// rewritten, and files in the generated folders that the manifest no longer names are removed.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  BANNER_ART,
  BANNER_SIZES,
  type BannerFormat,
  bannerImagePath,
  COLOURS,
  CUSTOMISER_COLOURS,
  CUSTOMISER_IMAGE_SIZE,
  CUSTOMISER_TYPES,
  customiserImagePath,
  GRAPHIC_ART,
  GRAPHIC_SIZE,
  graphicPath,
  PLACEHOLDER_IMAGE_PATH,
  type ImageFormat,
  PRODUCT_IMAGE_FORMATS,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_VIEWS,
  productImagePath,
  VIEWS,
} from "../fixtures/media";
import { PRODUCT_MEDIA } from "../fixtures/products";
import { productShotSvg } from "./productShot";
import { bannerSvg, customiserSvg, graphicSvg, placeholderSvg } from "./svg";

const here = dirname(fileURLToPath(import.meta.url));
export const MEDIA_DIR = join(here, "..", "media");
/** The kinds of media, each in its own folder under mocks/media. */
export const MEDIA_KINDS = ["products", "banners", "customiser", "graphics"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

interface Job {
  /** URL path under /media */
  url: string;
  render: () => Promise<Buffer>;
}

/** One drawing written in several formats: rasterised once, encoded once per format. */
interface MultiJob {
  svg: () => string;
  outputs: { url: string; format: ImageFormat }[];
}

const WEBP = { quality: 60, effort: 6, smartSubsample: true } as const;
const AVIF = { quality: 48, effort: 4, chromaSubsampling: "4:2:0" } as const;

function webp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

/** Graphics keep their transparency: WebP with a lossless alpha channel. */
function webpAlpha(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80, alphaQuality: 100, effort: 6 }).toBuffer();
}

/** Every product colour's front, back and close-up, at each width, in AVIF and WebP. */
export function buildProductJobs(): MultiJob[] {
  const jobs: MultiJob[] = [];
  for (const { slug, garment, colours } of PRODUCT_MEDIA) {
    for (const colour of colours) {
      for (const view of PRODUCT_VIEWS) {
        for (const width of PRODUCT_IMAGE_WIDTHS) {
          jobs.push({
            svg: () => productShotSvg({ product: slug, garment, hex: COLOURS[colour].hex, view, width }),
            outputs: PRODUCT_IMAGE_FORMATS.map((format) => ({
              url: productImagePath(slug, colour, view, width, format),
              format,
            })),
          });
        }
      }
    }
  }
  return jobs;
}

async function renderEach(job: MultiJob): Promise<{ url: string; data: Buffer }[]> {
  const { data, info } = await sharp(Buffer.from(job.svg())).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  return Promise.all(
    job.outputs.map(async ({ url, format }) => ({
      url,
      data: await (format === "avif"
        ? sharp(data, raw).avif(AVIF).toBuffer()
        : sharp(data, raw).webp(WEBP).toBuffer()),
    })),
  );
}

/** The drawings of one kind of media (every kind when none is named), product shots apart. */
export function buildJobs(kinds: readonly MediaKind[] = MEDIA_KINDS): Job[] {
  const jobs: Job[] = [];
  if (kinds.includes("banners")) jobs.push(...bannerJobs());
  if (kinds.includes("customiser")) jobs.push(...customiserJobs());
  if (kinds.includes("graphics")) {
    for (const art of GRAPHIC_ART) {
      jobs.push({ url: graphicPath(art.slug), render: () => webpAlpha(graphicSvg(art.slug, GRAPHIC_SIZE)) });
    }
  }
  // The stand-in for a product picture that is missing.
  if (kinds.includes("products")) {
    jobs.push({ url: PLACEHOLDER_IMAGE_PATH, render: () => webp(placeholderSvg(400, 500)) });
  }
  return jobs;
}

/** Every banner's wide and phone art, without words (the page sets them over the picture as text). */
function bannerJobs(): Job[] {
  return BANNER_ART.flatMap((art) =>
    (Object.keys(BANNER_SIZES) as BannerFormat[]).map((format) => ({
      url: bannerImagePath(art.slug, format),
      render: () =>
        webp(
          bannerSvg({
            ...BANNER_SIZES[format],
            gradient: art.gradient,
            garment: art.garment,
            garmentFill: COLOURS[art.garmentColour].hex,
            vertical: format === "mobile",
          }),
        ),
    })),
  );
}

function customiserJobs(): Job[] {
  return CUSTOMISER_TYPES.flatMap((type) =>
    CUSTOMISER_COLOURS.flatMap((colour) =>
      VIEWS.map((view) => ({
        url: customiserImagePath(type, colour, view),
        render: () =>
          webp(
            customiserSvg(
              type,
              view,
              COLOURS[colour].hex,
              CUSTOMISER_IMAGE_SIZE.width,
              CUSTOMISER_IMAGE_SIZE.height,
            ),
          ),
      })),
    ),
  );
}

function fileFor(url: string): string {
  return join(MEDIA_DIR, url.replace(/^\/media\//, ""));
}

async function writeIfChanged(file: string, data: Buffer): Promise<boolean> {
  try {
    const old = await readFile(file);
    if (old.equals(data)) return false;
  } catch {
    // missing: write it
  }
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  return true;
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: size }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item);
    }
  });
  await Promise.all(runners);
}

/**
 * Draws the media of `kinds` (every kind by default) and writes what changed; removes the files in their
 * folders that no drawing names any more. Folders of other kinds are left as they are.
 */
export async function generate(
  kinds: readonly MediaKind[] = MEDIA_KINDS,
): Promise<{ written: number; unchanged: number; removed: number }> {
  sharp.concurrency(1);
  const jobs = buildJobs(kinds);
  const productJobs = kinds.includes("products") ? buildProductJobs() : [];
  let written = 0;
  let unchanged = 0;
  const count = (changed: boolean) => {
    if (changed) written++;
    else unchanged++;
  };
  await pool(jobs, 2, async (job) => {
    count(await writeIfChanged(fileFor(job.url), await job.render()));
  });
  await pool(productJobs, 2, async (job) => {
    for (const { url, data } of await renderEach(job)) count(await writeIfChanged(fileFor(url), data));
  });
  const expected = new Set([
    ...jobs.map((j) => fileFor(j.url)),
    ...productJobs.flatMap((j) => j.outputs.map((o) => fileFor(o.url))),
  ]);
  let removed = 0;
  for (const dir of kinds) {
    const full = join(MEDIA_DIR, dir);
    const names = await readdir(full).catch(() => [] as string[]);
    for (const name of names) {
      const file = join(full, name);
      if (!expected.has(file)) {
        await rm(file, { recursive: true, force: true });
        removed++;
      }
    }
  }
  return { written, unchanged, removed };
}

/** The kinds named on the command line (every kind when none is); an unknown name is refused. */
export function kindsFromArgs(args: readonly string[]): MediaKind[] {
  const unknown = args.filter((arg) => !(MEDIA_KINDS as readonly string[]).includes(arg));
  if (unknown.length > 0) {
    throw new Error(`unknown media kind ${unknown.join(", ")}: name any of ${MEDIA_KINDS.join(", ")}`);
  }
  return args.length > 0 ? (args as MediaKind[]) : [...MEDIA_KINDS];
}

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  const started = Date.now();
  const kinds = kindsFromArgs(process.argv.slice(2));
  const result = await generate(kinds);
  console.log(
    `media (${kinds.join(", ")}): ${result.written} written, ${result.unchanged} unchanged, ` +
      `${result.removed} removed in ${relative(process.cwd(), MEDIA_DIR) || "."} (${Date.now() - started} ms)`,
  );
}
