// Cart line changes and coupon redemptions at once, on PGlite and on a PostgreSQL server (where the
// transactions really overlap): lines moved into one size at once merge without a lost or doubled piece,
// and a coupon with a per-shopper limit of one is redeemed by exactly one of several orders placed at once;
// a cancelled order gives its use back; one variant removed twice at once is removed once. Also the size a
// variant does not have (not in the fixtures).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue, users } from "../../mocks/fixtures";
import { ApiError } from "../../server/services/errors";
import type { Size } from "../../server/db/schema";
import { newId } from "../../server/services/accounts/tokens";
import { addToCart, readCart } from "../../server/services/cart";
import { removeCartVariant, updateCartLine } from "../../server/services/cartLineChanges";
import { couponFor, redeemCoupon } from "../../server/services/coupons";
import { describeOnEachDatabase } from "../support/databases";
import type { DatabaseHandle } from "../../server/db/database";
import type { TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-23T10:00:00+05:30");

describeOnEachDatabase("cart and coupon races", (database: TestDatabase) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.openSeeded();
  }, 60_000);
  afterAll(() => handle.close());

  const userId = async (index: number) =>
    (
      await handle.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", users[index].email.toLowerCase())
        .executeTakeFirstOrThrow()
    ).id;

  async function setStock(variantId: string, size: Size, stock: number) {
    await handle.db
      .updateTable("variant_sizes")
      .set({ stock })
      .where("variant_id", "=", variantId)
      .where("size", "=", size)
      .execute();
  }

  it("lines moved into one size at once merge into one line of every piece, round after round", async () => {
    const shopper = await userId(0);
    const product = catalogue[3];
    const variant = product.variants[0];
    const sizes = ["S", "M", "L", "XL"] as const;
    for (const size of sizes) await setStock(variant._id, size, 20);
    const add = (size: Size) =>
      addToCart(handle.db, shopper, { productId: product._id, variantId: variant._id, size, quantity: 1 });
    // Every connection of the pool open first, so the moves really start together.
    await Promise.all(Array.from({ length: 8 }, () => readCart(handle.db, shopper)));
    for (const into of sizes) {
      for (const size of sizes) if (size !== into) await add(size);
      const lines = (await readCart(handle.db, shopper)).products.map((line) => line._id);
      const moved = await Promise.allSettled(
        lines.map((id) => updateCartLine(handle.db, shopper, id, { size: into })),
      );
      expect(moved.map((outcome) => outcome.status)).toEqual(lines.map(() => "fulfilled"));
      const after = await readCart(handle.db, shopper);
      expect(after.products.map((line) => [line.size, line.quantity])).toEqual([[into, 3]]);
      await handle.db.deleteFrom("cart_lines").execute();
    }
  });

  it("a size the variant does not have is 404 and changes nothing", async () => {
    const shopper = await userId(1);
    const product = catalogue[5];
    const variant = product.variants[0];
    await setStock(variant._id, "M", 10);
    const cart = await addToCart(handle.db, shopper, {
      productId: product._id,
      variantId: variant._id,
      size: "M",
      quantity: 1,
    });
    await handle.db
      .deleteFrom("variant_sizes")
      .where("variant_id", "=", variant._id)
      .where("size", "=", "XXL")
      .execute();
    const lineId = cart.products[0]._id;
    await expect(updateCartLine(handle.db, shopper, lineId, { size: "XXL" })).rejects.toMatchObject({
      status: 404,
      message: "Size not found",
    });
    expect((await readCart(handle.db, shopper)).products.map((line) => line.size)).toEqual(["M"]);
  });

  it("one variant removed twice at once: one removal takes its lines, the other finds none (404)", async () => {
    const shopper = await userId(0);
    const { _id: cartId } = await readCart(handle.db, shopper);
    await handle.db.deleteFrom("cart_lines").where("cart_id", "=", cartId).execute();
    const [product, keptProduct] = [catalogue[6], catalogue[7]];
    const [variant, kept] = [product.variants[0], keptProduct.variants[0]];
    const add = async (productId: string, variantId: string, size: Size) => {
      await setStock(variantId, size, 10);
      await addToCart(handle.db, shopper, { productId, variantId, size, quantity: 1 });
    };
    await add(product._id, variant._id, variant.sizes[0].size);
    await add(product._id, variant._id, variant.sizes[1].size);
    await add(keptProduct._id, kept._id, kept.sizes[0].size);
    const removal = { productId: product._id, variantId: variant._id };
    const outcomes = await Promise.allSettled([
      removeCartVariant(handle.db, shopper, removal),
      removeCartVariant(handle.db, shopper, removal),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect(refused?.reason).toMatchObject({ status: 404, message: "Cart item not found" });
    const after = await readCart(handle.db, shopper);
    expect(after.products.map((line) => [line.variantId, line.size])).toEqual([
      [kept._id, kept.sizes[0].size],
    ]);
  });

  describe("a coupon with a per-shopper limit", () => {
    const code = "ONCEONLY";
    beforeAll(async () => {
      await handle.db
        .insertInto("coupons")
        .values({ code, kind: "flat", value: 50, per_shopper_limit: 1 })
        .execute();
    });

    /** An order of the shopper that redeems the coupon, in one transaction (as placing an order does). */
    const orderWithCoupon = (shopper: string) =>
      handle.db.transaction().execute(async (tx) => {
        const orderId = newId();
        await tx.insertInto("orders").values({ id: orderId, user_id: shopper }).execute();
        await redeemCoupon(tx, { code: code.toLowerCase(), userId: shopper, orderId, now: NOW });
        return orderId;
      });

    it("five orders at once: exactly one redeems it, the others are refused with 409 and roll back", async () => {
      const shopper = await userId(2);
      expect((await couponFor(handle.db, shopper, code, NOW)).rule).toMatchObject({ code, value: 50 });
      const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => orderWithCoupon(shopper)));
      const refused = outcomes.filter((o) => o.status === "rejected").map((o) => o.reason);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      expect(refused).toHaveLength(4);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason).toMatchObject({ status: 409, message: `You have already used coupon ${code}.` });
      }
      const orders = await handle.db
        .selectFrom("orders")
        .select("id")
        .where("user_id", "=", shopper)
        .execute();
      expect(orders).toHaveLength(1);
      expect(await couponFor(handle.db, shopper, code, NOW)).toEqual({
        rule: null,
        error: `You have already used coupon ${code}.`,
      });
    });

    it("a cancelled order gives the use back", async () => {
      const shopper = await userId(3);
      const orderId = await orderWithCoupon(shopper);
      expect((await couponFor(handle.db, shopper, code, NOW)).error).toBe(
        `You have already used coupon ${code}.`,
      );
      await handle.db.updateTable("orders").set({ status: "cancelled" }).where("id", "=", orderId).execute();
      expect(await couponFor(handle.db, shopper, code, NOW)).toEqual({
        rule: { code, kind: "flat", value: 50, minOrder: 0 },
      });
    });
  });

  it("a blank code is no coupon and no error; the code is matched in any case", async () => {
    const shopper = await userId(0);
    expect(await couponFor(handle.db, shopper, "   ", NOW)).toEqual({ rule: null });
    expect(await couponFor(handle.db, shopper, undefined, NOW)).toEqual({ rule: null });
    expect(await couponFor(handle.db, shopper, "sAvE100", NOW)).toEqual({
      rule: { code: "SAVE100", kind: "flat", value: 100, minOrder: 0 },
    });
    expect(await couponFor(handle.db, shopper, "DISCOUNT10", NOW)).toEqual({
      rule: { code: "DISCOUNT10", kind: "percent", value: 10, minOrder: 0 },
    });
  });
});
