// A shared design's link-preview picture, GET /customized/shared/{id}/card
// (docs/decisions/customiser-design.md#the-share-pages-picture), on PGlite and PostgreSQL: a 600 × 750 WebP
// of the garment with the design's front (or its back, when only the back is printed) drawn where the
// document puts it; the owner's uploads only when they share them too; 404 as the share page for a design
// not shared, or no longer, without drawing anything; drawn once per version of the design and kept in the
// store, however often and however many at once ask; revalidated by its ETag.
import type { Kysely } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import type { Database } from "../../server/db/schema";
import { DESIGN_CARDS_FOLDER, designCards } from "../../server/services/designs/designCard";
import { acceptDesignUpload } from "../../server/services/designs/uploads";
import type { FileStore } from "../../server/storage/fileStore";
import { postgresFileStore } from "../../server/storage/postgresFileStore";
import type { DesignLayer, DesignSides } from "../../src/api/types";
import { type DesignSide, printAreaOnMockup } from "../../src/lib/design/printArea";
import { describeOnEachDatabase } from "../support/databases";
import { editDesign, insertBlank, insertDesign, insertGraphic } from "../support/designRows";
import { testApp } from "./server-helpers";

const WIDTH = 600;
const HEIGHT = 750;
const UPLOAD_BLUE = { r: 30, g: 60, b: 200 };

const graphicAt = (graphicId: string, x: number, y: number, size = 400): DesignLayer => ({
  id: `g${x}${y}`,
  kind: "graphic",
  graphicId,
  x,
  y,
  width: size,
  height: size,
  rotation: 0,
});

/** The card's pixel over the print unit (x, y) of the T-shirt's `side`. */
function pixelOf(side: DesignSide, x: number, y: number) {
  const place = printAreaOnMockup("tshirt", side);
  const scale = WIDTH / 500;
  return {
    x: Math.round((place.x + x * place.scale) * scale),
    y: Math.round((place.y + y * place.scale) * scale),
  };
}

const rgb = async (bytes: Uint8Array | string) =>
  sharp(bytes).resize(WIDTH, HEIGHT).removeAlpha().raw().toBuffer();

const colourAt = (pixels: Buffer, { x, y }: { x: number; y: number }) => {
  const i = (y * WIDTH + x) * 3;
  return { r: pixels[i], g: pixels[i + 1], b: pixels[i + 2] };
};

const distance = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b);

