// The ONE pricing module: every quote and every order's figures come from `priceBill`, fed with database
// prices (the client's `price` and `totalAmount` are only compared with it, never used). Pure: no
// database, no clock, so the rules are tested line by line (tests/unit/pricing.test.ts) and the order's
// transaction prices exactly what it locked. Whole rupees throughout; GST in paise until the end.
import type { components } from "../../../src/api/schema";
import { formatRupees } from "../../../src/lib/money";
import type { PricingConfig } from "./config";
import { containedGstPaise, gstRateFor, type Paise, toRupees } from "./gst";

type Quote = components["schemas"]["Quote"];
type QuoteLine = components["schemas"]["QuoteLine"];
type PaymentMode = components["schemas"]["PaymentMode"];

/** A line as read from the catalogue (today's prices and stock). */
export interface BillLineInput {
  cartLineId?: string;
  productId: string;
  variantId: string;
  name: string;
  color: string;
  image: string;
  size: QuoteLine["size"];
  quantity: number;
  /** The product's price (MRP). */
  unitMrp: number;
  /** The product's final price. */
  unitPrice: number;
  stock: number;
  codAvailable: boolean;
  returnPolicy: number;
  /** The saved design the line prints on its blank (docs/decisions/customiser-design.md#ordering-a-design). */
  design?: QuoteLine["design"];
}

/** A coupon the caller found, in its validity window and within the shopper's limit. */
export interface CouponRule {
  code: string;
  kind: "flat" | "percent";
  value: number;
  /** Subtotal needed before the coupon applies (0 = none). */
  minOrder: number;
}

export interface BillDelivery {
  pincode: string;
  serviceable: boolean;
  /** Whether the couriers collect cash at this pincode. */
  cod: boolean;
  city?: string;
  state?: string;
  estimatedDelivery?: string;
}

export interface BillInput {
  lines: BillLineInput[];
  coupon: CouponRule | null;
  /** Why a code the shopper sent was refused before pricing (unknown, expired, used up). */
  couponError?: string;
  giftWrap: boolean;
  paymentMode: PaymentMode;
  delivery?: BillDelivery;
  /** The shop's state (brand config): delivery there is CGST + SGST, elsewhere IGST. */
  shopState: string;
  config: PricingConfig;
}

export const billMessages = {
  couponApplied: (amount: number) => `Coupon applied! You saved ${formatRupees(amount)}`,
  couponMinOrder: (code: string, short: number) => `Add ${formatRupees(short)} more to use ${code}.`,
  codLine: (name: string) => `Cash on delivery is not available for ${name}.`,
  codPincode: (pincode: string) => `Cash on delivery is not available at pincode ${pincode}.`,
  codNoPincode: "Choose a delivery address to see whether cash on delivery is available.",
  codUnserviceable: "Delivery is not available to the entered pincode.",
  codLimit: (limit: number) => `Cash on delivery is available for orders up to ${formatRupees(limit)}.`,
} as const;

/** The coupon's discount on a subtotal: flat, or percent rounded down; never more than the subtotal. */
export function couponDiscountOf(coupon: CouponRule, subtotal: number): number {
  const raw = coupon.kind === "flat" ? coupon.value : Math.floor((subtotal * coupon.value) / 100);
  return Math.max(0, Math.min(raw, subtotal));
}

/**
 * Splits a discount over lines in proportion to their amounts, in whole rupees that add up exactly: each
 * line gets the floor of its share, and the rupees left go to the largest remainders (earlier line first).
 */
export function shareDiscount(discount: number, amounts: number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (discount <= 0 || total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (discount * amount) / total);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    if (shares[index] < amounts[index]) {
      shares[index] += 1;
      left -= 1;
    }
  }
  return shares;
}

function codAvailability(input: BillInput, total: number): Quote["cod"] {
  const { config, delivery } = input;
  const base = { limit: config.codLimit, fee: config.codFee };
  const noCodLine = input.lines.find((line) => !line.codAvailable);
  if (noCodLine) return { ...base, available: false, reason: billMessages.codLine(noCodLine.name) };
  if (!delivery) return { ...base, available: false, reason: billMessages.codNoPincode };
  if (!delivery.serviceable) return { ...base, available: false, reason: billMessages.codUnserviceable };
  if (!delivery.cod) return { ...base, available: false, reason: billMessages.codPincode(delivery.pincode) };
  if (total > config.codLimit)
    return { ...base, available: false, reason: billMessages.codLimit(config.codLimit) };
  return { ...base, available: true };
}

