// The checkout's pure parts: what a checkout URL buys, the shipping form's prefill and rules (the shop's
// messages), and the body of a place-order call.
import { describe, expect, it } from "vitest";
import { designQuote, quotes, shopper } from "../../mocks/fixtures";
import { designCheckoutPath } from "../../src/lib/paths";
import { checkoutBody } from "../../src/features/checkout/checkoutBody";
import { checkoutMessages as messages } from "../../src/features/checkout/checkoutMessages";
import { checkoutSourceOf } from "../../src/features/checkout/checkoutSource";
import {
  partialPincodeProblem,
  prefilledShipping,
  type ShippingValues,
  validateShipping,
} from "../../src/features/checkout/shippingForm";

const query = (text: string) => new URLSearchParams(text);
const home = shopper.address;
if (!home) throw new Error("the first sample shopper has an address");

describe("checkoutSourceOf", () => {
  it("reads the cart checkout's choices from the query (its coupon is the bag's, not the URL's)", () => {
    expect(checkoutSourceOf({}, query("address=adr_1&coupon=%20save100%20&giftWrap=1"))).toEqual({
      kind: "cart",
      addressId: "adr_1",
      giftWrap: true,
    });
    expect(checkoutSourceOf({}, query(""))).toEqual({ kind: "cart", addressId: null, giftWrap: false });
  });

  it("reads a Buy Now item, quantity 1 when none is given, with the coupon and gift wrap chosen on it", () => {
    expect(checkoutSourceOf({ productId: "p1", variantId: "v1" }, query("size=XL&quantity=3"))).toEqual({
      kind: "buyNow",
      item: { productId: "p1", variantId: "v1", size: "XL", quantity: 3 },
      couponCode: "",
      giftWrap: false,
    });
    expect(
      checkoutSourceOf(
        { productId: "p1", variantId: "v1" },
        query("size=32&coupon=%20save100%20&giftWrap=1"),
      ),
    ).toEqual({
      kind: "buyNow",
      item: { productId: "p1", variantId: "v1", size: "32", quantity: 1 },
      couponCode: "save100",
      giftWrap: true,
    });
    expect(checkoutSourceOf({ productId: "p1", variantId: "v1" }, query("size=M"))).toMatchObject({
      item: { quantity: 1 },
    });
  });

  it.each([
    "quantity=2",
    "size=XS&quantity=1",
    "size=M&quantity=0",
    "size=M&quantity=6",
    "size=M&quantity=1.5",
  ])("refuses a Buy Now link with a bad size or quantity (%s)", (text) => {
    expect(checkoutSourceOf({ productId: "p1", variantId: "v1" }, query(text)).kind).toBe("buyNowIncomplete");
  });

  it("reads type=customized as Buy Now of the design it names, else as a notice", () => {
    expect(checkoutSourceOf({ productId: "p1", variantId: "v1" }, query("type=customized&size=M")).kind).toBe(
      "customized",
    );
    const path = designCheckoutPath({ productId: "p1", variantId: "v1", size: "L" }, "d1");
    const url = new URL(path, "https://shop.test");
    const [, , productId, variantId] = url.pathname.split("/");
    expect(checkoutSourceOf({ productId, variantId }, url.searchParams)).toMatchObject({
      kind: "buyNow",
      item: { productId: "p1", variantId: "v1", size: "L", quantity: 1, customizationId: "d1" },
    });
  });
});

