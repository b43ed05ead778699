// The bag's coupon and the shop's offers (run inside `contractScenarios` against the server, on PGlite and
// on PostgreSQL): a coupon applied to the bag is kept with it (a reload, another device, its quote), a
// refused one is not, one that stops applying is dropped on the next read with the reason said once, and an
// order that used it leaves the next bag without it. GET /offers lists the current coupons to anyone, as a
// public answer.
import { afterAll, describe, expect, it } from "vitest";
import { catalogue, type Product, type Size } from "../../mocks/fixtures";
import { apiError } from "./apiError";
import type { Browser } from "./cookieJar";
import { address, key } from "./orderHelpers";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

/** A product whose stock only these scenarios change (set before ordering, put back after), in a size with
 * two or more in stock. */
const bagProduct = catalogue.find((p) => p.name === "Rangrez Logo Crew Tee") as Product;
const bagVariant = bagProduct.variants[0];
const bagStock = bagVariant.sizes.find((s) => s.stock >= 2) as { size: Size; stock: number };
const bagSize = bagStock.size;

let codeSequence = 0;
/** A code no earlier run used (upper case, at most 30 characters). */
function freshCode(prefix: string): string {
  codeSequence += 1;
  return `${prefix}${Date.now().toString(36)}${codeSequence}`.toUpperCase().slice(0, 30);
}

