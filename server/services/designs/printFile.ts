// A design's print files and mockups (docs/decisions/customiser-design.md#print-files), drawn by the same
// component as the browser's: src/lib/design/DesignLayersSvg.tsx rendered to markup, in an SVG whose
// viewBox is the print area in print units, then rasterised by sharp (librsvg). Pictures go in as data:
// URIs (artwork.ts) and text as outlines from the shipped fonts (textOutline.ts), so nothing depends on
// what the server has installed.
import type { Kysely, Selectable } from "kysely";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { DesignLayersSvg } from "../../../src/lib/design/DesignLayersSvg";
import {
  type DesignSide,
  MOCKUP,
  PRINT_AREA,
  PRINT_DPI,
  PRINT_FILE_PIXELS,
  printAreaOnMockup,
} from "../../../src/lib/design/printArea";
import type { Database, DesignsTable } from "../../db/schema";
import type { FileStore } from "../../storage/fileStore";
import { artworkSources, pictureAt } from "./artwork";
import { textOutline } from "./textOutline";

export type PrintableDesign = Pick<Selectable<DesignsTable>, "garment" | "variant_id" | "sides">;

export interface RenderedPicture {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** The sides with at least one layer: the ones printed (and priced, src/lib/design/designPrice.ts). */
export const printedSides = (design: PrintableDesign): DesignSide[] =>
  (["front", "back"] as const).filter((side) => design.sides[side].length > 0);

/** One side's layers as a standalone SVG document `width` × `height` pixels over the whole print area. */
export async function designSideSvg(
  db: Kysely<Database>,
  store: FileStore,
  design: PrintableDesign,
  side: DesignSide,
  size: { width: number; height: number },
): Promise<string> {
  const layers = design.sides[side];
  const pixelsPerUnit = size.width / PRINT_AREA.width;
  const pictures = await artworkSources(db, store, layers, pixelsPerUnit);
  const markup = renderToStaticMarkup(
    createElement(DesignLayersSvg, { layers, sources: { ...pictures, textOutline } }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PRINT_AREA.width} ${PRINT_AREA.height}" width="${size.width}" height="${size.height}">${markup}</svg>`;
}

/** Rasterised with transparency. `unlimited`: the SVG is the shop's own, and a photo's data: URI passes
 * librsvg's guard against huge attributes. */
const rasterise = (svg: string) => sharp(Buffer.from(svg), { unlimited: true });

/** The print file of `side`: PRINT_FILE_PIXELS (3,600 × 4,800) on a transparent background, PNG marked
 * 300 DPI (pHYs), the whole print area. */
export async function renderPrintSide(
  db: Kysely<Database>,
  store: FileStore,
  design: PrintableDesign,
  side: DesignSide,
): Promise<RenderedPicture> {
  const svg = await designSideSvg(db, store, design, side, PRINT_FILE_PIXELS);
  const bytes = await rasterise(svg)
    .png({ compressionLevel: 6 })
    .withMetadata({ density: PRINT_DPI })
    .toBuffer();
  return { bytes: new Uint8Array(bytes), ...PRINT_FILE_PIXELS };
}

/** The blank's picture of the design's colour and `side`: from its variant's pictures, the one named for
 * the side (mocks/media/customiser/<garment>-<colour>-<side>.webp), else the first (front) or second. */
async function blankPicture(
  db: Kysely<Database>,
  store: FileStore,
  design: PrintableDesign,
  side: DesignSide,
): Promise<Uint8Array | undefined> {
  const variant = await db
    .selectFrom("product_variants")
    .select("images")
    .where("id", "=", design.variant_id)
    .executeTakeFirst();
  const images = variant?.images ?? [];
  const named = images.find((path) => path.includes(`-${side}.`));
  const path = named ?? images[side === "front" ? 0 : 1] ?? images[0];
  return path ? pictureAt(store, path) : undefined;
}

/** The garment of the design's colour seen from `side` with the side's layers on its print area, as
 * WebP `width` pixels wide (the blank pictures' 4:5): for the order board, My Orders and the share page.
 * A light grey ground when the blank's picture is missing. */
export async function renderMockup(
  db: Kysely<Database>,
  store: FileStore,
  design: PrintableDesign,
  side: DesignSide,
  width: number,
): Promise<RenderedPicture> {
  const scale = width / MOCKUP.width;
  const height = Math.round(MOCKUP.height * scale);
  const blank = await blankPicture(db, store, design, side);
  const ground = blank
    ? sharp(blank).resize(width, height, { fit: "fill" })
    : sharp({ create: { width, height, channels: 3, background: { r: 238, g: 238, b: 238 } } });
  const place = printAreaOnMockup(design.garment, side);
  const area = { width: Math.round(place.width * scale), height: Math.round(place.height * scale) };
  const layers = await rasterise(await designSideSvg(db, store, design, side, area))
    .png()
    .toBuffer();
  const bytes = await ground
    .composite([{ input: layers, left: Math.round(place.x * scale), top: Math.round(place.y * scale) }])
    .webp({ quality: 80 })
    .toBuffer();
  return { bytes: new Uint8Array(bytes), width, height };
}
