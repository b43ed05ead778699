// The customiser's blanks for staff (server/services/designs/staffBlanks.ts,
// docs/decisions/customiser-design.md#blanks-for-staff) on PGlite and on a PostgreSQL server (where
// transactions really overlap): the list as seeded, a colour's counts set with their audit row and only the
// sizes named, the refusals, a count racing orders of the same size (never below 0, the count never lost), a
// size back from 0 going through the catalogue's restock path once, and the prices with their audit row.
import { afterAll, beforeAll, expect, it } from "vitest";
import { blankVariantId, catalogue, staffBlanks, users } from "../../mocks/fixtures";
import type { Size } from "../../server/db/schema";
import { trackedTransaction } from "../../server/services/cacheVersions/transaction";
import { takeStock } from "../../server/services/orders/stock";
import { RESTOCK_MAIL_JOB } from "../../server/services/restock";
import { blankStaffMessages } from "../../src/lib/design/blankStaffWords";
import { describeOnEachDatabase, type TestDatabase } from "../support/databases";
import { type AuthHarness, authHarness, Browser } from "./server-auth-helpers";

const staffUser = users.find((u) => u.role === "staff");
const [tshirt] = staffBlanks.filter((b) => b.type === "tshirt");

describeOnEachDatabase("the customiser's blanks for staff", (database: TestDatabase) => {
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

  const setStock = (variantId: string, sizes: { size: string; stock: number }[]) =>
    staff.call("PATCH", `/admin/customiser/blanks/${variantId}/stock`, { sizes });
  const stockOf = async (variantId: string, size: Size) =>
    (
      await h.handle.db
        .selectFrom("variant_sizes")
        .select("stock")
        .where("variant_id", "=", variantId)
        .where("size", "=", size)
        .executeTakeFirstOrThrow()
    ).stock;
  const auditOf = (productId: string, action: string) =>
    h.handle.db
      .selectFrom("audit_log")
      .select(["actor_name", "before", "after"])
      .where("entity_id", "=", productId)
      .where("action", "=", action)
      .orderBy("id")
      .execute();

  it("lists both garments as seeded: the customiser's order, their prices, every colour's stock S to XXL", async () => {
    const answer = await staff.get("/admin/customiser/blanks");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.body.data).toEqual(staffBlanks);
  });

  it("sets only the sizes named, answers every size as saved, and writes one audit row", async () => {
    const colour = tshirt.colors.find((c) => c.color === "Olive");
    if (!colour) throw new Error("the T-shirt blank comes in Olive");
    const answer = await setStock(colour.variantId, [
      { size: "M", stock: 55 },
      { size: "XL", stock: 0 },
      { size: "S", stock: 40 },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(blankStaffMessages.stockSaved("tshirt", "Olive"));
    expect(answer.body.data).toEqual({
      ...colour,
      sizes: [
        { size: "S", stock: 40 },
        { size: "M", stock: 55 },
        { size: "L", stock: 40 },
        { size: "XL", stock: 0 },
        { size: "XXL", stock: 40 },
      ],
    });
    const audit = await auditOf(tshirt.productId, "stock set");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_name: staffUser?.username,
      before: { variantId: colour.variantId, sizes: colour.sizes },
      after: { variantId: colour.variantId, sizes: answer.body.data.sizes },
    });
    // The same counts again change nothing and write no row.
    expect((await setStock(colour.variantId, [{ size: "M", stock: 55 }])).status).toBe(200);
    expect(await auditOf(tshirt.productId, "stock set")).toHaveLength(1);
    // A shopper's product is no blank: the blanks screen cannot set its stock.
    const product = catalogue[0].variants[0];
    const notABlank = await setStock(product._id, [{ size: product.sizes[0].size, stock: 1 }]);
    expect([notABlank.status, notABlank.body.message]).toEqual([404, blankStaffMessages.colourNotFound]);
  });

  it("refuses a size named twice, a size the colour is not sold in, and an unknown colour", async () => {
    const variantId = blankVariantId("hoodie", "grey");
    const twice = await setStock(variantId, [
      { size: "L", stock: 3 },
      { size: "L", stock: 4 },
    ]);
    expect([twice.status, twice.body.message]).toEqual([400, blankStaffMessages.sizeTwice("L")]);
    await h.handle.db
      .deleteFrom("variant_sizes")
      .where("variant_id", "=", variantId)
      .where("size", "=", "XXL")
      .execute();
    const notSold = await setStock(variantId, [
      { size: "S", stock: 9 },
      { size: "XXL", stock: 3 },
    ]);
    expect([notSold.status, notSold.body.message]).toEqual([
      400,
      blankStaffMessages.sizeNotSold("XXL", "Grey"),
    ]);
    // Nothing of a refused call is kept.
    expect(await stockOf(variantId, "S")).toBe(40);
    const unknown = await setStock("no-such-colour", [{ size: "S", stock: 1 }]);
    expect(unknown.status).toBe(404);
  });

  it("a count racing orders of the same size: never below 0, the count never lost", async () => {
    const variantId = blankVariantId("tshirt", "grey");
    const line = { productId: tshirt.productId, variantId, size: "M" as const, quantity: 1 };
    expect((await setStock(variantId, [{ size: "M", stock: 3 }])).status).toBe(200);
    // Six orders of one M race staff setting M to 10. Each order answers what it left, read under its lock.
    const order = () =>
      trackedTransaction(h.handle.db, async (trx) => {
        if (!(await takeStock(trx, [line], { listedOnly: true }))) return null;
        const row = await trx
          .selectFrom("variant_sizes")
          .select("stock")
          .where("variant_id", "=", variantId)
          .where("size", "=", "M")
          .executeTakeFirstOrThrow();
        return row.stock;
      });
    const results = await Promise.all([
      order(),
      order(),
      order(),
      setStock(variantId, [{ size: "M", stock: 10 }]),
      order(),
      order(),
      order(),
    ]);
    const counted = results[3] as { status: number };
    expect(counted.status).toBe(200);
    const left = results.filter((r): r is number | null => typeof r === "number" || r === null);
    // Orders before the count took from 3 (leaving 2, 1, 0; an order after those found none); orders after
    // it took from 10. Each took a unit no other took, and the count's 10 is where the later ones started.
    const before = left.filter((l): l is number => l !== null && l < 3).sort((a, b) => b - a);
    const after = left.filter((l): l is number => l !== null && l >= 3).sort((a, b) => b - a);
    const refused = left.filter((l) => l === null).length;
    expect(before).toEqual([2, 1, 0].slice(0, before.length));
    expect(after).toEqual([9, 8, 7, 6, 5, 4].slice(0, after.length));
    if (refused > 0) expect(before).toHaveLength(3);
    expect(before.length + after.length + refused).toBe(6);
    expect(await stockOf(variantId, "M")).toBe(10 - after.length);
  });

  it("a size back from 0 takes the catalogue's restock path once", async () => {
    const variantId = blankVariantId("hoodie", "olive");
    expect((await setStock(variantId, [{ size: "S", stock: 0 }])).status).toBe(200);
    // Shoppers cannot ask for a blank's size through the shop yet (the restock call reads published
    // products); an alert written straight in stands for one.
    const shopper = await h.handle.db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "shopper")
      .executeTakeFirstOrThrow();
    await h.handle.db
      .insertInto("restock_alerts")
      .values({ user_id: shopper.id, variant_id: variantId, size: "S" })
      .execute();
    const restockJobs = () =>
      h.handle.db
        .selectFrom("jobs")
        .select("key")
        .where("kind", "=", RESTOCK_MAIL_JOB)
        .where("key", "like", `${shopper.id}:${variantId}:S:%`)
        .execute();
    expect((await setStock(variantId, [{ size: "S", stock: 6 }])).status).toBe(200);
    expect((await setStock(variantId, [{ size: "S", stock: 8 }])).status).toBe(200);
    expect(await restockJobs()).toHaveLength(1);
    const alert = await h.handle.db
      .selectFrom("restock_alerts")
      .select("notified_at")
      .where("variant_id", "=", variantId)
      .executeTakeFirstOrThrow();
    expect(alert.notified_at).not.toBeNull();
  });

  it("sets a garment's prices with its audit row; the customiser's data says them at once", async () => {
    const before = await h.app.request("http://shop.test/api/v1/customized/getImage?types=hoodie");
    expect((await before.json()).data.pricing).toEqual({ blank: 1299, perSide: 200 });
    const saved = await staff.call("PATCH", "/admin/customiser/pricing/hoodie", {
      blank: 1399,
      perSide: 250,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      success: true,
      message: blankStaffMessages.pricingSaved("hoodie"),
      data: { blank: 1399, perSide: 250 },
    });
    const after = await h.app.request("http://shop.test/api/v1/customized/getImage?types=hoodie");
    expect((await after.json()).data.pricing).toEqual({ blank: 1399, perSide: 250 });
    const hoodieId = staffBlanks.find((b) => b.type === "hoodie")?.productId ?? "";
    expect(await auditOf(hoodieId, "pricing set")).toMatchObject([
      { before: { blank: 1299, perSide: 200 }, after: { blank: 1399, perSide: 250 } },
    ]);
    const listed = await staff.get("/admin/customiser/blanks");
    expect(listed.body.data[0]).toMatchObject({ type: "hoodie", pricing: { blank: 1399, perSide: 250 } });
  });
});
