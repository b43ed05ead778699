// The one pricing module (server/services/pricing), rule by rule: coupons (flat, percent rounded down,
// never more than the subtotal, minimum order), their shares over the lines, GST contained per piece at
// 5 % or 18 % around ₹2,500 after the coupon, the charges at the principal line's rate, CGST + SGST or
// IGST, cash on delivery and its reasons, and the shipping settings. Expected figures are worked out by
// hand in each test, not by calling the module's own helpers.
import { describe, expect, it } from "vitest";
import {
  type BillInput,
  type BillLineInput,
  billMessages,
  type CouponRule,
  couponDiscountOf,
  priceBill,
  shareDiscount,
} from "../../server/services/pricing/bill";
import { DEFAULT_PRICING } from "../../server/services/pricing/config";
import { containedGstPaise, gstRateFor, hsnFor } from "../../server/services/pricing/gst";

const SHOP_STATE = "Madhya Pradesh";

function line(overrides: Partial<BillLineInput> = {}): BillLineInput {
  return {
    productId: "prd_tee",
    variantId: "var_tee_black",
    name: "Logo Tee",
    color: "Black",
    image: "/media/tee.webp",
    size: "M",
    quantity: 1,
    unitMrp: 999,
    unitPrice: 599,
    stock: 10,
    codAvailable: true,
    returnPolicy: 7,
    ...overrides,
  };
}

const indore = { pincode: "452001", serviceable: true, cod: true, city: "Indore", state: SHOP_STATE };
const bengaluru = { pincode: "560038", serviceable: true, cod: true, city: "Bengaluru", state: "Karnataka" };

function bill(overrides: Partial<BillInput> = {}) {
  return priceBill({
    lines: [line()],
    coupon: null,
    giftWrap: false,
    paymentMode: "online",
    delivery: indore,
    shopState: SHOP_STATE,
    config: DEFAULT_PRICING,
    ...overrides,
  });
}

const SAVE100: CouponRule = { code: "SAVE100", kind: "flat", value: 100, minOrder: 0 };
const DISCOUNT10: CouponRule = { code: "DISCOUNT10", kind: "percent", value: 10, minOrder: 0 };

describe("coupons", () => {
  it("a flat coupon takes its value off", () => {
    expect(couponDiscountOf(SAVE100, 1198)).toBe(100);
  });

  it("a percent coupon takes its share, rounded down", () => {
    expect(couponDiscountOf(DISCOUNT10, 1198)).toBe(119);
    expect(couponDiscountOf(DISCOUNT10, 1199)).toBe(119);
    expect(couponDiscountOf(DISCOUNT10, 1200)).toBe(120);
  });

  it("never takes more than the subtotal", () => {
    expect(couponDiscountOf(SAVE100, 60)).toBe(60);
    expect(couponDiscountOf({ ...DISCOUNT10, value: 100 }, 599)).toBe(599);
    const quote = bill({ lines: [line({ unitPrice: 80, unitMrp: 99 })], coupon: SAVE100 });
    expect(quote.couponDiscount).toBe(80);
    expect(quote.total).toBe(0);
    expect(quote.coupon).toEqual({ code: "SAVE100", discount: 80, message: "Coupon applied! You saved ₹80" });
  });

  it("the quote shows the coupon, its message and the total after it", () => {
    const quote = bill({ lines: [line({ quantity: 2 })], coupon: DISCOUNT10 });
    expect(quote.subtotal).toBe(1198);
    expect(quote.coupon).toEqual({
      code: "DISCOUNT10",
      discount: 119,
      message: "Coupon applied! You saved ₹119",
    });
    expect(quote.couponDiscount).toBe(119);
    expect(quote.total).toBe(1198 - 119);
    expect(quote.couponError).toBeUndefined();
  });

  it("below the minimum order the coupon is refused with how much more is needed, and nothing is taken", () => {
    const quote = bill({ coupon: { ...SAVE100, minOrder: 1000 } });
    expect(quote.coupon).toBeNull();
    expect(quote.couponDiscount).toBe(0);
    expect(quote.couponError).toBe("Add ₹401 more to use SAVE100.");
    expect(quote.total).toBe(599);
  });

  it("exactly at the minimum order it applies", () => {
    const quote = bill({ coupon: { ...SAVE100, minOrder: 599 } });
    expect(quote.couponDiscount).toBe(100);
    expect(quote.couponError).toBeUndefined();
  });

  it("a refusal found before pricing is passed through with no discount", () => {
    const quote = bill({ couponError: "Invalid coupon code." });
    expect(quote).toMatchObject({ coupon: null, couponDiscount: 0, couponError: "Invalid coupon code." });
  });
});

