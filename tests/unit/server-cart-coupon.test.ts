// The bag's coupon on reading the bag (server/services/cart.ts, cartCoupon.ts): kept while it applies,
// dropped with the reason once it stops (expired, withdrawn, under its minimum), and with nothing selected
// its minimum order waits for a selection (there is no order to judge it on).
import { describe, expect, it } from "vitest";
import { catalogue, users } from "../../mocks/fixtures";
import { readCart } from "../../server/services/cart";
import { applyCartCoupon } from "../../server/services/cartCoupon";
import { seededServer } from "./server-helpers";

const server = seededServer();
const NOW = new Date("2026-11-23T10:00:00Z");

const product = catalogue.find((p) => p.variants[0].sizes.some((s) => s.stock >= 3)) as (typeof catalogue)[0];
const variant = product.variants[0];
const size = variant.sizes.find((s) => s.stock >= 3)?.size as (typeof variant.sizes)[0]["size"];

let sequence = 0;
/** A coupon of the test's own, and a bag holding one selected line of the product for `user`. */
async function bagWithCoupon(userIndex: number, coupon: { minOrder?: number } = {}) {
  sequence += 1;
  const code = `BAG${sequence}TEST`;
  const db = server.handle.db;
  await db
    .insertInto("coupons")
    .values({ code, kind: "flat", value: 50, min_order: coupon.minOrder ?? 0 })
    .execute();
  const userId = users[userIndex]._id;
  const read = await readCart(db, userId, NOW);
  // A shopper's cart is stored on their first read.
  const cart = { _id: read._id as string };
  await db.deleteFrom("cart_lines").where("cart_id", "=", cart._id).execute();
  await db
    .insertInto("cart_lines")
    .values({ id: `line-${code}`, cart_id: cart._id, variant_id: variant._id, size, quantity: 1 })
    .execute();
  expect((await applyCartCoupon(db, userId, code.toLowerCase(), NOW)).couponCode).toBe(code);
  return { code, userId, cartId: cart._id };
}

describe("the bag's coupon, read again", () => {
  it("is kept while it applies", async () => {
    const { code, userId } = await bagWithCoupon(0);
    const bag = await readCart(server.handle.db, userId, NOW);
    expect(bag.couponCode).toBe(code);
    expect(bag.couponNotice).toBeUndefined();
  });

  it("is dropped once it has expired, saying so once", async () => {
    const { code, userId } = await bagWithCoupon(1);
    await server.handle.db
      .updateTable("coupons")
      .set({ valid_to: new Date(NOW.getTime() - 60_000) })
      .where("code", "=", code)
      .execute();
    const bag = await readCart(server.handle.db, userId, NOW);
    expect(bag).toMatchObject({
      couponCode: null,
      couponNotice: `Coupon ${code} was removed: Coupon ${code} has expired.`,
    });
    const again = await readCart(server.handle.db, userId, NOW);
    expect(again.couponCode).toBeNull();
    expect(again.couponNotice).toBeUndefined();
  });

  it("is dropped once the shop withdraws it", async () => {
    const { code, userId } = await bagWithCoupon(2);
    await server.handle.db.updateTable("coupons").set({ active: false }).where("code", "=", code).execute();
    expect((await readCart(server.handle.db, userId, NOW)).couponNotice).toBe(
      `Coupon ${code} was removed: Invalid coupon code.`,
    );
  });

  it("waits with its minimum order while nothing is selected, and is dropped when a selection falls short", async () => {
    const { code, userId, cartId } = await bagWithCoupon(0, { minOrder: product.finalPrice });
    const db = server.handle.db;
    await db.updateTable("cart_lines").set({ selected: false }).where("cart_id", "=", cartId).execute();
    await db
      .updateTable("coupons")
      .set({ min_order: product.finalPrice + 1 })
      .where("code", "=", code)
      .execute();
    expect((await readCart(db, userId, NOW)).couponCode).toBe(code);
    await db.updateTable("cart_lines").set({ selected: true }).where("cart_id", "=", cartId).execute();
    expect((await readCart(db, userId, NOW)).couponNotice).toBe(
      `Coupon ${code} was removed: Add ₹1 more to use ${code}.`,
    );
  });
});
