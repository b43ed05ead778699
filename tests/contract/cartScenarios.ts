// Cart and quote scenarios, run inside `contractScenarios` against the server: a line's
// quantity, size (merging) and selection, removing it, moving it to the wishlist, selecting every line,
// another shopper's line, a size that ran out; and the quote: the bill of the selected lines or of a Buy Now
// item, coupons (case, unknown, minimum order, validity, per-shopper limit), GST contained, delivery and
// cash on delivery. Each scenario makes its own shoppers and sets the stock it relies on (restored after);
// expected figures are worked out from the fixtures' prices.
import { afterAll, describe, expect, it } from "vitest";
import { catalogue, type Product, type Size, serviceabilityFor } from "../../mocks/fixtures";
import type { components } from "../../src/api/schema";
import { apiError } from "./apiError";
import type { Browser } from "./cookieJar";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

/** A quote's request; gift wrap left out is none (the contract's default, which the typed client requires). */
type QuoteRequest = Partial<components["schemas"]["QuoteRequest"]>;

function productNamed(name: string): Product {
  const product = catalogue.find((p) => p.name === name);
  if (!product) throw new Error(`no fixture product ${name}`);
  return product;
}

/** Fixture products these scenarios use (no other scenario changes them). */
const mandala = productNamed("Mandala Print Oversized Tee");
const pullover = productNamed("Rangrez Classic Pullover Hoodie");
/** A product that does not allow cash on delivery. */
const heritage = productNamed("Heritage Stripe Regular Tee");

const LOGIN_FIRST = "Please log in first";

/** A code no earlier run used (upper case, at most 30 characters). */
let codeSequence = 0;
function freshCode(prefix: string): string {
  codeSequence += 1;
  return `${prefix}${Date.now().toString(36)}${codeSequence}`.toUpperCase().slice(0, 30);
}