describe("coupon shares", () => {
  it("split in proportion and add up to the discount exactly", () => {
    // 100 × 599/4097 = 14.62, × 1299/4097 = 31.71, × 2199/4097 = 53.67: floors 14 + 31 + 53 = 98, the two
    // rupees left go to the largest remainders (0.71 and 0.67).
    expect(shareDiscount(100, [599, 1299, 2199])).toEqual([14, 32, 54]);
  });

  it("equal lines: the rupee left goes to the earlier line", () => {
    expect(shareDiscount(101, [500, 500])).toEqual([51, 50]);
  });

  it("no discount or no amount: no shares", () => {
    expect(shareDiscount(0, [100, 200])).toEqual([0, 0]);
    expect(shareDiscount(50, [0, 0])).toEqual([0, 0]);
  });

  it("add up on every bill, whatever the lines and coupon", () => {
    const prices = [599, 1299, 2199, 2999, 349, 2501];
    for (const coupon of [SAVE100, DISCOUNT10, { ...SAVE100, value: 7 }]) {
      for (let n = 1; n <= prices.length; n++) {
        const lines = prices.slice(0, n).map((unitPrice, i) => line({ unitPrice, quantity: (i % 3) + 1 }));
        const quote = bill({ lines, coupon });
        const shares = quote.lines.map((l) => l.couponShare);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(quote.couponDiscount);
        for (const l of quote.lines) expect(l.couponShare).toBeLessThanOrEqual(l.lineTotal);
      }
    }
  });
});