describeOnEachDatabase("a shared design's link-preview picture", (database) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let files: FileStore;
  let app: ReturnType<typeof testApp>;
  let variantId: string;
  let graphicId: string;
  let uploadId: string;
  /** Cards written to the store so far: one per render. */
  let cardsWritten = 0;
  const ownerId = users[0]._id;
  const blank: Partial<Record<DesignSide, Buffer>> = {};

  beforeAll(async () => {
    handle = await database.openSeeded();
    db = handle.db;
    const store = postgresFileStore(db);
    files = {
      ...store,
      put: (key, bytes, options) => {
        if (key.startsWith(`${DESIGN_CARDS_FOLDER}/`)) cardsWritten += 1;
        return store.put(key, bytes, options);
      },
    };
    app = testApp(handle, { files });
    ({ variantId } = await insertBlank(db));
    graphicId = await insertGraphic(db, "/media/graphics/star.webp");
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: UPLOAD_BLUE } })
      .jpeg({ quality: 95 })
      .toBuffer();
    uploadId = (await acceptDesignUpload(db, files, { userId: ownerId }, new Uint8Array(photo))).id;
    for (const side of ["front", "back"] as const) {
      blank[side] = await rgb(`mocks/media/customiser/tshirt-black-${side}.webp`);
    }
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  const card = (id: string, headers: Record<string, string> = {}) =>
    app.request(`http://shop.test/api/v1/customized/shared/${id}/card`, { headers });

  const keptCards = async (id: string) =>
    (await files.list(`${DESIGN_CARDS_FOLDER}/${id}/`)).map((file) => file.key);

  const shared = (sides: DesignSides, shareUploads = false) =>
    insertDesign(db, { userId: ownerId, variantId, sides, shared: true, shareUploads });

  /** The card's pixels and its ETag, after checking it is a WebP of the card's size. */
  async function drawn(id: string) {
    const answer = await card(id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    const etag = answer.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: WIDTH, height: HEIGHT });
    return { pixels: await rgb(bytes), etag };
  }

  it("draws the design's front on its garment, 600 × 750 WebP, once per version however many ask", async () => {
    const sides = { front: [graphicAt(graphicId, 600, 600)], back: [] };
    const id = await shared(sides);
    const before = cardsWritten;
    const first = await drawn(id);
    const front = blank.front as Buffer;
    // The graphic differs from the bare blank where the document puts it; far from the print area, the
    // card is the blank itself.
    const middle = pixelOf("front", 600, 600);
    expect(distance(colourAt(first.pixels, middle), colourAt(front, middle))).toBeGreaterThan(60);
    expect(
      distance(colourAt(first.pixels, { x: 20, y: 20 }), colourAt(front, { x: 20, y: 20 })),
    ).toBeLessThan(20);
    expect(cardsWritten - before).toBe(1);

    // Asked again, plainly or with its ETag: the kept card, not drawn again.
    expect((await drawn(id)).etag).toBe(first.etag);
    const revalidated = await card(id, { "if-none-match": first.etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(first.etag);
    expect(revalidated.headers.get("cache-control")).toBe("private, no-cache");
    expect(await revalidated.text()).toBe("");
    expect(cardsWritten - before).toBe(1);
    expect(await keptCards(id)).toHaveLength(1);

    // An edit is a new version: drawn once more, and the old card removed.
    await editDesign(db, id, { front: [graphicAt(graphicId, 600, 1200)], back: [] });
    const edited = await drawn(id);
    expect(edited.etag).not.toBe(first.etag);
    const lower = pixelOf("front", 600, 1200);
    expect(distance(colourAt(edited.pixels, lower), colourAt(front, lower))).toBeGreaterThan(60);
    expect(cardsWritten - before).toBe(2);
    expect(await keptCards(id)).toHaveLength(1);
    expect((await card(id, { "if-none-match": first.etag })).status).toBe(200);

    // Five previews asking in the same moment for a card not yet drawn (all before any store read ends):
    // one render, which all five are answered.
    const fresh = await shared(sides);
    const cards = designCards(db, files);
    const version = await cards.locate(fresh);
    const made = await Promise.all([1, 2, 3, 4, 5].map(() => cards.file(version)));
    expect(new Set(made.map((file) => file.etag)).size).toBe(1);
    expect(cardsWritten - before).toBe(3);
    expect(await keptCards(fresh)).toHaveLength(1);
    const answers = await Promise.all([1, 2, 3].map(() => card(fresh)));
    expect(answers.map((a) => [a.status, a.headers.get("etag")])).toEqual(
      [1, 2, 3].map(() => [200, `"${made[0].etag}"`]),
    );
    expect(cardsWritten - before).toBe(3);
  });

  it("shows the back when only the back is printed", async () => {
    const id = await shared({ front: [], back: [graphicAt(graphicId, 600, 500)] });
    const { pixels } = await drawn(id);
    const middle = pixelOf("back", 600, 500);
    expect(distance(colourAt(pixels, middle), colourAt(blank.back as Buffer, middle))).toBeGreaterThan(60);
  });

  it("leaves the owner's uploads out unless they share them too", async () => {
    const upload: DesignLayer = {
      id: "u1",
      kind: "upload",
      uploadId,
      x: 600,
      y: 1100,
      width: 600,
      height: 600,
      rotation: 0,
    };
    const id = await shared({ front: [graphicAt(graphicId, 600, 400, 300), upload], back: [] });
    const graphic = pixelOf("front", 600, 400);
    const photo = pixelOf("front", 600, 1100);
    const front = blank.front as Buffer;

    const withheld = await drawn(id);
    expect(distance(colourAt(withheld.pixels, graphic), colourAt(front, graphic))).toBeGreaterThan(60);
    expect(distance(colourAt(withheld.pixels, photo), colourAt(front, photo))).toBeLessThan(20);

    // Sharing the pictures too draws them (a card of its own: what is shown is part of the version).
    await db.updateTable("designs").set({ share_uploads: true }).where("id", "=", id).execute();
    const shown = await drawn(id);
    expect(distance(colourAt(shown.pixels, photo), UPLOAD_BLUE)).toBeLessThan(40);
    expect(shown.etag).not.toBe(withheld.etag);

    // Only the upload on the front, not shared: the card shows the back, which is printed.
    const backToo = await shared({ front: [upload], back: [graphicAt(graphicId, 600, 500)] });
    const { pixels } = await drawn(backToo);
    const back = pixelOf("back", 600, 500);
    expect(distance(colourAt(pixels, back), colourAt(blank.back as Buffer, back))).toBeGreaterThan(60);
  });

  it("answers 404 as the share page for a design not shared, or no longer, and draws nothing", async () => {
    const sides = { front: [graphicAt(graphicId, 600, 600)], back: [] };
    const before = cardsWritten;
    const expectNotFound = async (id: string, headers: Record<string, string> = {}) => {
      const answer = await card(id, headers);
      expect(answer.status).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(await answer.json()).toEqual({ success: false, message: "Design not found" });
    };
    const unshared = await insertDesign(db, { userId: ownerId, variantId, sides });
    await expectNotFound(unshared);
    await expectNotFound("cus_000000000000000000000000");
    expect(cardsWritten).toBe(before);
    expect(await keptCards(unshared)).toEqual([]);

    const id = await shared(sides);
    const { etag } = await drawn(id);
    await db.updateTable("designs").set({ shared: false }).where("id", "=", id).execute();
    await expectNotFound(id);
    await expectNotFound(id, { "if-none-match": etag });
    expect(cardsWritten - before).toBe(1);
  });
});
