// Shoppers' pictures for designs (docs/decisions/customiser-design.md#uploads), on PGlite and PostgreSQL:
// a phone photo is kept upright and without its EXIF (GPS position, camera), as WebP, readable by its
// owner, by staff handling orders and by anyone only through a design shared with its pictures; every
// other reader gets 404, and every refused upload (not a picture by its bytes, too large, a broken form)
// leaves nothing behind. A guest's uploads: tests/unit/server-guest-uploads.test.ts.
import type { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { staffUser, users } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import { takeUploadBudget } from "../../server/services/designs/uploads";
import type { FileStore } from "../../server/storage/fileStore";
import { postgresFileStore } from "../../server/storage/postgresFileStore";
import { designUploadMessages } from "../../src/lib/designUploadMessages";
import { describeOnEachDatabase } from "../support/databases";
import { insertBlank, insertDesign, insertOrder } from "../support/designRows";
import { Browser } from "./server-auth-helpers";
import { testApp } from "./server-helpers";

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** Upright: red above blue. Sent as a phone held sideways writes it: pixels turned, EXIF orientation 6,
 * and where it was taken and with what in its EXIF. */
async function sidewaysPhoneJpegWithGps(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(height / 2);
  const blue = await sharp({ create: { width, height: height - half, channels: 3, background: BLUE } })
    .png()
    .toBuffer();
  const upright = await sharp({ create: { width, height, channels: 3, background: RED } })
    .composite([{ input: blue, top: half, left: 0 }])
    .png()
    .toBuffer();
  return sharp(upright)
    .rotate(270)
    .withExif({
      IFD0: { Make: "TestPhone", Artist: "Meera Camera Owner" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "18/1 31/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "73/1 51/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function colourAt(bytes: Uint8Array, x: number, y: number) {
  const data = await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer();
  return { r: data[0], g: data[1], b: data[2] };
}

const near = (a: { r: number; g: number; b: number }, b: typeof RED) =>
  Math.abs(a.r - b.r) < 40 && Math.abs(a.g - b.g) < 40 && Math.abs(a.b - b.b) < 40;

describeOnEachDatabase("design uploads", (database) => {
  let handle: DatabaseHandle;
  let app: Hono;
  let files: FileStore;
  let owner: string;
  let otherShopper: string;
  let staff: string;
  let ownerId: string;

  async function signIn(email: string, password: string): Promise<string> {
    const answer = await new Browser(app).post("/auth/login", { identifier: email, password });
    expect(answer.status).toBe(200);
    return `${answer.setCookie?.split(";")[0]}`;
  }

  beforeAll(async () => {
    handle = await database.openSeeded();
    files = postgresFileStore(handle.db);
    app = testApp(handle, { files });
    owner = await signIn(users[0].email, users[0].password);
    otherShopper = await signIn(users[1].email, users[1].password);
    staff = await signIn(staffUser.email, staffUser.password);
    ownerId = users[0]._id;
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  async function upload(cookie: string | null, body: BodyInit, contentType?: string) {
    const request = new Request("http://shop.test/api/v1/customized/uploads", { method: "POST", body });
    if (contentType) request.headers.set("content-type", contentType);
    if (cookie) request.headers.set("cookie", cookie);
    const response = await app.request(request);
    return { status: response.status, body: await response.json() };
  }

  const formWith = (contents: Uint8Array | string, name = "photo.jpg", type = "image/jpeg") => {
    const form = new FormData();
    const bytes = typeof contents === "string" ? new TextEncoder().encode(contents) : contents;
    form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };

  async function read(cookie: string | null, id: string) {
    const request = new Request(`http://shop.test/api/v1/customized/uploads/${id}`);
    if (cookie) request.headers.set("cookie", cookie);
    const response = await app.request(request);
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      cacheControl: response.headers.get("cache-control"),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  }

  const uploadsCount = async () =>
    Number(
      (
        await handle.db
          .selectFrom("design_uploads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("keeps a sideways phone photo upright, as WebP, without its EXIF and GPS position", async () => {
    const photo = await sidewaysPhoneJpegWithGps(600, 800);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload(owner, formWith(photo));
    expect(answer.status).toBe(201);
    const { _id, width, height, url } = answer.body.data;
    expect({ width, height, url }).toEqual({
      width: 600,
      height: 800,
      url: `/api/v1/customized/uploads/${_id}`,
    });
    const row = await handle.db
      .selectFrom("design_uploads")
      .selectAll()
      .where("id", "=", _id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(ownerId);
    expect(row.storage_key).toBe(`private/design-uploads/${ownerId}/${_id}.webp`);

    const mine = await read(owner, _id);
    expect(mine).toMatchObject({ status: 200, type: "image/webp", cacheControl: "private, no-store" });
    const metadata = await sharp(mine.bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 600, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(near(await colourAt(mine.bytes, 300, 100), RED)).toBe(true);
    expect(near(await colourAt(mine.bytes, 300, 700), BLUE)).toBe(true);
    // Never served at /files, whatever the key.
    expect((await app.request(`http://shop.test/files/${row.storage_key}`)).status).toBe(404);
  });

  it("refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name, and keeps nothing", async () => {
    const before = await uploadsCount();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: RED } })
      .gif()
      .toBuffer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const contents of [gif, svg, "just some text"]) {
      const answer = await upload(owner, formWith(contents));
      expect(answer).toEqual({
        status: 415,
        body: { success: false, message: designUploadMessages.notAPicture },
      });
    }
    expect(await uploadsCount()).toBe(before);
  });

  it("refuses a picture over 15 MB with 413, and one over 40 megapixels with 422", async () => {
    // Sent as bytes, not a FormData: the route stops reading at the limit, which a FormData's stream
    // (made by the test's fetch) reports as an error after the answer.
    const head =
      'Content-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg';
    const big = Buffer.concat([
      Buffer.from(`--b\r\n${head}\r\n\r\n`),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(16 * 1024 * 1024),
      Buffer.from("\r\n--b--\r\n"),
    ]);
    const answer = await upload(owner, big, "multipart/form-data; boundary=b");
    expect(answer).toEqual({ status: 413, body: { success: false, message: designUploadMessages.tooLarge } });
    // 8000 × 6000: a few KB of one colour, 48 megapixels in its header.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: BLUE } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await upload(owner, formWith(huge, "huge.png", "image/png"));
    expect(refused).toEqual({
      status: 422,
      body: { success: false, message: designUploadMessages.tooManyPixels(8000, 6000) },
    });
  });

  it("answers a broken form 400 and a form without its file 400, never a 5xx", async () => {
    const broken = await upload(owner, "--b\r\nno end", "multipart/form-data; boundary=b");
    expect(broken).toEqual({ status: 400, body: { success: false, message: designUploadMessages.notAForm } });
    const empty = await upload(owner, "--b--\r\n", "multipart/form-data; boundary=b");
    expect(empty).toEqual({
      status: 400,
      body: { success: false, message: designUploadMessages.fileRequired },
    });
    const text = new FormData();
    text.set("file", "not a file");
    expect((await upload(owner, text)).status).toBe(400);
    const notForm = await upload(owner, JSON.stringify({ file: "x" }), "application/json");
    expect(notForm.status).toBe(415);
    const cutShort = (await sidewaysPhoneJpegWithGps(600, 800)).subarray(0, 2000);
    expect((await upload(owner, formWith(cutShort))).status).toBe(422);
  });

  it("shows a picture to its owner, to staff once an order prints it, to others only through a design shared with its pictures", async () => {
    const answer = await upload(owner, formWith(await sidewaysPhoneJpegWithGps(60, 80)));
    const id = answer.body.data._id as string;
    expect((await read(owner, id)).status).toBe(200);
    // Not ordered yet: staff do not see the shopper's pictures.
    expect((await read(staff, id)).status).toBe(404);
    const notFound = await read(otherShopper, id);
    expect(notFound.status).toBe(404);
    expect(notFound.cacheControl).toBe("private, no-store");
    expect((await read(null, id)).status).toBe(404);
    expect((await read(null, "up_unknown")).status).toBe(404);

    const { variantId } = await insertBlank(handle.db);
    const layer = {
      id: "u1",
      kind: "upload" as const,
      uploadId: id,
      x: 600,
      y: 800,
      width: 300,
      height: 400,
      rotation: 0,
    };
    const ownDesign = await insertDesign(handle.db, {
      userId: ownerId,
      variantId,
      sides: { front: [layer], back: [] },
      shared: true,
    });
    expect((await read(null, id)).status).toBe(404);
    // Another shopper cannot share it, nor show it to staff, by naming it in a design of their own.
    const strangersDesign = await insertDesign(handle.db, {
      userId: users[1]._id,
      variantId,
      sides: { front: [], back: [layer] },
      shared: true,
      shareUploads: true,
    });
    expect((await read(null, id)).status).toBe(404);
    await insertOrder(handle.db, users[1]._id, strangersDesign);
    expect((await read(staff, id)).status).toBe(404);
    // Its owner's order prints it: staff handling orders see it.
    await insertOrder(handle.db, ownerId, ownDesign);
    expect((await read(staff, id)).status).toBe(200);
    await insertDesign(handle.db, {
      userId: ownerId,
      variantId,
      sides: { front: [], back: [layer] },
      shared: true,
      shareUploads: true,
    });
    expect((await read(null, id)).status).toBe(200);
    expect((await read(otherShopper, id)).status).toBe(200);
  });

  it("counts each shopper's uploads: over the budget, 429 with the wait", async () => {
    const policy = { limit: 2, windowMs: 60_000 };
    await takeUploadBudget(handle.db, { userId: "budget-test" }, policy);
    await takeUploadBudget(handle.db, { userId: "budget-test" }, policy);
    await expect(takeUploadBudget(handle.db, { userId: "budget-test" }, policy)).rejects.toMatchObject({
      status: 429,
    });
    await takeUploadBudget(handle.db, { userId: "budget-other" }, policy);
  });
});