describe("GST contained in the prices", () => {
  it("5 % up to ₹2,500 a piece, 18 % above", () => {
    expect(gstRateFor(2500)).toBe(5);
    expect(gstRateFor(2500.01)).toBe(18);
    expect(gstRateFor(2501)).toBe(18);
    expect(gstRateFor(0)).toBe(5);
  });

  it("the contained tax is amount × rate / (100 + rate), to the paisa", () => {
    // ₹1,050 at 5 %: 1050 × 5 / 105 = ₹50.00 exactly.
    expect(containedGstPaise(1050, 5)).toBe(5000);
    // ₹599 at 5 %: 59900 × 5 / 105 = 2852.38 paise → 2852.
    expect(containedGstPaise(599, 5)).toBe(2852);
    // ₹2,999 at 18 %: 299900 × 18 / 118 = 45747.46 paise → 45747.
    expect(containedGstPaise(2999, 18)).toBe(45747);
  });

  it("the rate follows the piece price AFTER the coupon: ₹2,599 with ₹100 off is 5 %", () => {
    const quote = bill({ lines: [line({ unitPrice: 2599, unitMrp: 3999 })], coupon: SAVE100 });
    expect(quote.lines[0].gstRate).toBe(5);
    // ₹2,499 at 5 %: 249900 × 5 / 105 = 11900 paise.
    expect(quote.lines[0].gst).toBe(119);
    expect(quote.gst.rates).toEqual([{ rate: 5, taxable: 2380, tax: 119 }]);
  });

  it("without the coupon the same piece is 18 %", () => {
    const quote = bill({ lines: [line({ unitPrice: 2599, unitMrp: 3999 })] });
    expect(quote.lines[0].gstRate).toBe(18);
    // 259900 × 18 / 118 = 39645.76 → 39646 paise.
    expect(quote.lines[0].gst).toBe(396.46);
  });

  it("a line of several pieces is rated per piece, not per line", () => {
    const quote = bill({ lines: [line({ unitPrice: 1999, quantity: 3 })] });
    expect(quote.lines[0].lineTotal).toBe(5997);
    expect(quote.lines[0].gstRate).toBe(5);
  });

  it("lines at both rates are summed per rate, and the total is the sum of the rates", () => {
    const quote = bill({
      lines: [line({ unitPrice: 599 }), line({ variantId: "var_jacket", unitPrice: 2999, unitMrp: 4999 })],
    });
    expect(quote.lines.map((l) => l.gstRate)).toEqual([5, 18]);
    expect(quote.gst.rates).toEqual([
      { rate: 5, taxable: 570.48, tax: 28.52 },
      { rate: 18, taxable: 2541.53, tax: 457.47 },
    ]);
    expect(quote.gst.total).toBe(485.99);
    // Nothing is added on top: the total is what the prices say.
    expect(quote.total).toBe(599 + 2999);
  });

  it("the charges (gift wrap, COD fee, shipping) take the rate of the line of the largest amount", () => {
    const config = { ...DEFAULT_PRICING, codFee: 50, shippingFee: 40 };
    const quote = bill({
      lines: [line({ unitPrice: 599 }), line({ variantId: "var_jacket", unitPrice: 2999, unitMrp: 4999 })],
      giftWrap: true,
      paymentMode: "COD",
      config,
    });
    expect(quote).toMatchObject({ giftWrap: 25, codFee: 50, shipping: 40 });
    expect(quote.total).toBe(599 + 2999 + 25 + 50 + 40);
    // The ₹115 of charges at 18 % (the ₹2,999 line is the principal): 11500 × 18 / 118 = 1754.24 → 1754.
    const at18 = quote.gst.rates.find((r) => r.rate === 18);
    // The 18 % slot: the line's 2541.53 + 457.47 and the charges' 97.46 + 17.54.
    expect(at18).toEqual({ rate: 18, taxable: 2638.99, tax: 475.01 });
    expect(quote.gst.rates.find((r) => r.rate === 5)).toEqual({ rate: 5, taxable: 570.48, tax: 28.52 });
  });

  it("the charges of a bill of 5 % lines are at 5 %", () => {
    const quote = bill({ giftWrap: true });
    // (599 + 25) at 5 %: 2852 + 119 paise.
    expect(quote.gst.rates).toEqual([{ rate: 5, taxable: 594.29, tax: 29.71 }]);
    expect(quote.total).toBe(624);
  });

  it("CGST + SGST when delivered in the shop's state, IGST elsewhere or before a pincode is known", () => {
    expect(bill({ delivery: indore }).gst.split).toBe("CGST+SGST");
    expect(bill({ delivery: bengaluru }).gst.split).toBe("IGST");
    expect(bill({ delivery: undefined }).gst.split).toBe("IGST");
  });

  it("HSN codes per sub-category, knitted tees by default", () => {
    expect(hsnFor("hoodie")).toBe("6110");
    expect(hsnFor("jeans")).toBe("6203");
    expect(hsnFor("something-new")).toBe("6109");
  });
});

describe("MRP, discount and totals", () => {
  it("total MRP, the discount on it and the subtotal come from the lines", () => {
    const quote = bill({ lines: [line({ quantity: 2 }), line({ unitMrp: 1499, unitPrice: 1299 })] });
    expect(quote.totalMrp).toBe(999 * 2 + 1499);
    expect(quote.subtotal).toBe(599 * 2 + 1299);
    expect(quote.discountOnMrp).toBe(quote.totalMrp - quote.subtotal);
    expect(quote.itemCount).toBe(3);
    expect(quote.lines[0]).toMatchObject({ lineMrp: 1998, lineTotal: 1198, unitMrp: 999, unitPrice: 599 });
  });

  it("gift wrap is ₹25 and included in the total only when chosen", () => {
    expect(bill({ giftWrap: true })).toMatchObject({ giftWrap: 25, total: 624 });
    expect(bill({ giftWrap: false })).toMatchObject({ giftWrap: 0, total: 599 });
  });

  it("a line short of stock is unavailable and the bill not orderable; no line is not orderable", () => {
    const short = bill({ lines: [line({ stock: 1, quantity: 2 }), line({ variantId: "v2" })] });
    expect(short.lines.map((l) => l.available)).toEqual([false, true]);
    expect(short.orderable).toBe(false);
    expect(bill({ lines: [] })).toMatchObject({ orderable: false, total: 0, itemCount: 0 });
    expect(bill().orderable).toBe(true);
  });
});

