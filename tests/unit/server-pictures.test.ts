// Staff's picture uploads (docs/decisions/picture-pipeline.md), on PGlite and PostgreSQL: an accepted photo
// becomes upright, metadata-free renditions of the sample photos' sizes, served for good at /files; every
// refused file (wrong type whatever its name, too many pixels, too small, empty, too large, a broken form)
// is answered with a clear 4xx and leaves nothing behind: no stored file, no row, no job. Every picture in
// these tests is made by sharp here.
import { crc32, deflateSync } from "node:zlib";
import type { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffUser, users } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import type { JobWorker } from "../../server/jobs/worker";
import { missingPermissionMessage, STAFF_ONLY } from "../../src/lib/staffAccessMessages";
import { PICTURE_RENDER_JOB } from "../../server/services/pictures/pictures";
import { renderPicture } from "../../server/services/pictures/render";
import { pictureMessages } from "../../src/lib/pictureApiMessages";
import { MAX_PICTURE_BYTES } from "../../src/lib/pictureRules";
import type { FileStore } from "../../server/storage/fileStore";
import { postgresFileStore } from "../../server/storage/postgresFileStore";
import { productImageAvifSrcSet, productImageSrcSet } from "../../src/features/catalog/productImages";
import { describeOnEachDatabase } from "../support/databases";
import { runDueJobs, testJobWorker } from "../support/jobs";
import { Browser } from "./server-auth-helpers";
import { testApp } from "./server-helpers";

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** An upright picture, red above and blue below, `width` × `height`. */
async function redOverBlue(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(height / 2);
  const blue = await sharp({ create: { width, height: height - half, channels: 3, background: BLUE } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: RED } })
    .composite([{ input: blue, top: half, left: 0 }])
    .png()
    .toBuffer();
}

/** A JPEG as a phone writes one held sideways: its pixels stored turned a quarter to the left, EXIF
 * orientation 6 ("turn a quarter to the right to show it"), and the camera's owner in its EXIF. */
async function sidewaysPhoneJpeg(uprightWidth: number, uprightHeight: number): Promise<Buffer> {
  return sharp(await redOverBlue(uprightWidth, uprightHeight))
    .rotate(270)
    .withExif({ IFD0: { Artist: "Meera Camera Owner", Make: "TestPhone" } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Bytes (or text) as a file's contents. */
const asBlob = (contents: Uint8Array | string, type: string) =>
  new Blob([typeof contents === "string" ? contents : new Uint8Array(contents)], { type });

/** A black PNG of `width` × `height` written byte by byte: one bit a pixel, every row alike, so 100
 * megapixels deflate to a few KB, made in milliseconds (sharp takes seconds to encode as many pixels). */
function flatPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  // Each row: its filter byte (none), then width bits of black.
  const pixels = deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: 80 } } });

/** The colour of a picture's pixel. */
async function pixel(bytes: Uint8Array, x: number, y: number) {
  const { data } = await sharp(bytes)
    .extract({ left: Math.floor(x), top: Math.floor(y), width: 1, height: 1 })
    .raw()
    .toBuffer({
      resolveWithObject: true,
    });
  return { r: data[0], g: data[1], b: data[2] };
}

const near = (colour: { r: number; g: number; b: number }, expected: typeof RED) =>
  Math.abs(colour.r - expected.r) < 40 &&
  Math.abs(colour.g - expected.g) < 40 &&
  Math.abs(colour.b - expected.b) < 40;

