// The print file against the browser (docs/decisions/customiser-design.md#one-drawing): a saved design's
// side drawn by Chromium from DesignLayersSvg's markup, with the shipped fonts through @font-face as the
// editor loads them, and the server's 3,600 × 4,800 print file scaled down to the same 600 × 800, both laid
// on white; their mean difference per channel must stay under a small tolerance. Runs in Node with the one
// browser every test launches (tests/chromium.ts): it needs the component's markup and the font files, not
// a built shop or Storybook, so it takes seconds.
import { readFileSync } from "node:fs";
import { type Browser, chromium } from "playwright";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import { renderPrintSide } from "../../server/services/designs/printFile";
import { acceptDesignUpload } from "../../server/services/designs/uploads";
import type { FileStore } from "../../server/storage/fileStore";
import { postgresFileStore } from "../../server/storage/postgresFileStore";
import type { DesignLayer, DesignSides } from "../../src/api/types";
import { DesignLayersSvg } from "../../src/lib/design/DesignLayersSvg";
import { DESIGN_FONTS } from "../../src/lib/design/fonts";
import { chromiumArgs, chromiumPath } from "../chromium";
import { pglite } from "../support/databases";
import { insertBlank, insertDesign, insertGraphic } from "../support/designRows";

/** Mean absolute difference per channel (0–255) the two drawings may have at 600 × 800. Measured: 1.31,
 * all of it at the edges of glyphs and pictures (each renderer anti-aliases and resamples its own way);
 * the same drawing with the upload moved 20 units (3 % of the print area's width) differs by 4.77. */
const TOLERANCE = 2;
const SIZE = { width: 600, height: 800 };

const dataUri = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

/** The editor's @font-face rules, each font the very file the print renderer reads. */
const fontFaces = DESIGN_FONTS.map(
  (font) =>
    `@font-face { font-family: '${font.family}'; src: url(${dataUri("font/woff", readFileSync(`src/design/fonts/print/${font.file}`))}) format('woff'); }`,
).join("\n");

/** The picture laid on white, as raw RGB. */
const onWhite = (bytes: Uint8Array | Buffer) =>
  sharp(bytes).flatten({ background: "#ffffff" }).removeAlpha().raw().toBuffer();

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

describe("the print file and the browser draw a design alike", () => {
  let handle: DatabaseHandle;
  let files: FileStore;
  let browser: Browser;
  let designId: string;
  const graphicPath = "/media/graphics/crown.webp";
  let uploadBytes: Uint8Array;

  beforeAll(async () => {
    handle = await pglite.openSeeded();
    files = postgresFileStore(handle.db);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const { variantId } = await insertBlank(handle.db);
    const graphicId = await insertGraphic(handle.db, graphicPath);
    const photo = await sharp("mocks/media/customiser/hoodie-maroon-front.webp")
      .jpeg({ quality: 92 })
      .toBuffer();
    const upload = await acceptDesignUpload(
      handle.db,
      files,
      { userId: users[0]._id },
      new Uint8Array(photo),
    );
    uploadBytes = (await files.get(upload.storage_key))?.bytes ?? new Uint8Array();
    const text = { kind: "text" as const, align: "center" as const };
    const sides: DesignSides = {
      front: [
        { id: "g", kind: "graphic", graphicId, x: 330, y: 330, width: 460, height: 460, rotation: -12 },
        {
          id: "u",
          kind: "upload",
          uploadId: upload.id,
          x: 860,
          y: 1180,
          width: 480,
          height: 600,
          rotation: 8,
        },
        {
          ...text,
          id: "t1",
          text: "Rangrez Tee",
          font: "pacifico",
          color: "#b3261e",
          x: 600,
          y: 820,
          width: 900,
          height: 220,
          rotation: 0,
        },
        {
          ...text,
          id: "t2",
          text: "EST. 2026",
          font: "anton",
          color: "#1d3557",
          x: 330,
          y: 1250,
          width: 420,
          height: 160,
          rotation: 35,
        },
        {
          ...text,
          id: "t3",
          text: "made@home",
          font: "space-mono",
          color: "#2a9d8f",
          x: 860,
          y: 300,
          width: 420,
          height: 90,
          rotation: 0,
        },
        {
          ...text,
          id: "t4",
          text: "handwritten",
          font: "caveat",
          color: "#000000",
          x: 600,
          y: 1500,
          width: 600,
          height: 120,
          rotation: 0,
        },
      ],
      back: [],
    };
    designId = await insertDesign(handle.db, { userId: users[0]._id, variantId, sides });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await handle?.close();
  });

  /** The layers as the editor draws them, in Chromium, their pictures at their addresses' bytes (WebP). */
  async function drawInBrowser(layers: readonly DesignLayer[]): Promise<Buffer> {
    const graphicBytes = readFileSync(`mocks/media${graphicPath.slice("/media".length)}`);
    const markup = renderToStaticMarkup(
      createElement(DesignLayersSvg, {
        layers,
        sources: {
          graphicHref: () => dataUri("image/webp", graphicBytes),
          uploadHref: () => dataUri("image/webp", uploadBytes),
        },
      }),
    );
    const page = await browser.newPage({ viewport: SIZE, deviceScaleFactor: 1 });
    try {
      await page.setContent(
        `<!doctype html><html><head><style>${fontFaces} html, body { margin: 0; background: transparent; } svg { display: block; }</style></head><body><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 1600" width="${SIZE.width}" height="${SIZE.height}">${markup}</svg></body></html>`,
      );
      await page.evaluate(async () => {
        const families = [...document.querySelectorAll("text")].map((t) => t.getAttribute("font-family"));
        await Promise.all(families.map((family) => document.fonts.load(`40px ${family}`)));
        await document.fonts.ready;
      });
      return await page.screenshot({ omitBackground: true });
    } finally {
      await page.close();
    }
  }

  it("differs by less than the tolerance per channel at 600 × 800", async () => {
    const design = await handle.db
      .selectFrom("designs")
      .select(["garment", "variant_id", "sides"])
      .where("id", "=", designId)
      .executeTakeFirstOrThrow();

    const drawnByBrowser = await drawInBrowser(design.sides.front);

    // The server: the print file, scaled down.
    const printFile = await renderPrintSide(handle.db, files, design, "front");
    const scaled = await sharp(printFile.bytes)
      .resize(SIZE.width, SIZE.height, { kernel: "lanczos3" })
      .png()
      .toBuffer();

    const difference = meanDifference(await onWhite(drawnByBrowser), await onWhite(scaled));
    console.info(`print file vs Chromium at 600 × 800: mean difference ${difference.toFixed(3)} per channel`);
    expect(difference).toBeLessThan(TOLERANCE);

    // The comparison can fail: the same drawing with the upload moved 20 units is told apart.
    const movedShot = await drawInBrowser(
      design.sides.front.map((layer) => (layer.kind === "upload" ? { ...layer, x: layer.x - 20 } : layer)),
    );
    const movedDifference = meanDifference(await onWhite(movedShot), await onWhite(scaled));
    console.info(`with the upload moved 20 units: ${movedDifference.toFixed(3)} per channel`);
    expect(movedDifference).toBeGreaterThan(TOLERANCE);
  });
});
