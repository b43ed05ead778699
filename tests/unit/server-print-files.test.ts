// A design's print files (docs/decisions/customiser-design.md#print-files), on PGlite and PostgreSQL: the
// 300 DPI PNG of a side has the graphic's pixels where the document puts them, the text inside its turned
// box and nothing outside the layers' boxes, the upload's colour in its box; the mockup is the blank with
// the layers on its print area; the order's job makes one set of files and rows however often it is asked
// for, raced or retried after a worker died mid-render.
import type { Kysely } from "kysely";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { staffUser, users } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import type { Database } from "../../server/db/schema";
import { acceptDesignUpload } from "../../server/services/designs/uploads";
import { renderMockup, renderPrintSide } from "../../server/services/designs/printFile";
import {
  enqueuePrintFiles,
  orderPrintFiles,
  PRINT_FILES_JOB,
  printFileKey,
  renderOrderPrintFiles,
} from "../../server/services/designs/printFilesJob";
import type { FileStore } from "../../server/storage/fileStore";
import { postgresFileStore } from "../../server/storage/postgresFileStore";
import type { DesignLayer, DesignSides } from "../../src/api/types";
import { PRINT_FILE_PIXELS, printAreaOnMockup } from "../../src/lib/design/printArea";
import { describeOnEachDatabase } from "../support/databases";
import { insertBlank, insertDesign, insertGraphic, insertOrder } from "../support/designRows";
import { testJobWorker } from "../support/jobs";
import { missingPermissionMessage, STAFF_ONLY } from "../../src/lib/staffAccessMessages";
import { printFileMessages } from "../../src/lib/printFileMessages";
import { Browser } from "./server-auth-helpers";
import { testApp } from "./server-helpers";

/** Pixels per print unit in the print file. */
const PX = 3;
const GRAPHIC_PATH = "/media/graphics/star.webp";
const TEXT_GREEN = { r: 0x1a, g: 0x7f, b: 0x37 };
const UPLOAD_BLUE = { r: 30, g: 60, b: 200 };

type Box = Pick<DesignLayer, "x" | "y" | "width" | "height" | "rotation">;

/** Whether the print file's pixel (px, py) lies inside the layer's turned box, `slack` pixels around it. */
function insideBox(box: Box, px: number, py: number, slack: number): boolean {
  const dx = (px + 0.5) / PX - box.x;
  const dy = (py + 0.5) / PX - box.y;
  const turn = (-box.rotation * Math.PI) / 180;
  const u = dx * Math.cos(turn) - dy * Math.sin(turn);
  const v = dx * Math.sin(turn) + dy * Math.cos(turn);
  const s = slack / PX;
  return Math.abs(u) <= box.width / 2 + s && Math.abs(v) <= box.height / 2 + s;
}

