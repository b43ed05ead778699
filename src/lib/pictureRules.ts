// What the shop takes as a picture, and what it makes of one (docs/decisions/picture-pipeline.md): the
// server checks uploads and renders by these, the mock handlers and screens say the same limits. The
// renditions match the sample media the storefront is built around (mocks/fixtures/media.ts: product
// photos 400 and 800 wide at 4:5 in WebP and AVIF, banners 1600 × 600 and 800 × 1000 in WebP), so an
// uploaded picture is named where a sample one is, with the same srcset rules
// (src/features/catalog/productImages.ts).
import type { PicturePurpose } from "../api/types";

/** The largest upload (the contract's PictureUploadForm.file maxLength): a phone's photo is 3–8 MB. */
export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;

/** The most pixels a picture may have, read from its header before anything decodes it: a 100-megapixel
 * PNG of one colour is a few KB to send but 300 MB to decode. A 48-megapixel phone saves 12-megapixel
 * photos unless asked otherwise. */
export const MAX_PICTURE_PIXELS = 40_000_000;

export type PictureFormat = "webp" | "avif";

export interface Rendition {
  width: number;
  height: number;
  format: PictureFormat;
}

const both = (width: number, height: number): Rendition[] => [
  { width, height, format: "webp" },
  { width, height, format: "avif" },
];

/** Every purpose's renditions; the first is the one a picture names (`src`). */
export const RENDITIONS: Record<PicturePurpose, readonly Rendition[]> = {
  product: [...both(400, 500), ...both(800, 1000)],
  "banner-desktop": [{ width: 1600, height: 600, format: "webp" }],
  "banner-mobile": [{ width: 800, height: 1000, format: "webp" }],
};

/** The smallest picture a purpose takes: its largest rendition, so none is made by enlarging. */
export function smallestFor(purpose: PicturePurpose): { width: number; height: number } {
  const renditions = RENDITIONS[purpose];
  return {
    width: Math.max(...renditions.map((r) => r.width)),
    height: Math.max(...renditions.map((r) => r.height)),
  };
}
