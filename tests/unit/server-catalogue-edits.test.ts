// The staff catalogue's writes (server/services/catalogue, docs/decisions/staff-catalogue.md) on PGlite and
// on a PostgreSQL server (where transactions really overlap): add by JSON, the server's final price, drafts
// unseen by shoppers, edits that lose nobody's change, stock edits racing orders without overselling, the
// restock mail sent once, archiving, the audit rows, and who may do it.
import { missingPermissionMessage } from "../../src/lib/staffAccessMessages";
import { afterAll, beforeAll, expect, it } from "vitest";
import { declarationsFor, users } from "../../mocks/fixtures";
import type { Size } from "../../server/db/schema";
import { createOrPromoteStaff } from "../../server/cli/create-staff";
import { takeStock } from "../../server/services/orders/stock";
import { trackedTransaction } from "../../server/services/cacheVersions/transaction";
import { requestRestockAlert } from "../../server/services/restock";
import { pictureNotReady } from "../../server/services/pictures/productPictures";
import { describeOnEachDatabase, type TestDatabase } from "../support/databases";
import { type AuthHarness, authHarness, Browser, mailsTo } from "./server-auth-helpers";

const staffUser = users.find((u) => u.role === "staff");
const shopper = users[0];

const newProduct = {
  name: "Chai Pe Charcha Oversized Tee",
  description: "Heavy cotton, dropped shoulders.",
  price: 1299,
  discount: 15,
  category: "upperwear",
  subCategory: "oversize-t-shirt",
  returnPolicy: 7,
  tags: ["newarrival"],
  codAvailable: true,
  declarations: declarationsFor("test", "oversize-t-shirt", ["S", "M", "L", "XL", "XXL"]),
  productDetails: {
    overview: "A tee for long conversations.",
    features: ["240 GSM cotton"],
    materialAndCare: ["Machine wash cold"],
    specifications: [{ name: "Fit", value: "Oversized" }],
  },
  variants: [
    {
      color: "Black",
      colorHex: "#1C1C1E",
      sizes: [
        { size: "M", stock: 5 },
        { size: "L", stock: 0 },
      ],
      images: [
        { src: "/media/products/acid-wash-oversized-tee-black-front-400.webp", alt: "Black tee, front" },
      ],
    },
    {
      color: "Sand",
      colorHex: "#d8c3a5",
      sizes: [{ size: "M", stock: 2 }],
      images: [{ src: "/media/products/acid-wash-oversized-tee-black-back-400.webp", alt: "Sand tee, back" }],
    },
  ],
};