export function priceBill(input: BillInput): Quote {
  const { config } = input;
  const lineMrps = input.lines.map((line) => line.unitMrp * line.quantity);
  const lineTotals = input.lines.map((line) => line.unitPrice * line.quantity);
  const totalMrp = lineMrps.reduce((sum, amount) => sum + amount, 0);
  const subtotal = lineTotals.reduce((sum, amount) => sum + amount, 0);

  let couponError = input.couponError;
  let coupon: Quote["coupon"] = null;
  if (input.coupon && subtotal < input.coupon.minOrder) {
    couponError = billMessages.couponMinOrder(input.coupon.code, input.coupon.minOrder - subtotal);
  } else if (input.coupon) {
    const discount = couponDiscountOf(input.coupon, subtotal);
    coupon = { code: input.coupon.code, discount, message: billMessages.couponApplied(discount) };
  }
  const couponDiscount = coupon?.discount ?? 0;
  const shares = shareDiscount(couponDiscount, lineTotals);

  const afterCoupon = subtotal - couponDiscount;
  const giftWrap = input.giftWrap ? config.giftWrapFee : 0;
  const shipping =
    config.shippingFee > 0 && (config.freeShippingFrom === null || afterCoupon < config.freeShippingFrom)
      ? config.shippingFee
      : 0;
  const codFee = input.paymentMode === "COD" ? config.codFee : 0;
  const total = afterCoupon + giftWrap + shipping + codFee;

  // GST per line from its piece price after every discount; the charges (gift wrap, shipping, COD fee) are
  // part of a composite supply and take the rate of its principal supply, the line of the largest amount.
  const byRate = new Map<number, { taxable: Paise; tax: Paise }>();
  const addTax = (rate: number, amount: number): Paise => {
    const tax = containedGstPaise(amount, rate);
    const slot = byRate.get(rate) ?? { taxable: 0, tax: 0 };
    slot.taxable += amount * 100 - tax;
    slot.tax += tax;
    byRate.set(rate, slot);
    return tax;
  };
  let principal = { amount: -1, rate: gstRateFor(0) };
  const lines: QuoteLine[] = input.lines.map((line, index) => {
    const amount = lineTotals[index] - shares[index];
    const gstRate = gstRateFor(amount / line.quantity);
    if (amount > principal.amount) principal = { amount, rate: gstRate };
    const gst = toRupees(addTax(gstRate, amount));
    return {
      ...(line.cartLineId ? { cartLineId: line.cartLineId } : {}),
      productId: line.productId,
      variantId: line.variantId,
      name: line.name,
      color: line.color,
      image: line.image,
      size: line.size,
      quantity: line.quantity,
      unitMrp: line.unitMrp,
      unitPrice: line.unitPrice,
      lineMrp: lineMrps[index],
      lineTotal: lineTotals[index],
      couponShare: shares[index],
      gstRate,
      gst,
      stock: line.stock,
      available: line.stock >= line.quantity,
      codAvailable: line.codAvailable,
      returnPolicy: line.returnPolicy,
      ...(line.design ? { design: line.design } : {}),
    };
  });
  const charges = giftWrap + shipping + codFee;
  if (charges > 0 && lines.length > 0) addTax(principal.rate, charges);

  const rates = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, slot]) => ({ rate, taxable: toRupees(slot.taxable), tax: toRupees(slot.tax) }));
  const gstTotal = toRupees([...byRate.values()].reduce((sum, slot) => sum + slot.tax, 0));
  const sameState = input.delivery?.state !== undefined && input.delivery.state === input.shopState;

  return {
    lines,
    itemCount: input.lines.reduce((sum, line) => sum + line.quantity, 0),
    totalMrp,
    discountOnMrp: totalMrp - subtotal,
    subtotal,
    coupon,
    ...(couponError ? { couponError } : {}),
    couponDiscount,
    giftWrap,
    giftWrapFee: config.giftWrapFee,
    shipping,
    codFee,
    gst: { total: gstTotal, rates, split: sameState ? "CGST+SGST" : "IGST" },
    total,
    paymentMode: input.paymentMode,
    cod: codAvailability(input, afterCoupon + giftWrap + shipping + config.codFee),
    ...(input.delivery
      ? {
          delivery: {
            pincode: input.delivery.pincode,
            serviceable: input.delivery.serviceable,
            ...(input.delivery.city ? { city: input.delivery.city } : {}),
            ...(input.delivery.state ? { state: input.delivery.state } : {}),
            ...(input.delivery.estimatedDelivery
              ? { estimatedDelivery: input.delivery.estimatedDelivery }
              : {}),
          },
        }
      : {}),
    orderable: lines.length > 0 && lines.every((line) => line.available),
  };
}