describe("the shipping form", () => {
  const valid: ShippingValues = prefilledShipping(shopper, home);

  it("is prefilled from the address, then the profile", () => {
    expect(valid).toEqual({
      name: home.name,
      email: shopper.email,
      phoneNumber: home.phoneNumber,
      alternativeNumber: "",
      deliveryAddress: `${home.street}, ${home.landmark}`,
      pincode: home.pincode,
      city: home.city,
      state: home.state,
    });
    // No address: the shopper's full name, never the username (a handle, not a name to deliver to).
    expect(prefilledShipping(shopper, null)).toMatchObject({
      name: shopper.name,
      phoneNumber: shopper.phone,
      pincode: "",
    });
    // An older account with no name: left for the shopper to type (the field is required).
    expect(prefilledShipping({ ...shopper, name: "" }, null).name).toBe("");
  });

  it("finds nothing wrong with a complete form", () => {
    expect(validateShipping(valid)).toEqual({});
  });

  it("requires every field but the alternative number, in the shop's words", () => {
    const blank = Object.fromEntries(Object.keys(valid).map((k) => [k, " "])) as unknown as ShippingValues;
    const problems = validateShipping({ ...blank, alternativeNumber: "" });
    expect(problems).toEqual({
      name: messages.required,
      email: messages.required,
      phoneNumber: messages.required,
      deliveryAddress: messages.required,
      pincode: messages.required,
      city: messages.required,
      state: messages.required,
    });
  });

  it("says 'Pincode must be 6 digits.' for 1 to 5 digits only", () => {
    expect(partialPincodeProblem("")).toBeUndefined();
    expect(partialPincodeProblem("4")).toBe(messages.pincodeLength);
    expect(partialPincodeProblem("45200")).toBe(messages.pincodeLength);
    expect(partialPincodeProblem("452001")).toBeUndefined();
    expect(validateShipping({ ...valid, pincode: "4520" }).pincode).toBe(messages.pincodeLength);
    expect(validateShipping({ ...valid, pincode: "052001" }).pincode).toBe(messages.pincodeNotFound);
  });

  it("checks the email and phone numbers", () => {
    expect(validateShipping({ ...valid, email: "aarav@" }).email).toBe(messages.invalidEmail);
    expect(validateShipping({ ...valid, phoneNumber: "98765" }).phoneNumber).toBe(messages.invalidPhone);
    expect(validateShipping({ ...valid, alternativeNumber: "123" }).alternativeNumber).toBe(
      messages.invalidAlternativeNumber,
    );
  });
});

describe("checkoutBody", () => {
  const values = prefilledShipping(shopper, home);

  it("sends the cart's lines, the applied coupon and the quote's total", () => {
    const quote = quotes.couponApplied;
    const body = checkoutBody(values, { cartLineIds: ["l1", "l2"] }, quote, true);
    expect(body).toMatchObject({ cartLineIds: ["l1", "l2"], giftWrap: true, couponCode: "DISCOUNT10" });
    expect(body.totalAmount).toBe(quote.total);
    expect(body).not.toHaveProperty("product");
    expect(body).not.toHaveProperty("alternativeNumber");
  });

  it("sends a Buy Now item with the price the shopper saw, and no refused coupon", () => {
    const item = { productId: "p1", variantId: "v1", size: "M" as const, quantity: 2 };
    const body = checkoutBody(
      { ...values, alternativeNumber: "9123456780" },
      { product: item },
      quotes.couponRefused,
      false,
    );
    expect(body.product).toEqual({ ...item, price: quotes.couponRefused.lines[0].unitPrice });
    expect(body).not.toHaveProperty("couponCode");
    expect(body).not.toHaveProperty("cartLineIds");
    expect(body.alternativeNumber).toBe("9123456780");
  });

  it("names the design of a customised order: the Buy Now's (outside the product), or the bag's first", () => {
    const item = { productId: "p1", variantId: "v1", size: "M" as const, quantity: 1, customizationId: "d1" };
    const buyNow = checkoutBody(values, { product: item }, designQuote, false);
    expect(buyNow).toMatchObject({ orderType: "customize", customizationId: "d1" });
    expect(buyNow.product).not.toHaveProperty("customizationId");
    const fromBag = checkoutBody(values, { cartLineIds: ["l1"] }, designQuote, false);
    expect(fromBag).toMatchObject({
      orderType: "customize",
      customizationId: designQuote.lines[0].design?.customizationId,
    });
    expect(checkoutBody(values, { cartLineIds: ["l1"] }, quotes.default, false).orderType).toBe("normal");
  });
});