export function couponScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  async function bagOf(browser: Browser) {
    const answer = await browser.client.GET("/cart/getusercart");
    if (!answer.data) throw new Error(`GET /cart/getusercart answered ${answer.response.status}`);
    return answer.data.data;
  }

  async function addLine(browser: Browser, quantity = 1) {
    const { data } = await browser.client.POST("/cart/items", {
      body: { productId: bagProduct._id, variantId: bagVariant._id, size: bagSize, quantity },
    });
    const line = data?.data.products.find((p) => p.variantId === bagVariant._id && p.size === bagSize);
    if (!line) throw new Error("the line was not added");
    return line._id;
  }

  const apply = (browser: Browser, couponCode: string) =>
    browser.client.PUT("/cart/coupon", { body: { couponCode } });

  async function expectRefusal(call: Promise<unknown>, status: number, message: string) {
    const error = await apiError(call);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe(message);
  }

  describe("the bag's coupon (PUT / DELETE /cart/coupon)", () => {
    afterAll(() => target().backOffice.setStock(bagVariant._id, bagSize, bagStock.stock));

    it("applied, it is kept with the bag: the next read, another device and the bag's quote have it", async () => {
      const { browser, identity } = await registeredShopper(target(), "bag_coupon");
      const lineId = await addLine(browser);

      const applied = await apply(browser, " save100 ");
      expect(applied.response.status).toBe(200);
      expect(applied.response.headers.get("cache-control")).toBe("private, no-store");
      expect(applied.data?.message).toBe("Coupon SAVE100 applied.");
      expect(applied.data?.data.couponCode).toBe("SAVE100");

      const reloaded = await bagOf(browser);
      expect(reloaded.couponCode).toBe("SAVE100");
      expect(reloaded.couponNotice).toBeUndefined();

      const phone = target().browser();
      const login = await phone.client.POST("/auth/login", {
        body: { identifier: identity.email, password: identity.password },
      });
      expect(login.response.status).toBe(200);
      expect((await bagOf(phone)).couponCode).toBe("SAVE100");

      const quote = await browser.client.POST("/checkout/quote", {
        body: { cartLineIds: [lineId], couponCode: reloaded.couponCode ?? "", giftWrap: false },
      });
      expect(quote.data?.data.coupon).toEqual({
        code: "SAVE100",
        discount: 100,
        message: "Coupon applied! You saved ₹100",
      });

      const removed = await browser.client.DELETE("/cart/coupon");
      expect(removed.data?.message).toBe("Coupon removed.");
      expect(removed.data?.data.couponCode).toBeNull();
      expect((await bagOf(phone)).couponCode).toBeNull();
    });

    it("a refused code is not kept: unknown 404, expired or under its minimum 409 with the reason", async () => {
      const { browser } = await registeredShopper(target(), "bag_refused");
      await addLine(browser);
      await apply(browser, "DISCOUNT10");
      const { backOffice } = target();

      await expectRefusal(apply(browser, "NOPE50"), 404, "Invalid coupon code.");
      const over = freshCode("GONE");
      await backOffice.addCoupon({ code: over, kind: "flat", value: 50, validTo: "2026-01-01T00:00:00Z" });
      await expectRefusal(apply(browser, over), 409, `Coupon ${over} has expired.`);
      const big = freshCode("BIG");
      await backOffice.addCoupon({
        code: big,
        kind: "flat",
        value: 50,
        minOrder: bagProduct.finalPrice + 50,
      });
      await expectRefusal(apply(browser, big.toLowerCase()), 409, `Add ₹50 more to use ${big}.`);

      expect((await bagOf(browser)).couponCode).toBe("DISCOUNT10");
    });

    it("kept, a coupon that stops applying is dropped on the next read, which says why once", async () => {
      const { browser } = await registeredShopper(target(), "bag_dropped");
      const lineId = await addLine(browser, 2);
      const pair = freshCode("PAIR");
      await target().backOffice.addCoupon({
        code: pair,
        kind: "flat",
        value: 100,
        minOrder: bagProduct.finalPrice * 2,
      });
      expect((await apply(browser, pair)).data?.data.couponCode).toBe(pair);

      // One piece fewer: the bag is now under the coupon's minimum.
      const fewer = await browser.client.PATCH("/cart/items/{lineId}", {
        params: { path: { lineId } },
        body: { quantity: 1 },
      });
      expect(fewer.data?.data.couponCode).toBeNull();
      expect(fewer.data?.data.couponNotice).toBe(
        `Coupon ${pair} was removed: Add ₹${bagProduct.finalPrice} more to use ${pair}.`,
      );
      const after = await bagOf(browser);
      expect(after.couponCode).toBeNull();
      expect(after.couponNotice).toBeUndefined();
    });

    it("an order placed from the bag with its coupon leaves the next bag without one", async () => {
      const { browser, identity } = await registeredShopper(target(), "bag_ordered");
      await target().backOffice.setStock(bagVariant._id, bagSize, 20);
      const lineId = await addLine(browser);
      await apply(browser, "SAVE100");
      const quote = await browser.client.POST("/checkout/quote", {
        body: { cartLineIds: [lineId], couponCode: "SAVE100", pincode: address.pincode, giftWrap: false },
      });
      const placed = await browser.client.POST("/order/cod", {
        params: key(),
        body: {
          ...address,
          email: identity.email,
          orderType: "normal",
          cartLineIds: [lineId],
          couponCode: "SAVE100",
          giftWrap: false,
          totalAmount: quote.data?.data.total ?? 0,
        },
      });
      expect(placed.response.status).toBe(201);
      const bag = await bagOf(browser);
      expect(bag.products).toEqual([]);
      expect(bag.couponCode).toBeNull();
    });
  });

  describe("GET /offers", () => {
    it("lists the current coupons to anyone, publicly cacheable: not the expired, future or withdrawn", async () => {
      const { backOffice } = target();
      const current = freshCode("NOW");
      await backOffice.addCoupon({
        code: current,
        kind: "percent",
        value: 15,
        minOrder: 1999,
        validTo: "2099-12-31T00:00:00.000Z",
        perShopperLimit: 2,
      });
      const expired = freshCode("THEN");
      await backOffice.addCoupon({ code: expired, kind: "flat", value: 50, validTo: "2026-01-01T00:00:00Z" });
      const future = freshCode("SOON");
      await backOffice.addCoupon({
        code: future,
        kind: "flat",
        value: 50,
        validFrom: "2099-01-01T00:00:00Z",
      });
      const withdrawn = freshCode("OFF");
      await backOffice.addCoupon({ code: withdrawn, kind: "flat", value: 50, active: false });

      const answer = await target().client.GET("/offers");
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.get("cache-control")).toBe(
        "public, max-age=60, stale-while-revalidate=300",
      );
      const offers = answer.data?.data ?? [];
      const codes = offers.map((offer) => offer.code);
      expect(codes).toEqual(expect.arrayContaining(["SAVE100", "DISCOUNT10", current]));
      for (const code of [expired, future, withdrawn]) expect(codes).not.toContain(code);
      expect(offers.find((offer) => offer.code === "SAVE100")).toEqual({
        code: "SAVE100",
        kind: "flat",
        value: 100,
        minOrder: 0,
        validFrom: null,
        validTo: null,
        perShopperLimit: null,
      });
      expect(offers.find((offer) => offer.code === current)).toEqual({
        code: current,
        kind: "percent",
        value: 15,
        minOrder: 1999,
        validFrom: null,
        validTo: "2099-12-31T00:00:00.000Z",
        perShopperLimit: 2,
      });
      // Smallest minimum order first, then by code.
      const order = offers.map((offer) => [offer.minOrder, offer.code] as const);
      expect(order).toEqual([...order].sort(([a, x], [b, y]) => a - b || (x < y ? -1 : x > y ? 1 : 0)));

      // A signed-in shopper gets the same list (nothing in it is theirs).
      const { browser } = await registeredShopper(target(), "offers");
      expect((await browser.client.GET("/offers")).data?.data).toEqual(offers);
    });
  });
}
