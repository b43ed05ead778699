// POST /product/create, the add-product form with its picture files (docs/decisions/staff-catalogue.md#adding-a-product-with-its-picture-files),
// on PGlite and PostgreSQL: a good form makes a draft whose pictures render in the background and which
// shoppers see only once its last picture is ready (the test drives the job runner); the original shop's words for
// a missing field or picture; a refused picture (a text file named .jpg, a 100-megapixel PNG, an SVG with
// a script) stores nothing; guests and shoppers are refused before the body is read.
import { crc32, deflateSync } from "node:zlib";
import type { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { staffUser, users } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import { STAFF_ONLY } from "../../src/lib/staffAccessMessages";
import { NOT_PUBLISHED_ACTION } from "../../server/services/catalogue/pictureWaits";
import type { FileStore } from "../../server/storage/fileStore";
import { postgresFileStore } from "../../server/storage/postgresFileStore";
import { describeOnEachDatabase } from "../support/databases";
import { runDueJobs } from "../support/jobs";
import { Browser } from "./server-auth-helpers";
import { testApp } from "./server-helpers";

/** A black PNG of `width` × `height`, one bit a pixel, deflated to a few hundred KB at most. */
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
  header.set([1, 0, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 1 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const photo = (r: number) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background: { r, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

const fields: Record<string, string> = {
  name: "Monsoon Linen Shirt",
  description: "Breathable linen, relaxed fit.",
  price: "1999",
  discount: "10",
  finalPrice: "1",
  category: "upperwear",
  subCategory: "regular-t-shirt",
  returnPolicy: "7",
  "tags[]": "newarrival",
  codAvailable: "true",
  "productDetails[overview]": "For humid days.",
  "productDetails[features][0]": "Pure linen",
  "productDetails[materialAndCare][0]": "Hand wash",
  "productDetails[specifications][0][name]": "Fit",
  "productDetails[specifications][0][value]": "Relaxed",
  "variants[0][color]": "Olive",
  "variants[0][sizes][0][size]": "M",
  "variants[0][sizes][0][stock]": "4",
  "variants[0][sizes][1][size]": "L",
  "variants[0][sizes][1][stock]": "2",
  "declarations[makerRole]": "manufacturer",
  "declarations[makerName]": "Rangrez Apparel Pvt. Ltd.",
  "declarations[makerAddress]": "3rd Floor, Shekhar Central, AB Road, Palasia, Indore 452001",
  "declarations[countryOfOrigin]": "India",
  "declarations[careEmail]": "care@rangrez.in",
  "declarations[carePhone]": "+91 98765 43210",
  "declarations[measurements][0][size]": "M",
  "declarations[measurements][0][chest]": "101",
  "declarations[measurements][0][length]": "70",
  "declarations[measurements][0][shoulder]": "44",
  "declarations[measurements][1][size]": "L",
  "declarations[measurements][1][chest]": "106.5",
  "declarations[measurements][1][length]": "72",
  "declarations[measurements][1][shoulder]": "46",
};

describeOnEachDatabase("the add-product form with its pictures", (database) => {
  let handle: DatabaseHandle;
  let app: Hono;
  let files: FileStore;
  let staff: string;
  let shopper: string;

  async function signIn(email: string, password: string): Promise<string> {
    const answer = await new Browser(app).post("/auth/login", { identifier: email, password });
    expect(answer.status).toBe(200);
    return `${answer.setCookie?.split(";")[0]}`;
  }

  beforeAll(async () => {
    handle = await database.openSeeded();
    files = postgresFileStore(handle.db);
    app = testApp(handle, { files });
    staff = await signIn(staffUser.email, staffUser.password);
    shopper = await signIn(users[0].email, users[0].password);
  }, 60_000);
  afterAll(async () => handle?.close());

  function formOf(values: Record<string, string>, pictures: Array<[string, Uint8Array | string, string]>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    for (const [name, bytes, filename] of pictures) {
      form.append(name, new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]), filename);
    }
    return form;
  }

  async function send(cookie: string | null, form: FormData) {
    const request = new Request("http://shop.test/api/v1/product/create", { method: "POST", body: form });
    if (cookie) request.headers.set("cookie", cookie);
    const response = await app.request(request);
    return { status: response.status, body: await response.json() };
  }

  async function traces() {
    const count = async (table: "stored_files" | "pictures" | "products" | "jobs") =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      files: await count("stored_files"),
      pictures: await count("pictures"),
      products: await count("products"),
      jobs: await count("jobs"),
    };
  }

  const shopperSees = async (id: string) =>
    (await app.request(`http://shop.test/api/v1/product/product/${id}`)).status;

  it("adds the product as a draft that shoppers see only once its last picture is ready", async () => {
    const answer = await send(
      staff,
      formOf({ ...fields, status: "published" }, [
        ["variants[0][images][0]", await photo(100), "front.jpg"],
        ["variants[0][images][1]", await photo(160), "back.jpg"],
      ]),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe("Product successfully added!");
    const product = answer.body.data;
    expect(product.finalPrice).toBe(1799);
    const id = product._id;
    const edit = await app.request(`http://shop.test/api/v1/admin/products/${id}`, {
      headers: { cookie: staff },
    });
    const staffView = (await edit.json()).data;
    expect(staffView.status).toBe("draft");
    expect(staffView.variants[0]).toMatchObject({
      color: "Olive",
      colorHex: "#6b6b3a",
      images: [
        {
          src: expect.stringMatching(/^\/files\/pictures\/[0-9a-f]+-400\.webp$/),
          alt: "Monsoon Linen Shirt in Olive, photo 1 of 2",
        },
        {
          src: expect.stringMatching(/^\/files\/pictures\/[0-9a-f]+-400\.webp$/),
          alt: "Monsoon Linen Shirt in Olive, photo 2 of 2",
        },
      ],
    });
    // Rendering: not yet seen, and its pictures not there yet.
    expect(await shopperSees(id)).toBe(404);
    expect((await app.request(`http://shop.test${staffView.variants[0].images[0].src}`)).status).toBe(404);

    // Publishing by hand meanwhile is refused: it would show pictures that are not there yet.
    const early = await app.request(`http://shop.test/api/v1/admin/products/${id}/status`, {
      method: "POST",
      headers: { cookie: staff, "content-type": "application/json" },
      body: JSON.stringify({ status: "published" }),
    });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toMatch(/^Its pictures are still being prepared/);

    await runDueJobs(handle.db, { files });
    expect(await shopperSees(id)).toBe(200);
    for (const image of staffView.variants[0].images) {
      expect((await app.request(`http://shop.test${image.src}`)).status).toBe(200);
    }
    const history = await app.request(`http://shop.test/api/v1/admin/products/${id}`, {
      headers: { cookie: staff },
    });
    expect((await history.json()).data.history.map((e: { action: string }) => e.action)).toEqual([
      "published",
      "created",
    ]);
  }, 120_000);

  it("keeps a product added without status a draft once its pictures are ready", async () => {
    const answer = await send(staff, formOf(fields, [["variants[0][images][0]", await photo(30), "a.jpg"]]));
    expect(answer.status).toBe(201);
    await runDueJobs(handle.db, { files });
    expect(await shopperSees(answer.body.data._id)).toBe(404);
  }, 120_000);

  it("leaves a product a draft, saying why, when one of its pictures cannot be rendered", async () => {
    const whole = await sharp({
      create: {
        width: 800,
        height: 1000,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const answer = await send(
      staff,
      formOf({ ...fields, status: "published" }, [
        ["variants[0][images][0]", await photo(70), "good.jpg"],
        ["variants[0][images][1]", whole.subarray(0, Math.floor(whole.length / 3)), "cut.jpg"],
      ]),
    );
    expect(answer.status).toBe(201);
    const id = answer.body.data._id;
    await runDueJobs(handle.db, { files });
    expect(await shopperSees(id)).toBe(404);
    const staffView = await app.request(`http://shop.test/api/v1/admin/products/${id}`, {
      headers: { cookie: staff },
    });
    const product = (await staffView.json()).data;
    expect(product.status).toBe("draft");
    expect(product.history.map((e: { action: string }) => e.action)).toEqual([
      NOT_PUBLISHED_ACTION,
      "created",
    ]);
  }, 120_000);

  it("answers the original shop's words for a missing field or picture, in message and error", async () => {
    const { price: _price, ...withoutPrice } = fields;
    const noPrice = await send(
      staff,
      formOf(withoutPrice, [["variants[0][images][0]", await photo(1), "a.jpg"]]),
    );
    expect(noPrice).toEqual({
      status: 400,
      body: {
        success: false,
        message: "price is required. Please fill the field.",
        error: "price is required. Please fill the field.",
      },
    });
    const noImages = await send(staff, formOf(fields, []));
    expect(noImages.status).toBe(400);
    expect(noImages.body.error).toBe("images is required. Please add at least one image.");
    const wrongSize = await send(
      staff,
      formOf({ ...fields, "variants[0][sizes][0][size]": "32" }, [
        ["variants[0][images][0]", await photo(1), "a.jpg"],
      ]),
    );
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body.error).toMatch(/^Size 32 is not sold for regular-t-shirt/);
  });

  it("refuses a file that is not a usable picture, storing nothing", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const huge = flatPng(10_000, 10_000);
    expect(huge.byteLength).toBeLessThan(400_000);
    const cases: Array<[Uint8Array | string, string, number, RegExp]> = [
      ["just some words", "photo.jpg", 415, /JPEG, PNG, WebP or AVIF/],
      [huge, "big.png", 422, /10000 × 10000 pixels \(100 megapixels\)/],
      [svg, "logo.png", 415, /JPEG, PNG, WebP or AVIF/],
    ];
    for (const [bytes, filename, status, words] of cases) {
      const before = await traces();
      const started = Date.now();
      // A good picture first: it is not kept either when the second is refused.
      const answer = await send(
        staff,
        formOf(fields, [
          ["variants[0][images][0]", await photo(200), "good.jpg"],
          ["variants[0][images][1]", bytes, filename],
        ]),
      );
      expect(answer.status, filename).toBe(status);
      expect(answer.body.error, filename).toMatch(words);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await traces()).toEqual(before);
    }
  });

  it("refuses guests (401) and shoppers (403) without reading the form, and a broken form with a 400", async () => {
    const form = formOf(fields, [["variants[0][images][0]", await photo(5), "a.jpg"]]);
    expect((await send(null, form)).status).toBe(401);
    const asShopper = await send(shopper, form);
    expect(asShopper.status).toBe(403);
    expect(asShopper.body).toMatchObject({ message: STAFF_ONLY, error: STAFF_ONLY });
    const broken = await app.request("http://shop.test/api/v1/product/create", {
      method: "POST",
      headers: { cookie: staff, "content-type": "multipart/form-data; boundary=zzz" },
      body: '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a form',
    });
    expect(broken.status).toBe(400);
    const json = await app.request("http://shop.test/api/v1/product/create", {
      method: "POST",
      headers: { cookie: staff, "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    const tooMany = formOf(
      { ...fields, ...Object.fromEntries(Array.from({ length: 900 }, (_, i) => [`extra${i}`, "x"])) },
      [],
    );
    expect((await send(staff, tooMany)).status).toBe(400);
    // A body declared larger than the form may be: a guest is refused for who they are, staff for its size,
    // and neither body is read.
    const declared = (cookie: string | null) =>
      app.request("http://shop.test/api/v1/product/create", {
        method: "POST",
        headers: {
          ...(cookie ? { cookie } : {}),
          "content-type": "multipart/form-data; boundary=zzz",
          "content-length": String(50 * 1024 * 1024),
        },
        body: "--zzz--\r\n",
      });
    expect((await declared(null)).status).toBe(401);
    const tooLarge = await declared(staff);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toMatch(/^The form is too large/);
  });
});