describeOnEachDatabase("staff catalogue edits", (database: TestDatabase) => {
  let h: AuthHarness;
  let staff: Browser;
  beforeAll(async () => {
    h = await authHarness({ seeded: true, database });
    staff = new Browser(h.app);
    const login = await staff.post("/auth/login", {
      identifier: staffUser?.email,
      password: staffUser?.password,
    });
    expect(login.status).toBe(200);
  }, 60_000);
  afterAll(() => h.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await staff.post("/admin/products", { ...newProduct, ...overrides });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const formOf = (product: {
    updatedAt: string;
    variants: { _id: string; sizes: { size: Size; stock: number }[] }[];
  }) => ({
    ...newProduct,
    variants: newProduct.variants.map((v, i) => ({
      ...v,
      _id: product.variants[i]._id,
      sizes: product.variants[i].sizes.map((s) => ({ ...s, stockWas: s.stock })),
    })),
  });
  const save = (product: { _id: string; updatedAt: string }, form: ReturnType<typeof formOf>) =>
    staff.call("PUT", `/admin/products/${product._id}`, { product: form, updatedAt: product.updatedAt });

  it("adds a product as a draft, with the price the server computes, unseen by shoppers until published", async () => {
    // A final price sent by the screen is not the one kept: the server computes it.
    const product = await create({ finalPrice: 1 });
    expect(product).toMatchObject({
      name: newProduct.name,
      finalPrice: 1104,
      status: "draft",
      history: [{ action: "created", actorName: staffUser?.username, fields: [] }],
    });
    expect(product.variants[0]).toMatchObject({
      color: "Black",
      colorHex: "#1c1c1e",
      sizes: [
        { size: "M", stock: 5 },
        { size: "L", stock: 0 },
      ],
      images: [newProduct.variants[0].images[0]],
    });
    const guest = new Browser(h.app);
    expect((await guest.get(`/product/product/${product._id}`)).status).toBe(404);
    const cart = await guest.post("/cart/items", {
      productId: product._id,
      variantId: product.variants[0]._id,
      size: "M",
      quantity: 1,
    });
    expect(cart.status).toBe(404);

    const published = await staff.post(`/admin/products/${product._id}/status`, { status: "published" });
    expect(published.status).toBe(200);
    expect(published.body.data.history.map((e: { action: string }) => e.action)).toEqual([
      "published",
      "created",
    ]);
    const page = await guest.get(`/product/product/${product._id}`);
    expect(page.status).toBe(200);
    expect(page.body.data.data.data.finalPrice).toBe(1104);

    const archived = await staff.post(`/admin/products/${product._id}/status`, { status: "archived" });
    expect(archived.body.data.status).toBe("archived");
    expect((await guest.get(`/product/product/${product._id}`)).status).toBe(404);
    // Staff still open it.
    expect((await staff.get(`/admin/products/${product._id}`)).body.data.status).toBe("archived");
  });

  it("refuses a sub-category outside the category and a size the garment is not sold in", async () => {
    const wrongPair = await staff.post("/admin/products", { ...newProduct, subCategory: "jeans" });
    expect(wrongPair.status).toBe(400);
    expect(wrongPair.body.message).toBe("jeans is not a sub-category of upperwear.");
    const waist = await staff.post("/admin/products", {
      ...newProduct,
      variants: [{ ...newProduct.variants[0], sizes: [{ size: "32", stock: 1 }] }],
    });
    expect(waist.status).toBe(400);
    expect(waist.body.message).toBe("Size 32 is not sold for oversize-t-shirt: use S, M, L, XL, XXL.");
    const noPictures = await staff.post("/admin/products", {
      ...newProduct,
      variants: [{ ...newProduct.variants[0], images: [] }],
    });
    expect(noPictures.status).toBe(400);
  });

  it("takes only ready product pictures, the shop's sample photos or ones the product shows already", async () => {
    const count = async () =>
      Number(
        (
          await h.handle.db
            .selectFrom("products")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const withPicture = (src: string) => ({
      ...newProduct,
      variants: [{ ...newProduct.variants[0], images: [{ src, alt: "A tee" }] }],
    });
    for (const src of ["/media/products/made-up-tee-400.webp", "/files/pictures/never-uploaded-400.webp"]) {
      const refused = await staff.post("/admin/products", withPicture(src));
      expect([refused.status, refused.body.message]).toEqual([400, pictureNotReady(src)]);
    }
    expect(await count()).toBe(before);
    // An edit keeps the pictures the product has, and may not bring in a made-up one.
    const product = await create();
    const form = formOf(product);
    expect((await save(product, form)).status).toBe(200);
    const saved = (await staff.get(`/admin/products/${product._id}`)).body.data;
    form.variants[0].images = [{ src: "/files/pictures/not-there-400.webp", alt: "Nothing" }];
    const refused = await save(saved, form);
    expect([refused.status, refused.body.message]).toEqual([
      400,
      pictureNotReady("/files/pictures/not-there-400.webp"),
    ]);
  });

  it("a guest, a shopper and staff without the catalogue permission may not add products", async () => {
    expect((await new Browser(h.app).post("/admin/products", newProduct)).status).toBe(401);
    const asShopper = new Browser(h.app);
    await asShopper.post("/auth/login", { identifier: shopper.email, password: shopper.password });
    const refused = await asShopper.post("/admin/products", newProduct);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Staff only");
    await createOrPromoteStaff(h.handle.db, {
      email: "packer@rangrez.example",
      username: "packer",
      password: "Packer@2026!",
      permissions: ["orders"],
    });
    const packer = new Browser(h.app);
    await packer.post("/auth/login", { identifier: "packer", password: "Packer@2026!" });
    const denied = await packer.post("/admin/products", newProduct);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(missingPermissionMessage("catalogue"));
  });

  it("an edit made on an old copy is refused and changes nothing; a fresh one is saved with its audit row", async () => {
    const product = await create();
    const first = await save(product, { ...formOf(product), name: "Renamed once" });
    expect(first.body.message).toBe("Product saved.");
    expect(first.status).toBe(200);
    expect(first.body.data.name).toBe("Renamed once");
    const stale = await save(product, { ...formOf(product), name: "Renamed on an old copy" });
    expect(stale.status).toBe(409);
    const now = await staff.get(`/admin/products/${product._id}`);
    expect(now.body.data.name).toBe("Renamed once");
    expect(now.body.data.history[0]).toMatchObject({ action: "updated", fields: ["name"] });
    const audit = await h.handle.db
      .selectFrom("audit_log")
      .select(["action", "actor_name", "before", "after"])
      .where("entity_id", "=", product._id)
      .orderBy("id")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["created", "updated"]);
    expect(audit[1]).toMatchObject({ before: { name: newProduct.name }, after: { name: "Renamed once" } });
  });

  it("a stock edit racing orders keeps every order's units: no oversell, no lost update", async () => {
    const product = await create({ status: "published" });
    const variant = product.variants[0];
    // The edit screen loaded M at 5; eight orders of one M race the edit that adds 10.
    const form = formOf(product);
    form.variants[0].sizes[0] = { size: "M", stock: 15, stockWas: 5 };
    const order = () =>
      trackedTransaction(h.handle.db, (trx) =>
        takeStock(trx, [{ productId: product._id, variantId: variant._id, size: "M", quantity: 1 }]),
      );
    const results = await Promise.all([
      ...Array.from({ length: 4 }, order),
      save(product, form),
      ...Array.from({ length: 4 }, order),
    ]);
    const edit = results[4] as { status: number };
    expect(edit.status).toBe(200);
    // Every order that found a unit keeps it (the first five always do; the rest when the edit came
    // first), and the edit's ten are added to what the orders left: nothing oversold, nothing lost.
    const taken = results.filter((r) => r === true).length;
    expect(taken).toBeGreaterThanOrEqual(5);
    const after = await staff.get(`/admin/products/${product._id}`);
    expect(after.body.data.variants[0].sizes[0]).toEqual({ size: "M", stock: 5 + 10 - taken });
  });

  it("refuses an edit that would leave a size below 0, naming what is left", async () => {
    const product = await create({ status: "published" });
    const variant = product.variants[1];
    // Sand M: 2 left; both sold after the screen loaded; staff take 2 off what they saw.
    for (let i = 0; i < 2; i++) {
      await trackedTransaction(h.handle.db, (trx) =>
        takeStock(trx, [{ productId: product._id, variantId: variant._id, size: "M", quantity: 1 }]),
      );
    }
    const form = formOf(product);
    form.variants[1].sizes[0] = { size: "M", stock: 0, stockWas: 2 };
    const res = await save(product, form);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Only 0 of Sand in M are left now/);
  });

  it("a size back from 0 mails its waiting shopper once", async () => {
    const product = await create({ status: "published" });
    const variant = product.variants[0];
    await requestRestockAlert(h.handle.db, shopper._id, {
      productId: product._id,
      variantId: variant._id,
      size: "L",
    });
    const form = formOf(product);
    form.variants[0].sizes[1] = { size: "L", stock: 3, stockWas: 0 };
    expect((await save(product, form)).status).toBe(200);
    const saved = (await staff.get(`/admin/products/${product._id}`)).body.data;
    const again = formOf(saved);
    again.variants[0].sizes[1] = { size: "L", stock: 4, stockWas: 3 };
    expect((await save(saved, again)).status).toBe(200);
    const restocked = (await mailsTo(h.mailbox, shopper.email)).filter(
      (mail) => mail.subject.startsWith("Back in stock:") && mail.text.includes(newProduct.name),
    );
    expect(restocked).toHaveLength(1);
  });
});
