// Every product has its own pictures (distinct products never share one picture): its own paths,
// front, back and a close-up per colour, written by the generator in AVIF and WebP at 400 and 800 px, 4:5,
// and drawn differently from every other product's.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  avifImagePath,
  carts,
  catalogue,
  customizedOrders,
  makeOrderItem,
  makeProduct,
  orders,
  PRODUCT_ART,
  PRODUCT_IMAGE_FORMATS,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_MEDIA,
  productImagePath,
  variantImagePaths,
  wideImagePath,
} from "../../mocks/fixtures";
import { MEDIA_DIR, mediaFile, mediaPaths } from "../support/mediaFiles";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PRODUCTS = "/media/products/";

/** The 400 and 800 px renditions of a 400 px WebP path, in both formats. */
function renditions(path: string): string[] {
  return PRODUCT_IMAGE_FORMATS.flatMap((format) => {
    const base = format === "avif" ? avifImagePath(path) : path;
    return PRODUCT_IMAGE_WIDTHS.map((width) => (width === 400 ? base : wideImagePath(base)));
  });
}

const md5 = (path: string) =>
  createHash("md5")
    .update(readFileSync(mediaFile(path)))
    .digest("hex");

describe("product pictures", () => {
  it("has art for exactly the catalogue's products", () => {
    expect(Object.keys(PRODUCT_ART).sort()).toEqual(PRODUCT_MEDIA.map((p) => p.slug).sort());
    expect(PRODUCT_MEDIA).toHaveLength(catalogue.length);
  });

  it("lists a front, a back and a close-up of its own for every colour", () => {
    for (const [i, product] of catalogue.entries()) {
      const { slug } = PRODUCT_MEDIA[i];
      for (const variant of product.variants) {
        expect(variant.images, `${product.name} in ${variant.color}`).toHaveLength(3);
        const [front, back, detail] = variant.images;
        expect(front).toMatch(new RegExp(`^/media/products/${slug}-[a-z-]+-front-400\\.webp$`));
        expect(back).toMatch(new RegExp(`^/media/products/${slug}-[a-z-]+-back-400\\.webp$`));
        expect(detail).toMatch(new RegExp(`^/media/products/${slug}-[a-z-]+-detail-400\\.webp$`));
      }
    }
  });

  it("names no picture for two products", () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const product of catalogue) {
      for (const variant of product.variants) {
        for (const path of variant.images) {
          const other = owner.get(path);
          if (other && other !== product._id) shared.push(path);
          owner.set(path, product._id);
        }
      }
    }
    expect(shared).toEqual([]);
    expect(owner.size).toBe(catalogue.reduce((n, p) => n + p.variants.length * 3, 0));
  });

  it("has every picture the fixtures name in AVIF and WebP, 400 and 800 px wide, 4:5", async () => {
    const named = mediaPaths({ catalogue, orders, customizedOrders, carts }, PRODUCTS);
    for (const path of mediaPaths([makeProduct(), makeOrderItem()], PRODUCTS)) named.add(path);
    expect(named.size).toBeGreaterThan(250);
    const all = [...named].flatMap(renditions);
    const missing = all.filter((rendition) => {
      const file = mediaFile(rendition);
      return !existsSync(file) || statSync(file).size === 0;
    });
    expect(missing).toEqual([]);
    // Over a thousand headers: read side by side (sharp works on its own threads), not one after another.
    const wrong = await Promise.all(
      all.map(async (rendition) => {
        const meta = await sharp(mediaFile(rendition)).metadata();
        const width = rendition.includes("-800.") ? 800 : 400;
        const format = rendition.endsWith(".avif") ? "heif" : "webp";
        return meta.format !== format || meta.width !== width || meta.height !== width * 1.25
          ? `${rendition}: ${meta.format} ${meta.width}x${meta.height}`
          : null;
      }),
    );
    expect(wrong.filter((problem) => problem !== null)).toEqual([]);
    // Reading every header takes a few seconds on this 2-core machine, more while other test files run.
  }, 60_000);

  it("draws every product differently: no two products' pictures have the same bytes", () => {
    const byHash = new Map<string, string>();
    const clashes: string[] = [];
    for (const { slug, colours } of PRODUCT_MEDIA) {
      for (const colour of colours) {
        for (const path of variantImagePaths(slug, colour)) {
          const hash = md5(path);
          const other = byHash.get(hash);
          if (other && !other.startsWith(`/media/products/${slug}-`)) clashes.push(`${path} = ${other}`);
          byHash.set(hash, path);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it("writes no product pictures the fixtures do not name", () => {
    const expected = new Set(
      PRODUCT_MEDIA.flatMap(({ slug, colours }) =>
        colours.flatMap((colour) => variantImagePaths(slug, colour).flatMap(renditions)),
      ),
    );
    const onDisk = readdirSync(join(MEDIA_DIR, "products")).map((name) => `/media/products/${name}`);
    expect(onDisk.filter((path) => !expected.has(path))).toEqual([]);
    expect(onDisk).toHaveLength(expected.size);
  });

  it("finds every product picture the storefront's own code names (category tiles)", () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) sources.push(readFileSync(path, "utf8"));
      }
    };
    walk(join(ROOT, "src"));
    const named = sources.flatMap((source) =>
      [...source.matchAll(/"(\/media\/products\/[^"]+)"/g)].map((m) => m[1]),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((path) => !existsSync(mediaFile(path)))).toEqual([]);
  });

  it("derives the other renditions' paths", () => {
    const front = productImagePath("kolam-line-art-tee", "navy", "front");
    expect(front).toBe("/media/products/kolam-line-art-tee-navy-front-400.webp");
    expect(wideImagePath(front)).toBe("/media/products/kolam-line-art-tee-navy-front-800.webp");
    expect(avifImagePath(front)).toBe("/media/products/kolam-line-art-tee-navy-front-400.avif");
    expect(wideImagePath(avifImagePath(front))).toBe(
      "/media/products/kolam-line-art-tee-navy-front-800.avif",
    );
  });
});