describeOnEachDatabase("print files", (database) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let files: FileStore;
  let variantId: string;
  let graphicId: string;
  let uploadId: string;
  let sides: DesignSides;
  const ownerId = users[0]._id;

  beforeAll(async () => {
    handle = await database.openSeeded();
    db = handle.db;
    files = postgresFileStore(db);
    ({ variantId } = await insertBlank(db));
    graphicId = await insertGraphic(db, GRAPHIC_PATH);
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: UPLOAD_BLUE } })
      .jpeg({ quality: 95 })
      .toBuffer();
    uploadId = (await acceptDesignUpload(db, files, { userId: ownerId }, new Uint8Array(photo))).id;
    sides = {
      front: [
        { id: "g1", kind: "graphic", graphicId, x: 300, y: 300, width: 400, height: 400, rotation: 0 },
        {
          id: "t1",
          kind: "text",
          text: "RANGREZ",
          font: "anton",
          color: "#1a7f37",
          align: "center",
          x: 600,
          y: 900,
          width: 700,
          height: 200,
          rotation: 30,
        },
        { id: "u1", kind: "upload", uploadId, x: 950, y: 1350, width: 300, height: 300, rotation: 0 },
      ],
      back: [{ id: "g2", kind: "graphic", graphicId, x: 600, y: 400, width: 600, height: 600, rotation: 0 }],
    };
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  const design = () => ({ garment: "tshirt" as const, variant_id: variantId, sides });

  it("renders a side at 3,600 × 4,800, 300 DPI, transparent, every layer where the document puts it", async () => {
    const rendered = await renderPrintSide(db, files, design(), "front");
    expect({ width: rendered.width, height: rendered.height }).toEqual(PRINT_FILE_PIXELS);
    const metadata = await sharp(rendered.bytes).metadata();
    expect(metadata).toMatchObject({
      format: "png",
      width: 3600,
      height: 4800,
      density: 300,
      hasAlpha: true,
    });
    const { data } = await sharp(rendered.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const i = (y * 3600 + x) * 4;
      return { r: data[i], g: data[i + 1], b: data[i + 2], a: data[i + 3] };
    };
    expect(at(0, 0).a).toBe(0);
    expect(at(3599, 4799).a).toBe(0);

    // The graphic: its own pixels, resized to its box (400 units = 1,200 pixels) at its box's place.
    const graphic = await sharp(`mocks/media${GRAPHIC_PATH.slice("/media".length)}`)
      .resize(1200, 1200, { fit: "fill" })
      .ensureAlpha()
      .raw()
      .toBuffer();
    let compared = 0;
    for (let gy = 60; gy < 1200; gy += 97) {
      for (let gx = 60; gx < 1200; gx += 97) {
        const i = (gy * 1200 + gx) * 4;
        const expected = { r: graphic[i], g: graphic[i + 1], b: graphic[i + 2], a: graphic[i + 3] };
        const actual = at(300 * PX - 600 + gx, 300 * PX - 600 + gy);
        expect(Math.abs(actual.a - expected.a), `alpha at ${gx},${gy}`).toBeLessThanOrEqual(24);
        if (expected.a === 255) {
          compared += 1;
          expect(
            Math.abs(actual.r - expected.r) +
              Math.abs(actual.g - expected.g) +
              Math.abs(actual.b - expected.b),
          ).toBeLessThan(30);
        }
      }
    }
    expect(compared).toBeGreaterThan(10);

    // The upload: its colour filling its box.
    const middle = at(950 * PX, 1350 * PX);
    expect(middle.a).toBe(255);
    expect(
      Math.abs(middle.r - UPLOAD_BLUE.r) +
        Math.abs(middle.g - UPLOAD_BLUE.g) +
        Math.abs(middle.b - UPLOAD_BLUE.b),
    ).toBeLessThan(20);

    // The text: green pixels fill a good part of its turned box; nothing opaque outside the three boxes.
    const [graphicBox, textBox, uploadBox] = sides.front;
    let textPixels = 0;
    let strays = 0;
    for (let y = 0; y < 4800; y += 1) {
      for (let x = 0; x < 3600; x += 1) {
        const i = (y * 3600 + x) * 4;
        if (data[i + 3] < 128) continue;
        if (insideBox(textBox, x, y, 0)) {
          const green =
            Math.abs(data[i] - TEXT_GREEN.r) +
              Math.abs(data[i + 1] - TEXT_GREEN.g) +
              Math.abs(data[i + 2] - TEXT_GREEN.b) <
            40;
          if (green) textPixels += 1;
        } else if (
          !insideBox(graphicBox, x, y, 2) &&
          !insideBox(uploadBox, x, y, 2) &&
          !insideBox(textBox, x, y, 2)
        ) {
          strays += 1;
        }
      }
    }
    const textBoxPixels = textBox.width * PX * textBox.height * PX;
    expect(textPixels / textBoxPixels).toBeGreaterThan(0.25);
    expect(strays).toBe(0);
  });

  it("draws the mockup: the blank's picture with the side's layers on its print area", async () => {
    const mockup = await renderMockup(db, files, design(), "back", 1000);
    expect({ width: mockup.width, height: mockup.height }).toEqual({ width: 1000, height: 1250 });
    expect(await sharp(mockup.bytes).metadata()).toMatchObject({ format: "webp", width: 1000, height: 1250 });
    const blank = await sharp("mocks/media/customiser/tshirt-black-back.webp")
      .resize(1000, 1250)
      .raw()
      .toBuffer();
    const drawn = await sharp(mockup.bytes).removeAlpha().raw().toBuffer();
    const place = printAreaOnMockup("tshirt", "back");
    const scale = 1000 / 500;
    // The back's graphic is centred at (600, 400) units of the print area.
    const gx = Math.round((place.x + 600 * place.scale) * scale);
    const gy = Math.round((place.y + 400 * place.scale) * scale);
    const differs = (x: number, y: number) => {
      const i = (y * 1000 + x) * 3;
      return (
        Math.abs(drawn[i] - blank[i]) +
        Math.abs(drawn[i + 1] - blank[i + 1]) +
        Math.abs(drawn[i + 2] - blank[i + 2])
      );
    };
    expect(differs(gx, gy)).toBeGreaterThan(60);
    // Far from the print area the mockup is the blank itself.
    expect(differs(40, 40)).toBeLessThan(20);
    expect(differs(960, 1200)).toBeLessThan(20);
  });

  async function printRows(orderId: string) {
    return db
      .selectFrom("order_print_files")
      .select(["side", "kind", "width", "height", "storage_key"])
      .where("order_id", "=", orderId)
      .orderBy("kind")
      .orderBy("side")
      .execute();
  }

  const expectedRows = (orderId: string) => [
    {
      side: "back",
      kind: "mockup",
      width: 1000,
      height: 1250,
      storage_key: printFileKey(orderId, "back", "mockup"),
    },
    {
      side: "front",
      kind: "mockup",
      width: 1000,
      height: 1250,
      storage_key: printFileKey(orderId, "front", "mockup"),
    },
    {
      side: "back",
      kind: "print",
      width: 3600,
      height: 4800,
      storage_key: printFileKey(orderId, "back", "print"),
    },
    {
      side: "front",
      kind: "print",
      width: 3600,
      height: 4800,
      storage_key: printFileKey(orderId, "front", "print"),
    },
  ];

  async function storedUnder(orderId: string) {
    return (await files.list(`private/print-files/${orderId}/`)).map((file) => file.key);
  }

  it("makes one set of print files however often the order's job is asked for and however many workers race", async () => {
    const designId = await insertDesign(db, { userId: ownerId, variantId, sides });
    const orderId = await insertOrder(db, ownerId, designId);
    expect(await orderPrintFiles(db, orderId)).toEqual({ state: "none", files: [] });
    const workers = [1, 2, 3].map(() => testJobWorker(db, { files }, { pollMs: 50 }));
    try {
      await Promise.all(
        [1, 2].map(() => db.transaction().execute((trx) => enqueuePrintFiles(trx, orderId, designId))),
      );
      expect((await orderPrintFiles(db, orderId)).state).toMatch(/rendering|ready/);
      await vi.waitFor(async () => expect((await orderPrintFiles(db, orderId)).state).toBe("ready"), {
        timeout: 60_000,
        interval: 200,
      });
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const jobs = await db
      .selectFrom("jobs")
      .select(["attempts"])
      .where("kind", "=", PRINT_FILES_JOB)
      .where("key", "=", orderId)
      .execute();
    expect(jobs).toEqual([{ attempts: 1 }]);
    expect(await printRows(orderId)).toEqual(expectedRows(orderId));
    expect(await storedUnder(orderId)).toHaveLength(4);
    const front = await files.get(printFileKey(orderId, "front", "print"));
    expect(front?.contentType).toBe("image/png");
    expect(await sharp(front?.bytes).metadata()).toMatchObject({ width: 3600, height: 4800, density: 300 });

    // A design that is not there fails the job, rather than leaving it done with nothing to print.
    await expect(renderOrderPrintFiles(db, files, { orderId, designId: "design_gone" })).rejects.toThrow(
      "not found",
    );

    // Two renders of one order at once (a job taken again while the first still ran) add nothing.
    const again = await insertOrder(db, ownerId, designId);
    await Promise.all([1, 2].map(() => renderOrderPrintFiles(db, files, { orderId: again, designId })));
    expect(await printRows(again)).toEqual(expectedRows(again));
    expect(await storedUnder(again)).toHaveLength(4);
  });

  it("finishes the files of a worker that died mid-render, once its lease runs out", async () => {
    const designId = await insertDesign(db, { userId: ownerId, variantId, sides });
    const orderId = await insertOrder(db, ownerId, designId);
    await db.transaction().execute((trx) => enqueuePrintFiles(trx, orderId, designId));
    // Taken by a worker that stored the front's print file, then died: its lease runs 800 ms more.
    await db
      .updateTable("jobs")
      .set({ locked_by: "dead-worker", locked_until: sql`now() + interval '800 milliseconds'`, attempts: 1 })
      .where("kind", "=", PRINT_FILES_JOB)
      .where("key", "=", orderId)
      .execute();
    const front = await renderPrintSide(db, files, design(), "front");
    await files.put(printFileKey(orderId, "front", "print"), front.bytes, { contentType: "image/png" });
    await db
      .insertInto("order_print_files")
      .values({
        order_id: orderId,
        side: "front",
        kind: "print",
        storage_key: printFileKey(orderId, "front", "print"),
        width: 3600,
        height: 4800,
      })
      .execute();
    expect((await orderPrintFiles(db, orderId)).state).toBe("rendering");
    const worker = testJobWorker(db, { files }, { pollMs: 100 });
    try {
      await vi.waitFor(async () => expect((await orderPrintFiles(db, orderId)).state).toBe("ready"), {
        timeout: 60_000,
        interval: 200,
      });
    } finally {
      await worker.stop();
    }
    const job = await db
      .selectFrom("jobs")
      .select(["attempts"])
      .where("kind", "=", PRINT_FILES_JOB)
      .where("key", "=", orderId)
      .executeTakeFirstOrThrow();
    expect(job.attempts).toBe(2);
    expect(await printRows(orderId)).toEqual(expectedRows(orderId));
    expect(await storedUnder(orderId)).toHaveLength(4);
  });

  it("hands the files to staff handling orders only: the list, the PNG as a download, the mockup", async () => {
    const app = testApp(handle, { files });
    const signIn = async (email: string, password: string) => {
      const answer = await new Browser(app).post("/auth/login", { identifier: email, password });
      return `${answer.setCookie?.split(";")[0]}`;
    };
    const other = users[2];
    await db
      .updateTable("users")
      .set({ role: "staff", permissions: ["catalogue"] })
      .where("id", "=", other._id)
      .execute();
    const staff = await signIn(staffUser.email, staffUser.password);
    const shopper = await signIn(users[0].email, users[0].password);
    const catalogueOnly = await signIn(other.email, other.password);
    const designId = await insertDesign(db, { userId: ownerId, variantId, sides });
    const orderId = await insertOrder(db, ownerId, designId);
    const get = async (path: string, cookie: string | null) => {
      const response = await app.request(`http://shop.test/api/v1/admin/orders/${orderId}${path}`, {
        headers: cookie ? { cookie } : {},
      });
      const type = response.headers.get("content-type") ?? "";
      return {
        status: response.status,
        type,
        cacheControl: response.headers.get("cache-control"),
        disposition: response.headers.get("content-disposition"),
        body: type.startsWith("application/json")
          ? await response.json()
          : new Uint8Array(await response.arrayBuffer()),
      };
    };
    expect((await get("/print-files", staff)).body).toEqual({
      success: true,
      data: { state: "none", files: [] },
    });
    expect((await get("/print-files/front", staff)).body).toEqual({
      success: false,
      message: printFileMessages.notReady,
    });
    await db.transaction().execute((trx) => enqueuePrintFiles(trx, orderId, designId));
    expect((await get("/print-files", staff)).body.data.state).toBe("rendering");
    const worker = testJobWorker(db, { files });
    await worker.settled();
    await worker.stop();

    const list = await get("/print-files", staff);
    expect(list.cacheControl).toBe("private, no-store");
    expect(list.body.data.state).toBe("ready");
    expect(list.body.data.files).toContainEqual({
      side: "front",
      kind: "print",
      width: 3600,
      height: 4800,
      url: `/api/v1/admin/orders/${orderId}/print-files/front`,
    });
    expect(list.body.data.files).toContainEqual({
      side: "back",
      kind: "mockup",
      width: 1000,
      height: 1250,
      url: `/api/v1/admin/orders/${orderId}/print-files/back?kind=mockup`,
    });
    const png = await get("/print-files/front", staff);
    expect(png).toMatchObject({ status: 200, type: "image/png", cacheControl: "private, no-store" });
    expect(png.disposition).toBe(`attachment; filename="${orderId}-front.png"`);
    expect(await sharp(png.body as Uint8Array).metadata()).toMatchObject({
      width: 3600,
      height: 4800,
      density: 300,
    });
    const mockup = await get("/print-files/back?kind=mockup", staff);
    expect(mockup).toMatchObject({ status: 200, type: "image/webp", disposition: null });

    expect((await get("/print-files", null)).status).toBe(401);
    expect((await get("/print-files/front", shopper)).body).toEqual({ success: false, message: STAFF_ONLY });
    expect((await get("/print-files/front", catalogueOnly)).body).toEqual({
      success: false,
      message: missingPermissionMessage("orders"),
    });
    const unknown = await app.request("http://shop.test/api/v1/admin/orders/ord_unknown/print-files", {
      headers: { cookie: staff },
    });
    expect(unknown.status).toBe(404);
    // Never served at /files.
    expect(
      (await app.request(`http://shop.test/files/${printFileKey(orderId, "front", "print")}`)).status,
    ).toBe(404);
  });
});