describe("shipping", () => {
  it("is free by default, as labelled", () => {
    expect(DEFAULT_PRICING.shippingFee).toBe(0);
    expect(bill().shipping).toBe(0);
  });

  it("a configured fee is charged below the free-from threshold (after the coupon), not from it", () => {
    const config = { ...DEFAULT_PRICING, shippingFee: 49, freeShippingFrom: 600 };
    expect(bill({ config }).shipping).toBe(49);
    expect(bill({ config }).total).toBe(599 + 49);
    expect(bill({ config, lines: [line({ unitPrice: 600 })] }).shipping).toBe(0);
    expect(bill({ config, lines: [line({ unitPrice: 650 })], coupon: SAVE100 }).shipping).toBe(49);
  });

  it("a fee with no threshold is always charged", () => {
    const config = { ...DEFAULT_PRICING, shippingFee: 49, freeShippingFrom: null };
    expect(bill({ config, lines: [line({ unitPrice: 9999 })] }).shipping).toBe(49);
  });
});

describe("cash on delivery", () => {
  it("is offered when every line allows it, the pincode takes it and the total is within the limit", () => {
    expect(bill().cod).toEqual({ available: true, limit: 10_000, fee: 0 });
  });

  it("the COD fee is added only when paying on delivery", () => {
    const config = { ...DEFAULT_PRICING, codFee: 30 };
    expect(bill({ config, paymentMode: "COD" })).toMatchObject({ codFee: 30, total: 629 });
    expect(bill({ config, paymentMode: "online" })).toMatchObject({ codFee: 0, total: 599 });
    expect(bill({ config }).cod.fee).toBe(30);
  });

  it("names the line that does not allow it", () => {
    const quote = bill({ lines: [line(), line({ name: "Custom Hoodie", codAvailable: false })] });
    expect(quote.cod).toMatchObject({ available: false, reason: billMessages.codLine("Custom Hoodie") });
    expect(quote.cod.reason).toBe("Cash on delivery is not available for Custom Hoodie.");
  });

  it("asks for an address before a pincode is known", () => {
    expect(bill({ delivery: undefined }).cod).toMatchObject({
      available: false,
      reason: "Choose a delivery address to see whether cash on delivery is available.",
    });
  });

  it("is not offered where we do not deliver, or where the couriers take no cash", () => {
    expect(bill({ delivery: { ...indore, serviceable: false } }).cod.reason).toBe(
      "Delivery is not available to the entered pincode.",
    );
    expect(bill({ delivery: { ...bengaluru, cod: false } }).cod.reason).toBe(
      "Cash on delivery is not available at pincode 560038.",
    );
  });

  it("up to the limit, counting the COD fee; not above it", () => {
    const at = bill({ lines: [line({ unitPrice: 5000, quantity: 2 })] });
    expect(at.cod.available).toBe(true);
    const over = bill({ lines: [line({ unitPrice: 5000, quantity: 2 })], giftWrap: true });
    expect(over.cod).toMatchObject({
      available: false,
      reason: "Cash on delivery is available for orders up to ₹10,000.",
    });
    const withFee = bill({
      lines: [line({ unitPrice: 5000, quantity: 2 })],
      config: { ...DEFAULT_PRICING, codFee: 1 },
    });
    expect(withFee.cod.available).toBe(false);
  });
});

describe("delivery in the quote", () => {
  it("answers the pincode, place and date when known", () => {
    const quote = bill({ delivery: { ...bengaluru, estimatedDelivery: "2026-11-27" } });
    expect(quote.delivery).toEqual({
      pincode: "560038",
      serviceable: true,
      city: "Bengaluru",
      state: "Karnataka",
      estimatedDelivery: "2026-11-27",
    });
    expect(bill({ delivery: undefined }).delivery).toBeUndefined();
  });
});
