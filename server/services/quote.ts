// The quote: what the cart or a Buy Now item costs today, from database prices, through the one pricing
// module (server/services/pricing/bill.ts). The checkout screens show it and the order's transaction calls
// the same functions (on its Transaction), so what is shown and what is charged are one computation.
import { type Kysely, sql } from "kysely";
import type { components } from "../../src/api/schema";
import { brand } from "../../src/lib/brand";
import { catalogueMessages } from "../../src/lib/catalogueApiMessages";
import { ApiError } from "./errors";
import type { Database } from "../db/schema";
import { type CartOwner, cartLines, cartMessages, cartRowOf, catalogueSizes } from "./cart";
import { couponFor } from "./coupons";
import {
  type DesignOnBlank,
  lineDesignOf,
  ownDesignOnBlank,
  printingPrice,
  requireTheBlank,
} from "./designLines";
import { heldKey, ownHeldUnits } from "./orders/bag";
import { checkServiceability } from "./delivery";
import { type BillDelivery, type BillLineInput, priceBill } from "./pricing/bill";
import { DEFAULT_PRICING, type PricingConfig } from "./pricing/config";
import { variantSize } from "./variantSizes";

type Db = Kysely<Database>;
export type QuoteItem = components["schemas"]["QuoteItem"];
type QuoteBody = components["schemas"]["QuoteRequest"];
/** The quote's request; `giftWrap` may be left out (false), as the contract's default has it. */
export type QuoteRequest = Omit<QuoteBody, "giftWrap"> & Partial<Pick<QuoteBody, "giftWrap">>;
export type Quote = components["schemas"]["Quote"];

type CatalogueRow = Awaited<ReturnType<ReturnType<typeof catalogueSizes>["execute"]>>[number];

/** A catalogue row as a bill line; a row printing a design is priced with the printing already (cart.ts
 * `cartLines`, `designItemLine`). */
function billLine(
  row: CatalogueRow & { design?: DesignOnBlank },
  quantity: number,
  cartLineId?: string,
): BillLineInput {
  return {
    ...(row.design ? { design: lineDesignOf(row.design) } : {}),
    ...(cartLineId ? { cartLineId } : {}),
    productId: row.product_id,
    variantId: row.variant_id,
    name: row.name,
    color: row.color,
    image: row.images[0] ?? "",
    size: row.size,
    quantity,
    unitMrp: row.price,
    unitPrice: row.final_price,
    stock: row.stock,
    codAvailable: row.cod_available,
    returnPolicy: row.return_policy,
  };
}

/** The Buy Now of a saved design: the shopper's own (404 otherwise, a guest's included), on its own
 * blank, colour and size (400 otherwise), at the blank's price plus the printing's. */
async function designItemLine(db: Db, owner: CartOwner, item: QuoteItem): Promise<BillLineInput> {
  const design = await ownDesignOnBlank(
    db,
    typeof owner === "string" ? owner : null,
    item.customizationId ?? "",
  );
  requireTheBlank(design, item);
  const row = await catalogueSizes(db, sql<boolean>`true`)
    .where("s.variant_id", "=", design.variantId)
    .where("s.size", "=", design.size)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, catalogueMessages.sizeNotFound);
  const printing = printingPrice(design);
  return billLine(
    { ...row, design, price: row.price + printing, final_price: row.final_price + printing },
    item.quantity,
  );
}

/** The Buy Now item as a bill line; 404 naming the product, variant (or one of another product) or size
 * that is unknown (a blank garment without a design is unknown, as an unpublished product is). */
async function itemLine(db: Db, owner: CartOwner, item: QuoteItem): Promise<BillLineInput> {
  if (item.customizationId) return designItemLine(db, owner, item);
  const row = await catalogueSizes(db)
    .where("s.variant_id", "=", item.variantId)
    .where("s.size", "=", item.size)
    .executeTakeFirst();
  // A product no longer sold is unknown to Buy Now, as to the product page: a draft is never shown.
  if (!row || row.product_id !== item.productId || !row.listed) {
    // Which one is unknown, in the words the other catalogue calls use (throws 404).
    await variantSize(db, item.productId, item.variantId, item.size);
    throw new ApiError(404, catalogueMessages.sizeNotFound);
  }
  return billLine(row, item.quantity);
}

/**
 * The lines to bill, with today's prices and stock: the Buy Now `product`; else the `cartLineIds`, which
 * must all be lines of this shopper's cart or guest's bag (else 404); else its selected lines. A cart
 * line's stock counts the units the shopper's own bag order awaiting payment holds (orders/bag.ts):
 * placing from the bag again releases them first. Works on a Transaction (the order's).
 */
export async function billLinesFor(
  db: Db,
  owner: CartOwner,
  source: { product?: QuoteItem; cartLineIds?: string[] },
): Promise<BillLineInput[]> {
  if (source.product) return [await itemLine(db, owner, source.product)];
  const cart = await cartRowOf(db, owner);
  const ids = source.cartLineIds;
  if (!cart) {
    if (ids && ids.length > 0) throw new ApiError(404, cartMessages.lineNotFound);
    return [];
  }
  const rows = await cartLines(db, cart.id, ids && ids.length > 0 ? { ids } : { selectedOnly: true });
  if (ids && ids.length > 0 && rows.length !== new Set(ids).size) {
    throw new ApiError(404, cartMessages.lineNotFound);
  }
  const held = await ownHeldUnits(db, cart.user_id);
  return rows.map((row) => {
    const stock = row.listed ? row.stock + (held.get(heldKey(row.variant_id, row.size)) ?? 0) : 0;
    return billLine({ ...row, stock }, row.quantity, row.id);
  });
}

/** Delivery to a pincode as the pricing module needs it (serviceable, COD there, date). */
async function deliveryTo(db: Db, pincode: string | undefined, now: Date): Promise<BillDelivery | undefined> {
  if (!pincode) return undefined;
  const answer = await checkServiceability(db, pincode, now);
  return {
    pincode,
    serviceable: answer.isServiceable,
    cod: answer.codAvailable,
    ...(answer.city ? { city: answer.city } : {}),
    ...(answer.state ? { state: answer.state } : {}),
    ...(answer.estimatedDelivery ? { estimatedDelivery: answer.estimatedDelivery } : {}),
  };
}

/** The quote for a request (lines, coupon, gift wrap, payment mode, pincode) as of `now`, for a shopper or
 * a guest (whose coupon is checked without a per-shopper limit: that is counted when the order is placed,
 * signed in). Works on a Transaction (the order's). */
export async function quoteFor(
  db: Db,
  owner: CartOwner,
  request: QuoteRequest,
  now: Date,
  config: PricingConfig = DEFAULT_PRICING,
): Promise<Quote> {
  const lines = await billLinesFor(db, owner, request);
  const coupon = await couponFor(db, typeof owner === "string" ? owner : null, request.couponCode, now);
  return priceBill({
    lines,
    coupon: coupon.rule,
    ...(coupon.error ? { couponError: coupon.error } : {}),
    giftWrap: request.giftWrap ?? false,
    paymentMode: request.paymentMode ?? "online",
    delivery: await deliveryTo(db, request.pincode, now),
    shopState: brand.officeAddress.state,
    config,
  });
}