export function cartScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();
  const changedStock = new Map<string, { variantId: string; size: Size; stock: number }>();

  /** Sets a size's stock for a scenario; the fixture's stock comes back after the scenarios. */
  async function setStock(product: Product, variantIndex: number, size: Size, stock: number) {
    const variant = product.variants[variantIndex];
    const fixture = variant.sizes.find((s) => s.size === size)?.stock ?? 0;
    const key = `${variant._id}/${size}`;
    if (!changedStock.has(key)) changedStock.set(key, { variantId: variant._id, size, stock: fixture });
    await target().backOffice.setStock(variant._id, size, stock);
  }

  /** A Buy Now item of the variant's size, with `stock` of that size in stock. */
  async function buyNow(product: Product, variantIndex: number, size: Size, quantity: number, stock = 10) {
    await setStock(product, variantIndex, size, stock);
    return { productId: product._id, variantId: product.variants[variantIndex]._id, size, quantity };
  }

  /** Puts back the fixtures' stock (after each group, so scenarios after these see the seeded stock). */
  async function restoreStock() {
    for (const { variantId, size, stock } of changedStock.values()) {
      await target().backOffice.setStock(variantId, size, stock);
    }
    changedStock.clear();
  }

  async function expectFailure(call: Promise<unknown>, status: number, message: string) {
    const error = await apiError(call);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe(message);
  }

  /** Adds a line and answers its id. */
  async function addLine(browser: Browser, product: Product, variantIndex: number, size: Size, quantity = 1) {
    const variant = product.variants[variantIndex];
    const { data } = await browser.client.POST("/cart/items", {
      body: { productId: product._id, variantId: variant._id, size, quantity },
    });
    const line = data?.data.products.find((p) => p.variantId === variant._id && p.size === size);
    if (!line) throw new Error(`the cart has no line of ${product.name} ${size}`);
    return line._id;
  }

  async function cartOf(browser: Browser) {
    const { data } = await browser.client.GET("/cart/getusercart");
    if (!data) throw new Error("GET /cart/getusercart answered no data");
    return data.data.products;
  }

  const patch = (
    browser: Browser,
    lineId: string,
    body: { size?: Size; quantity?: number; selected?: boolean },
  ) => browser.client.PATCH("/cart/items/{lineId}", { params: { path: { lineId } }, body });

  async function quote(browser: Browser, body: QuoteRequest) {
    const answer = await browser.client.POST("/checkout/quote", { body: { giftWrap: false, ...body } });
    expect(answer.response.headers.get("cache-control")).toBe("private, no-store");
    if (!answer.data) throw new Error(`POST /checkout/quote answered ${answer.response.status}`);
    return answer.data.data;
  }

  describe("cart lines", () => {
    afterAll(restoreStock);

    it("answer MRP, selection and the variant's sizes; a line's quantity and selection change", async () => {
      const { browser } = await registeredShopper(target(), "line_qty");
      await setStock(mandala, 0, "L", 10);
      const lineId = await addLine(browser, mandala, 0, "L");
      const [line] = await cartOf(browser);
      expect(line).toMatchObject({
        _id: lineId,
        price: mandala.finalPrice,
        mrp: mandala.price,
        selected: true,
      });
      expect(line.sizes).toEqual(
        mandala.variants[0].sizes.map((s) => ({ size: s.size, stock: s.size === "L" ? 10 : s.stock })),
      );

      const raised = await patch(browser, lineId, { quantity: 3 });
      expect(raised.response.status).toBe(200);
      expect(raised.response.headers.get("cache-control")).toBe("private, no-store");
      expect(raised.data?.message).toBe("Cart updated");
      expect(raised.data?.data.products).toEqual([expect.objectContaining({ _id: lineId, quantity: 3 })]);

      const unselected = await patch(browser, lineId, { selected: false });
      expect(unselected.data?.data.products[0]).toMatchObject({ quantity: 3, selected: false });
      expect((await cartOf(browser))[0].selected).toBe(false);
      const selected = await patch(browser, lineId, { selected: true });
      expect(selected.data?.data.products[0].selected).toBe(true);
    });

    it("the price added to the bag and billed is the price the product page shows (no bait and switch)", async () => {
      // Bait and switch (docs/decisions/dark-patterns.md).
      const { browser } = await registeredShopper(target(), "shown_price");
      await setStock(pullover, 0, "M", 10);
      const shown = (
        await browser.client.GET("/product/product/{productId}", {
          params: { path: { productId: pullover._id } },
        })
      ).data?.data.data.data;
      if (!shown) throw new Error("GET /product/product answered no data");
      const lineId = await addLine(browser, pullover, 0, "M", 2);
      const [line] = await cartOf(browser);
      expect(line).toMatchObject({ _id: lineId, price: shown.finalPrice, mrp: shown.price });
      const bill = await quote(browser, { cartLineIds: [lineId] });
      expect(bill.subtotal).toBe(shown.finalPrice * 2);
      expect(bill.totalMrp).toBe(shown.price * 2);
      // Nothing is added that the shopper did not choose: free shipping, no gift wrap, no fee.
      expect(bill.total).toBe(shown.finalPrice * 2);
    });

    it("refuses a quantity above the size's stock with 409 and changes nothing", async () => {
      const { browser } = await registeredShopper(target(), "line_over");
      await setStock(mandala, 0, "S", 2);
      const lineId = await addLine(browser, mandala, 0, "S");
      await expectFailure(patch(browser, lineId, { quantity: 3 }), 409, "Only 2 left in this size");
      expect((await cartOf(browser)).map((l) => l.quantity)).toEqual([1]);
      expect((await patch(browser, lineId, { quantity: 2 })).data?.data.products[0].quantity).toBe(2);
    });

    it("a size change moves the line, merging into the line of that size up to 5; a sold-out size is 409", async () => {
      const { browser } = await registeredShopper(target(), "line_size");
      for (const size of ["M", "L", "XL"] as const) await setStock(mandala, 1, size, 10);
      await setStock(mandala, 1, "S", 0);
      const m = await addLine(browser, mandala, 1, "M", 2);
      const l = await addLine(browser, mandala, 1, "L", 2);
      const xl = await addLine(browser, mandala, 1, "XL", 4);

      const merged = await patch(browser, m, { size: "L" });
      expect(merged.data?.data.products.map((p) => [p._id, p.size, p.quantity])).toEqual([
        [l, "L", 4],
        [xl, "XL", 4],
      ]);
      const capped = await patch(browser, l, { size: "XL" });
      expect(capped.data?.data.products.map((p) => [p._id, p.size, p.quantity])).toEqual([[xl, "XL", 5]]);

      await expectFailure(patch(browser, xl, { size: "S" }), 409, "Size S is sold out");
      const moved = await patch(browser, xl, { size: "M", quantity: 1 });
      expect(moved.data?.data.products.map((p) => [p._id, p.size, p.quantity])).toEqual([[xl, "M", 1]]);
    });

    it("a line whose size ran short is unselected, cannot be selected, and its quote is not orderable", async () => {
      const { browser } = await registeredShopper(target(), "line_short");
      await setStock(pullover, 0, "M", 5);
      await setStock(pullover, 0, "L", 5);
      const short = await addLine(browser, pullover, 0, "M", 2);
      const fine = await addLine(browser, pullover, 0, "L", 1);
      await setStock(pullover, 0, "M", 1);

      const lines = await cartOf(browser);
      expect(lines.map((l) => [l._id, l.selected, l.variant.stock])).toEqual([
        [short, false, 1],
        [fine, true, 5],
      ]);
      await expectFailure(patch(browser, short, { selected: true }), 409, "Only 1 left in this size");

      const ofBoth = await quote(browser, { cartLineIds: [short, fine] });
      expect(ofBoth.lines.map((l) => [l.cartLineId, l.available, l.stock])).toEqual([
        [short, false, 1],
        [fine, true, 5],
      ]);
      expect(ofBoth.orderable).toBe(false);
      // The cart's selected lines: only the one in stock.
      const ofSelected = await quote(browser, {});
      expect(ofSelected.lines.map((l) => l.cartLineId)).toEqual([fine]);
      expect(ofSelected.orderable).toBe(true);

      // Selecting every line leaves the short one out, until its quantity fits the stock.
      const all = await browser.client.PUT("/cart/selection", { body: { selected: true } });
      expect(all.data?.data.products.map((l) => l.selected)).toEqual([false, true]);
      await patch(browser, short, { quantity: 1 });
      const again = await browser.client.PUT("/cart/selection", { body: { selected: true } });
      expect(again.data?.data.products.map((l) => l.selected)).toEqual([true, true]);
      const none = await browser.client.PUT("/cart/selection", { body: { selected: false } });
      expect(none.data?.data.products.map((l) => l.selected)).toEqual([false, false]);
      expect(await quote(browser, {})).toMatchObject({ lines: [], orderable: false, total: 0 });
    });

    it("removes a line; moves one to the wishlist; either again is 404", async () => {
      const { browser, user } = await registeredShopper(target(), "line_rm");
      await setStock(heritage, 1, "M", 10);
      await setStock(mandala, 2, "XXL", 10);
      const removed = await addLine(browser, mandala, 2, "XXL");
      const moved = await addLine(browser, heritage, 1, "M");

      const afterRemove = await browser.client.DELETE("/cart/items/{lineId}", {
        params: { path: { lineId: removed } },
      });
      expect(afterRemove.data?.message).toBe("Item removed from cart");
      expect(afterRemove.data?.data.products.map((l) => l._id)).toEqual([moved]);
      await expectFailure(
        browser.client.DELETE("/cart/items/{lineId}", { params: { path: { lineId: removed } } }),
        404,
        "Cart item not found",
      );

      const move = () =>
        browser.client.POST("/cart/items/{lineId}/move-to-wishlist", { params: { path: { lineId: moved } } });
      const afterMove = await move();
      expect(afterMove.data?.message).toBe("Moved to your wishlist");
      expect(afterMove.data?.data.products).toEqual([]);
      const wishlist = await browser.client.GET("/wishlist/user/{userId}", {
        params: { path: { userId: user._id } },
      });
      expect(wishlist.data?.data.products.map((p) => p._id)).toEqual([heritage._id]);
      await expectFailure(move(), 404, "Cart item not found");
    });

    it("another shopper's line is 404 to every call and stays as it was", async () => {
      const owner = await registeredShopper(target(), "line_own");
      const other = await registeredShopper(target(), "line_other");
      await setStock(pullover, 1, "XL", 10);
      const lineId = await addLine(owner.browser, pullover, 1, "XL", 2);
      const before = await cartOf(owner.browser);
      const path = { params: { path: { lineId } } };

      await expectFailure(patch(other.browser, lineId, { quantity: 1 }), 404, "Cart item not found");
      await expectFailure(
        other.browser.client.DELETE("/cart/items/{lineId}", path),
        404,
        "Cart item not found",
      );
      await expectFailure(
        other.browser.client.POST("/cart/items/{lineId}/move-to-wishlist", path),
        404,
        "Cart item not found",
      );
      await expectFailure(
        other.browser.client.POST("/checkout/quote", { body: { cartLineIds: [lineId], giftWrap: false } }),
        404,
        "Cart item not found",
      );
      await other.browser.client.PUT("/cart/selection", { body: { selected: false } });
      expect(await cartOf(owner.browser)).toEqual(before);
    });

    it("POST /cart/removetocart takes a variant's lines, or one size's, out of the shopper's own cart only", async () => {
      const owner = await registeredShopper(target(), "rm_variant");
      const other = await registeredShopper(target(), "rm_other");
      for (const size of ["S", "XXL"] as const) await setStock(pullover, 0, size, 10);
      await setStock(heritage, 0, "M", 10);
      const small = await addLine(owner.browser, pullover, 0, "S");
      const large = await addLine(owner.browser, pullover, 0, "XXL");
      const kept = await addLine(owner.browser, heritage, 0, "M");
      const own = await owner.browser.client.GET("/cart/getusercart");
      const cartId = own.data?.data._id as string;
      const variant = { cartId, productId: pullover._id, variantId: pullover.variants[0]._id };
      const remove = (browser: Browser, body: typeof variant & { size?: Size }) =>
        browser.client.POST("/cart/removetocart", { body });

      // Another shopper naming this cart is refused, whether or not the id exists, and nothing changes.
      await expectFailure(remove(other.browser, variant), 403, "You are not allowed to do this");
      await expectFailure(
        remove(other.browser, { ...variant, cartId: "no-such-cart" }),
        403,
        "You are not allowed to do this",
      );
      expect((await cartOf(owner.browser)).map((line) => line._id)).toEqual([small, large, kept]);

      const oneSize = await remove(owner.browser, { ...variant, size: "S" });
      expect(oneSize.data?.message).toBe("Item removed from cart");
      expect(oneSize.data?.data._id).toBe(cartId);
      expect(oneSize.data?.data.products.map((line) => line._id)).toEqual([large, kept]);
      const whole = await remove(owner.browser, variant);
      expect(whole.data?.data.products.map((line) => line._id)).toEqual([kept]);

      await expectFailure(remove(owner.browser, variant), 404, "Cart item not found");
      // The variant of another product is not in the cart either.
      const mismatched = { cartId, productId: pullover._id, variantId: heritage.variants[0]._id };
      await expectFailure(remove(owner.browser, mismatched), 404, "Cart item not found");
      expect((await cartOf(owner.browser)).map((line) => line._id)).toEqual([kept]);
    });

    it("a guest without a bag has no line to change, an empty bag, and no wishlist (401)", async () => {
      const { client } = target();
      const path = { params: { path: { lineId: "any-line" } } };
      await expectFailure(
        client.PATCH("/cart/items/{lineId}", { ...path, body: { quantity: 2 } }),
        404,
        "Cart item not found",
      );
      await expectFailure(client.DELETE("/cart/items/{lineId}", path), 404, "Cart item not found");
      await expectFailure(client.POST("/cart/items/{lineId}/move-to-wishlist", path), 401, LOGIN_FIRST);
      const selection = await client.PUT("/cart/selection", { body: { selected: true } });
      expect(selection.data?.data).toMatchObject({ _id: null, userId: null, products: [] });
      const bill = await client.POST("/checkout/quote", { body: { giftWrap: false } });
      expect(bill.data?.data.lines).toEqual([]);
    });
  });

  describe("POST /checkout/quote", () => {
    afterAll(restoreStock);

    it("bills the cart's selected lines from the catalogue: MRP, discount, gift wrap, GST contained, delivery", async () => {
      const { browser } = await registeredShopper(target(), "quote_cart");
      await setStock(mandala, 0, "XXL", 10);
      await setStock(pullover, 1, "L", 10);
      const tees = await addLine(browser, mandala, 0, "XXL", 2);
      const hoodie = await addLine(browser, pullover, 1, "L", 1);

      const bill = await quote(browser, { pincode: "452001", giftWrap: true });
      expect(bill.lines.map((l) => [l.cartLineId, l.quantity, l.unitMrp, l.unitPrice, l.gstRate])).toEqual([
        [tees, 2, mandala.price, mandala.finalPrice, 5],
        [hoodie, 1, pullover.price, pullover.finalPrice, 5],
      ]);
      const subtotal = mandala.finalPrice * 2 + pullover.finalPrice;
      const totalMrp = mandala.price * 2 + pullover.price;
      expect(bill).toMatchObject({
        itemCount: 3,
        totalMrp,
        discountOnMrp: totalMrp - subtotal,
        subtotal,
        coupon: null,
        couponDiscount: 0,
        giftWrap: 25,
        giftWrapFee: 25,
        shipping: 0,
        codFee: 0,
        total: subtotal + 25,
        paymentMode: "online",
        cod: { available: true, limit: 10_000, fee: 0 },
        orderable: true,
      });
      // Contained, not added: ₹1,498 + ₹1,299 + ₹25 at 5 % hold 7133 + 6186 + 119 paise of GST.
      expect(mandala.finalPrice * 2).toBe(1498);
      expect(pullover.finalPrice).toBe(1299);
      expect(bill.gst).toEqual({
        total: 134.38,
        rates: [{ rate: 5, taxable: 2687.62, tax: 134.38 }],
        split: "CGST+SGST",
      });
      const indore = serviceabilityFor("452001");
      expect(bill.delivery).toEqual({
        pincode: "452001",
        serviceable: true,
        city: indore.city,
        state: indore.state,
        estimatedDelivery: indore.estimatedDelivery,
      });

      // Delivered to another state: IGST. Unselected lines are left out.
      await patch(browser, hoodie, { selected: false });
      const elsewhere = await quote(browser, { pincode: "560001" });
      expect(elsewhere.lines.map((l) => l.cartLineId)).toEqual([tees]);
      expect(elsewhere.gst.split).toBe("IGST");
      expect(elsewhere.delivery?.state).toBe(serviceabilityFor("560001").state);
      expect(elsewhere.total).toBe(1498);
      // Not chosen, gift wrap is not charged, and the quote still says what it would cost.
      expect(elsewhere).toMatchObject({ giftWrap: 0, giftWrapFee: 25 });
    });

    it("SAVE100 and DISCOUNT10 in any case; an unknown code is 'Invalid coupon code.' and the quote still answers", async () => {
      const { browser } = await registeredShopper(target(), "quote_coupon");
      const product = await buyNow(mandala, 1, "XXL", 2);

      const save = await quote(browser, { product, couponCode: "save100" });
      expect(save.coupon).toEqual({
        code: "SAVE100",
        discount: 100,
        message: "Coupon applied! You saved ₹100",
      });
      expect(save).toMatchObject({ subtotal: 1498, couponDiscount: 100, total: 1398 });
      expect(save.couponError).toBeUndefined();
      expect(save.lines[0].couponShare).toBe(100);
      expect(save.lines[0].cartLineId).toBeUndefined();

      const tenPercent = await quote(browser, { product, couponCode: " Discount10 " });
      expect(tenPercent.coupon).toEqual({
        code: "DISCOUNT10",
        discount: 149,
        message: "Coupon applied! You saved ₹149",
      });
      expect(tenPercent.total).toBe(1349);

      const unknown = await quote(browser, { product, couponCode: "NOPE50" });
      expect(unknown).toMatchObject({
        coupon: null,
        couponDiscount: 0,
        couponError: "Invalid coupon code.",
        total: 1498,
      });
      const blank = await quote(browser, { product, couponCode: "" });
      expect(blank.couponError).toBeUndefined();
    });

    it("a coupon's minimum order, validity window, per-shopper limit and being switched off", async () => {
      const { browser, user } = await registeredShopper(target(), "quote_rules");
      const other = await registeredShopper(target(), "quote_rules2");
      const product = await buyNow(mandala, 2, "L", 2);
      const { backOffice } = target();
      const errorFor = async (who: Browser, couponCode: string) =>
        (await quote(who, { product, couponCode })).couponError;

      const minOrder = freshCode("MIN");
      await backOffice.addCoupon({ code: minOrder, kind: "flat", value: 200, minOrder: 2000 });
      expect(await errorFor(browser, minOrder)).toBe(`Add ₹502 more to use ${minOrder}.`);

      const later = freshCode("LATER");
      await backOffice.addCoupon({ code: later, kind: "flat", value: 50, validFrom: "2030-01-01T00:00:00Z" });
      expect(await errorFor(browser, later)).toBe(`Coupon ${later} can be used from 1 Jan 2030.`);

      const over = freshCode("OVER");
      await backOffice.addCoupon({ code: over, kind: "flat", value: 50, validTo: "2026-01-01T00:00:00Z" });
      expect(await errorFor(browser, over)).toBe(`Coupon ${over} has expired.`);

      const off = freshCode("OFF");
      await backOffice.addCoupon({ code: off, kind: "flat", value: 50, active: false });
      expect(await errorFor(browser, off)).toBe("Invalid coupon code.");

      const once = freshCode("ONCE");
      await backOffice.addCoupon({ code: once, kind: "percent", value: 5, perShopperLimit: 1 });
      const first = await quote(browser, { product, couponCode: once.toLowerCase() });
      expect(first.coupon?.discount).toBe(74);
      await backOffice.useCoupon(user._id, once);
      expect(await errorFor(browser, once)).toBe(`You have already used coupon ${once}.`);
      // The limit is per shopper.
      expect(await errorFor(other.browser, once)).toBeUndefined();
    });

    it("Buy Now: unknown product or variant 404; a line without COD says so; COD adds its fee", async () => {
      const { browser } = await registeredShopper(target(), "quote_now");
      const product = await buyNow(heritage, 1, "L", 1);
      const bill = await quote(browser, { product, pincode: "452001", paymentMode: "COD" });
      expect(bill.cod).toEqual({
        available: false,
        reason: `Cash on delivery is not available for ${heritage.name}.`,
        limit: 10_000,
        fee: 0,
      });
      expect(bill).toMatchObject({ paymentMode: "COD", codFee: 0, total: heritage.finalPrice });

      const far = await quote(browser, { product, pincode: "194101" });
      expect(far.delivery).toMatchObject({ pincode: "194101", serviceable: false });

      await expectFailure(
        browser.client.POST("/checkout/quote", {
          body: { product: { ...product, productId: "no-such-product" }, giftWrap: false },
        }),
        404,
        "Product not found",
      );
      await expectFailure(
        browser.client.POST("/checkout/quote", {
          body: { product: { ...product, variantId: mandala.variants[0]._id }, giftWrap: false },
        }),
        404,
        "Variant not found",
      );
    });

    it("a Buy Now of more than the stock left: the line is unavailable and the quote not orderable", async () => {
      const { browser } = await registeredShopper(target(), "quote_stock");
      const product = await buyNow(pullover, 2, "XL", 5, 3);
      const bill = await quote(browser, { product });
      expect(bill.lines[0]).toMatchObject({ quantity: 5, stock: 3, available: false });
      expect(bill.orderable).toBe(false);
      await setStock(pullover, 2, "XL", 0);
      expect((await quote(browser, { product: { ...product, quantity: 1 } })).orderable).toBe(false);
    });
  });
}
