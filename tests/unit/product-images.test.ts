// The srcset rules of product pictures (src/features/catalog/productImages.ts): a 400-wide picture's 800-wide
// twin, and the AVIF twins of the sample photos and of the pictures staff upload
// (docs/decisions/picture-pipeline.md), and nothing derived for any other address.
import { describe, expect, it } from "vitest";
import { productImageAvifSrcSet, productImageSrcSet } from "../../src/features/catalog/productImages";

const HASH = "5b48a070b8ef39fd9ba7f8b487aaccb452f712c311f480615c0246e106b8369d";

describe("product picture srcsets", () => {
  it("pairs a sample photo's 400 with its 800, in WebP and AVIF", () => {
    const src = "/media/products/acid-wash-oversized-tee-black-back-400.webp";
    expect(productImageSrcSet(src)).toBe(
      `${src} 400w, /media/products/acid-wash-oversized-tee-black-back-800.webp 800w`,
    );
    expect(productImageAvifSrcSet(src)).toBe(
      "/media/products/acid-wash-oversized-tee-black-back-400.avif 400w, /media/products/acid-wash-oversized-tee-black-back-800.avif 800w",
    );
  });

  it("pairs an uploaded picture's 400 with its 800, in WebP and AVIF", () => {
    const src = `/files/pictures/${HASH}-400.webp`;
    expect(productImageSrcSet(src)).toBe(`${src} 400w, /files/pictures/${HASH}-800.webp 800w`);
    expect(productImageAvifSrcSet(src)).toBe(
      `/files/pictures/${HASH}-400.avif 400w, /files/pictures/${HASH}-800.avif 800w`,
    );
  });

  it("derives nothing for other pictures", () => {
    for (const src of [
      "/media/placeholder.webp",
      "/media/products/tee-800.webp",
      "https://cdn.example.in/tee-400.webp",
      `/files/pictures/${HASH}-800.webp`,
      `/files/pictures/${HASH.slice(1)}-400.webp`,
      `/files/private/pictures/${HASH}-400.webp`,
      `/files/other/${HASH}-400.webp`,
    ]) {
      expect(productImageAvifSrcSet(src), src).toBeUndefined();
    }
    expect(productImageSrcSet("/media/placeholder.webp")).toBeUndefined();
    expect(productImageSrcSet("https://cdn.example.in/tee-400.webp")).toBe(
      "https://cdn.example.in/tee-400.webp 400w, https://cdn.example.in/tee-800.webp 800w",
    );
  });
});
