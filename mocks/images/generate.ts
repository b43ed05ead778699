// Renders the mock media (product shots, banners, customiser blanks, graphics) into mocks/media.
// Run: npm run gen:images  (node --import tsx mocks/images/generate.ts)
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
  COLOUR_SLUGS,
  COLOURS,
  CUSTOMISER_COLOURS,
  CUSTOMISER_IMAGE_SIZE,
  CUSTOMISER_TYPES,
  customiserImagePath,
  GARMENTS,
  GRAPHIC_ART,
  GRAPHIC_SIZE,
  graphicPath,
  PLACEHOLDER_IMAGE_PATH,
  PRODUCT_IMAGE_WIDTHS,
  productImagePath,
  VIEWS,
} from "../fixtures/media";
import { bannerSvg, customiserSvg, graphicSvg, placeholderSvg, productSvg } from "./svg";

const here = dirname(fileURLToPath(import.meta.url));
export const MEDIA_DIR = join(here, "..", "media");
const MANAGED_DIRS = ["products", "banners", "customiser", "graphics"];

interface Job {
  /** URL path under /media */
  url: string;
  render: () => Promise<Buffer>;
}

const WEBP = { quality: 60, effort: 6, smartSubsample: true } as const;

function webp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

/** Graphics keep their transparency: WebP with a lossless alpha channel. */
function webpAlpha(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80, alphaQuality: 100, effort: 6 }).toBuffer();
}

export function buildJobs(): Job[] {
  const jobs: Job[] = [];
  for (const garment of GARMENTS) {
    for (const colour of COLOUR_SLUGS) {
      for (const view of VIEWS) {
        for (const width of PRODUCT_IMAGE_WIDTHS) {
          jobs.push({
            url: productImagePath(garment, colour, view, width),
            render: () => webp(productSvg(garment, view, COLOURS[colour].hex, width)),
          });
        }
      }
    }
  }
  for (const art of BANNER_ART) {
    for (const format of Object.keys(BANNER_SIZES) as BannerFormat[]) {
      const size = BANNER_SIZES[format];
      jobs.push({
        url: bannerImagePath(art.slug, format),
        render: () =>
          webp(
            bannerSvg({
              ...size,
              title: art.title,
              subtitle: art.subtitle,
              gradient: art.gradient,
              ink: art.ink,
              garment: art.garment,
              garmentFill: COLOURS[art.garmentColour].hex,
              vertical: format === "mobile",
              words: !art.wordsAsText,
            }),
          ),
      });
    }
  }
  for (const type of CUSTOMISER_TYPES) {
    for (const colour of CUSTOMISER_COLOURS) {
      for (const view of VIEWS) {
        jobs.push({
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
        });
      }
    }
  }
  for (const art of GRAPHIC_ART) {
    jobs.push({ url: graphicPath(art.slug), render: () => webpAlpha(graphicSvg(art.slug, GRAPHIC_SIZE)) });
  }
  jobs.push({ url: PLACEHOLDER_IMAGE_PATH, render: () => webp(placeholderSvg(400, 500)) });
  return jobs;
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

export async function generate(): Promise<{ written: number; unchanged: number; removed: number }> {
  sharp.concurrency(1);
  const jobs = buildJobs();
  let written = 0;
  let unchanged = 0;
  await pool(jobs, 2, async (job) => {
    const changed = await writeIfChanged(fileFor(job.url), await job.render());
    if (changed) written++;
    else unchanged++;
  });
  const expected = new Set(jobs.map((j) => fileFor(j.url)));
  let removed = 0;
  for (const dir of MANAGED_DIRS) {
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

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  const started = Date.now();
  const result = await generate();
  console.log(
    `media: ${result.written} written, ${result.unchanged} unchanged, ${result.removed} removed ` +
      `in ${relative(process.cwd(), MEDIA_DIR) || "."} (${Date.now() - started} ms)`,
  );
}