describeOnEachDatabase("staff pictures", (database) => {
  let handle: DatabaseHandle;
  let app: Hono;
  let files: FileStore;
  let worker: JobWorker;
  let staff: string;
  let shopper: string;
  let ordersOnlyStaff: string;

  async function signIn(email: string, password: string): Promise<string> {
    const browser = new Browser(app);
    const answer = await browser.post("/auth/login", { identifier: email, password });
    expect(answer.status).toBe(200);
    return `${answer.setCookie?.split(";")[0]}`;
  }

  beforeAll(async () => {
    handle = await database.openSeeded();
    files = postgresFileStore(handle.db);
    app = testApp(handle, { files });
    worker = testJobWorker(handle.db, { files });
    // A second staff member, allowed the orders board only.
    const other = users.find((user) => user.role !== "staff" && user._id !== users[0]._id);
    if (!other) throw new Error("the fixtures need two shoppers");
    await handle.db
      .updateTable("users")
      .set({ role: "staff", permissions: ["orders"] })
      .where("id", "=", other._id)
      .execute();
    staff = await signIn(staffUser.email, staffUser.password);
    shopper = await signIn(users[0].email, users[0].password);
    ordersOnlyStaff = await signIn(other.email, other.password);
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    await handle?.close();
  });

  function upload(
    cookie: string | null,
    file: Uint8Array | string | null,
    fields: { purpose?: string; name?: string; type?: string } = {},
  ) {
    const form = new FormData();
    if (typeof file === "string") form.set("file", file);
    else if (file) form.set("file", asBlob(file, fields.type ?? "image/jpeg"), fields.name ?? "photo.jpg");
    if (fields.purpose !== "") form.set("purpose", fields.purpose ?? "product");
    return send(
      new Request("http://shop.test/api/v1/admin/pictures", { method: "POST", body: form }),
      cookie,
    );
  }

  async function send(request: Request, cookie: string | null) {
    if (cookie) request.headers.set("cookie", cookie);
    const response = await app.request(request);
    return { status: response.status, body: await response.json() };
  }

  const getPicture = (cookie: string | null, id: string) =>
    send(new Request(`http://shop.test/api/v1/admin/pictures/${id}`), cookie);

  async function fileAt(src: string) {
    const response = await app.request(`http://shop.test${src}`);
    return {
      status: response.status,
      cacheControl: response.headers.get("cache-control"),
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  }

  /** What an upload leaves behind. */
  async function traces() {
    const count = async (table: "stored_files" | "pictures") =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const jobs = await handle.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("kind", "=", PICTURE_RENDER_JOB)
      .executeTakeFirstOrThrow();
    return { files: await count("stored_files"), pictures: await count("pictures"), jobs: Number(jobs.n) };
  }

  async function uploadReady(bytes: Uint8Array, purpose = "product") {
    const accepted = await upload(staff, bytes, { purpose });
    expect(accepted.status).toBe(202);
    await worker.settled();
    return getPicture(staff, accepted.body.data._id);
  }

  it("turns a sideways phone photo into upright renditions of the sample photos' sizes, without its EXIF", async () => {
    const before = await traces();
    const accepted = await upload(staff, await sidewaysPhoneJpeg(900, 1200));
    expect(accepted).toEqual({
      status: 202,
      body: {
        success: true,
        data: { _id: expect.stringMatching(/^pic_/), purpose: "product", status: "processing" },
      },
    });
    // The original, the row and its job, together.
    expect(await traces()).toEqual({
      files: before.files + 1,
      pictures: before.pictures + 1,
      jobs: before.jobs + 1,
    });

    await worker.settled();
    const ready = await getPicture(staff, accepted.body.data._id);
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({
      _id: accepted.body.data._id,
      purpose: "product",
      status: "ready",
      src: expect.stringMatching(/^\/files\/pictures\/[0-9a-f]{64}-400\.webp$/),
      width: 900,
      height: 1200,
    });
    const src: string = ready.body.data.src;
    // Its 800 and AVIF twins are where the storefront's srcset rules look for them.
    const avifSet = productImageAvifSrcSet(src);
    expect(productImageSrcSet(src)).toBe(`${src} 400w, ${src.replace("-400.webp", "-800.webp")} 800w`);
    expect(avifSet).toBe(
      `${src.replace(".webp", ".avif")} 400w, ${src.replace("-400.webp", "-800.avif")} 800w`,
    );
    const expected = [
      [src, "webp", 400, 500],
      [src.replace("-400.webp", "-800.webp"), "webp", 800, 1000],
      [src.replace(".webp", ".avif"), "heif", 400, 500],
      [src.replace("-400.webp", "-800.avif"), "heif", 800, 1000],
    ] as const;
    for (const [path, format, width, height] of expected) {
      const file = await fileAt(path);
      expect(file.status, path).toBe(200);
      expect(file.cacheControl).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(file.bytes).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format,
        width,
        height,
      });
      // Upright (red above blue), with no orientation left to apply and no EXIF (no camera, owner or GPS).
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(near(await pixel(file.bytes, width / 2, height / 8), RED), `${path} top`).toBe(true);
      expect(near(await pixel(file.bytes, width / 2, (height * 7) / 8), BLUE), `${path} bottom`).toBe(true);
    }
    // The original is kept, privately: never served at /files.
    const row = await handle.db
      .selectFrom("pictures")
      .selectAll()
      .where("id", "=", accepted.body.data._id)
      .executeTakeFirstOrThrow();
    expect(row.original_key).toMatch(/^private\/pictures\/[0-9a-f]{64}\.jpeg$/);
    expect((await fileAt(`/files/${row.original_key}`)).status).toBe(404);
    expect(row.uploaded_by).toBe(staffUser._id);
  }, 60_000);

  it("makes a banner's one rendition at the sample banners' size", async () => {
    const desktop = await uploadReady(await (await flat(2400, 1000)).jpeg().toBuffer(), "banner-desktop");
    expect(desktop.body.data).toMatchObject({ status: "ready", width: 2400, height: 1000 });
    const file = await fileAt(desktop.body.data.src);
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: "webp", width: 1600, height: 600 });
    const mobile = await uploadReady(await flat(1000, 1400).webp().toBuffer(), "banner-mobile");
    const mobileFile = await fileAt(mobile.body.data.src);
    expect(await sharp(mobileFile.bytes).metadata()).toMatchObject({
      format: "webp",
      width: 800,
      height: 1000,
    });
  }, 60_000);

  it("renders again safely after a crash that stored some renditions only", async () => {
    const ready = await uploadReady(await flat(1000, 1250).png().toBuffer());
    const id: string = ready.body.data._id;
    const src: string = ready.body.data.src;
    // As if the worker died after storing one rendition: the row still processing, the others missing.
    await handle.db
      .updateTable("pictures")
      .set({ status: "processing", src: null, ready_at: null })
      .where("id", "=", id)
      .execute();
    await files.delete(src.replace("/files/", "").replace("-400.webp", "-800.avif"));
    await renderPicture(handle.db, files, id);
    await renderPicture(handle.db, files, id);
    expect((await getPicture(staff, id)).body.data).toMatchObject({ status: "ready", src });
    expect((await fileAt(src.replace("-400.webp", "-800.avif"))).status).toBe(200);
  }, 60_000);

  it("marks a picture whose header reads but whose data is cut short as failed, saying why", async () => {
    const whole = await flat(1000, 1250).jpeg({ quality: 95 }).toBuffer();
    const accepted = await upload(staff, whole.subarray(0, Math.floor(whole.length / 3)));
    expect(accepted.status).toBe(202);
    await worker.settled();
    expect((await getPicture(staff, accepted.body.data._id)).body.data).toEqual({
      _id: accepted.body.data._id,
      purpose: "product",
      status: "failed",
      error: pictureMessages.undecodable,
    });
  }, 60_000);

  describe("refusals leave nothing behind", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><script>alert(document.cookie)</script><rect width="2000" height="2000"/></svg>`;
    const cases: Array<{
      what: string;
      make: () => Promise<Request>;
      status: number;
      message: string | RegExp;
    }> = [];
    const form = (file: Uint8Array | string, name: string, type: string, purpose = "product") => {
      const body = new FormData();
      body.set("file", asBlob(file, type), name);
      body.set("purpose", purpose);
      return new Request("http://shop.test/api/v1/admin/pictures", { method: "POST", body });
    };
    cases.push(
      {
        what: "a text file named photo.jpg",
        make: async () =>
          form("These are not the pixels you are looking for.\n".repeat(50), "photo.jpg", "image/jpeg"),
        status: 415,
        message: pictureMessages.notAPicture,
      },
      {
        what: "an SVG with a script, sent as a PNG",
        make: async () => form(svg, "logo.png", "image/png"),
        status: 415,
        message: pictureMessages.notAPicture,
      },
      {
        what: "a GIF",
        make: async () => form(await flat(1000, 1250).gif().toBuffer(), "photo.gif", "image/gif"),
        status: 415,
        message: pictureMessages.notAPicture,
      },
      {
        what: "an empty file",
        make: async () => form(new Uint8Array(0), "photo.jpg", "image/jpeg"),
        status: 400,
        message: pictureMessages.empty,
      },
      {
        what: "a picture smaller than a product's 800 × 1000",
        make: async () => form(await flat(640, 480).jpeg().toBuffer(), "small.jpg", "image/jpeg"),
        status: 422,
        message: pictureMessages.tooSmall("product", 640, 480),
      },
      {
        what: "a banner too small for the desktop banner",
        make: async () =>
          form(await flat(1200, 600).jpeg().toBuffer(), "banner.jpg", "image/jpeg", "banner-desktop"),
        status: 422,
        message:
          "A banner desktop picture must be at least 1600 × 600 pixels, so it stays sharp on large screens; this one is 1200 × 600",
      },
      {
        what: "a body over 15 MB",
        make: async () => {
          const big = new Uint8Array(MAX_PICTURE_BYTES + 1);
          big.set([0xff, 0xd8, 0xff]);
          return form(big, "huge.jpg", "image/jpeg");
        },
        status: 413,
        message: pictureMessages.tooLarge,
      },
      {
        what: "a malformed multipart body",
        make: async () =>
          new Request("http://shop.test/api/v1/admin/pictures", {
            method: "POST",
            headers: { "content-type": "multipart/form-data; boundary=zzz" },
            body: '--zzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
          }),
        status: 400,
        message: "Request body must be a multipart/form-data form",
      },
      {
        what: "a purpose the shop has none of",
        make: async () => form(await flat(1000, 1250).jpeg().toBuffer(), "p.jpg", "image/jpeg", "poster"),
        status: 400,
        message: "purpose must be one of: product, banner-desktop, banner-mobile",
      },
    );

    it("refuses a 100-megapixel PNG of a few KB from its header, without decoding it", async () => {
      const png = flatPng(10_000, 10_000);
      expect(png.byteLength).toBeLessThan(200_000);
      // A picture sharp reads as 10000 × 10000 (its header is all it reads here).
      expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 10_000, height: 10_000 });
      const before = await traces();
      const started = performance.now();
      const answer = await send(form(png, "huge.png", "image/png"), staff);
      const elapsed = performance.now() - started;
      expect(answer).toEqual({
        status: 422,
        body: { success: false, message: pictureMessages.tooManyPixels(10_000, 10_000) },
      });
      expect(answer.body.message).toContain("100 megapixels");
      // Decoding 100 megapixels takes seconds and 300 MB; reading a header, milliseconds.
      expect(elapsed).toBeLessThan(2_000);
      expect(await traces()).toEqual(before);
    }, 60_000);

    it.each(cases.map((c) => [c.what, c] as const))(
      "%s",
      async (_what, { make, status, message }) => {
        const before = await traces();
        const answer = await send(await make(), staff);
        expect(answer).toEqual({ status, body: { success: false, message } });
        expect(await traces()).toEqual(before);
      },
      60_000,
    );

    it("says which fields are missing or not files", async () => {
      const picture = await flat(1000, 1250).jpeg().toBuffer();
      expect((await upload(staff, picture, { purpose: "" })).body.message).toBe("purpose is required");
      expect((await upload(staff, null)).body.message).toBe("file is required");
      expect(await upload(staff, "just text")).toEqual({
        status: 400,
        body: { success: false, message: "file must be a file" },
      });
    });

    it("lets only staff allowed the catalogue upload or look", async () => {
      const picture = await flat(1000, 1250).jpeg().toBuffer();
      const before = await traces();
      const refusals = [
        [null, 401, "Please log in first"],
        [shopper, 403, STAFF_ONLY],
        [ordersOnlyStaff, 403, missingPermissionMessage("catalogue")],
      ] as const;
      for (const [cookie, status, message] of refusals) {
        expect(await upload(cookie, picture)).toEqual({ status, body: { success: false, message } });
        expect(await getPicture(cookie, "pic_anything")).toEqual({
          status,
          body: { success: false, message },
        });
      }
      expect(await traces()).toEqual(before);
    });
  });

  // Last: it stops the file's worker, so its own runs alone take the job.
  it("marks a picture failed once every try to store its renditions has failed, never leaving it processing", async () => {
    await worker.stop();
    const accepted = await upload(staff, await flat(1000, 1250).jpeg().toBuffer());
    expect(accepted.status).toBe(202);
    const refusing: FileStore = {
      ...files,
      put: async (key, bytes, options) => {
        if (key.startsWith("pictures/")) throw new Error("the store is down");
        return files.put(key, bytes, options);
      },
    };
    await runDueJobs(handle.db, { files: refusing }, { backoffMs: { base: 0, max: 0 } });
    expect((await getPicture(staff, accepted.body.data._id)).body.data).toEqual({
      _id: accepted.body.data._id,
      purpose: "product",
      status: "failed",
      error: pictureMessages.notRendered,
    });
  }, 120_000);

  it("answers 404 for a picture that does not exist", async () => {
    expect(await getPicture(staff, "pic_nothing_here")).toEqual({
      status: 404,
      body: { success: false, message: pictureMessages.notFound },
    });
  });
});
