// Placing an order (POST /order/cod and /order/payment). In ONE transaction: from the bag, the bag's lock
// and the replacement of the shopper's earlier bag orders still awaiting payment (supersede.ts); the quote
// from database prices (the pricing module via quoteFor), compared with what the shopper saw; the order row,
// whose (user, Idempotency-Key) is unique, so a second request with the key waits for the first and then
// answers its order; the stock, by conditional decrement; the lines with their prices, coupon shares and
// GST; the coupon's redemption; for COD the ordered lines out of the bag (an online order's leave it when
// its payment succeeds: bag.ts); for an online order its first payment attempt. A COD order is processing
// at once and mailed; an online one waits for the gateway's word.
import { createHash } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { designOrderWords } from "../../../src/lib/design/designOrderWords";
import { ApiError, badRequest } from "../errors";
import { orderedDesignOf, printsUploads } from "../designLines";
import type { components } from "../../../src/api/schema";
import { newId } from "../accounts/tokens";
import { couponCodeOf, redeemCoupon } from "../coupons";
import { hsnFor } from "../pricing/gst";
import { type Quote, quoteFor } from "../quote";
import { removeOrderedFromBag } from "./bag";
import { type OrderDeps, queueConfirmationMail } from "./deps";
import { orderMessages } from "./messages";
import { holdUntil, newTransactionId } from "./payments";
import { startPayment } from "./paymentStart";
import { namesNoLongerSold } from "./noLongerSold";
import { takeStock } from "./stock";
import { readOrder } from "./detail";
import { addOrderEvent } from "./timeline";
import { isReplacedNote, lockBag, supersedeBagOrders } from "./supersede";
import { inTransaction } from "./transactions";
import type { Order } from "./view";

export type CheckoutRequest = components["schemas"]["CheckoutRequest"];
export type PaymentMode = components["schemas"]["PaymentMode"];

/** A refused order whose answer carries the fresh quote (409). */
export class QuoteConflict extends ApiError {
  constructor(
    message: string,
    readonly quote: Quote,
  ) {
    super(409, message);
  }
}

/** Thrown inside the transaction when another request already holds this Idempotency-Key. */
class KeyTaken extends Error {}

/** How often a placement runs again after drawing an order number another order has. */
const NUMBER_DRAWS = 3;

/** The unique constraint on order numbers refused the draw (another order has it). */
function numberTaken(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as {
    code?: string;
    constraint?: string;
    message?: string;
  };
  return (
    code === "23505" &&
    (constraint === "orders_order_number_key" || String(message).includes("orders_order_number_key"))
  );
}

/** A fresh order number, drawn by the database (migration 0022). */
async function drawOrderNumber(trx: OrderDeps["db"]): Promise<string> {
  const { rows } = await sql<{ number: string }>`select rz_order_number() as number`.execute(trx);
  return rows[0].number;
}

export type Placed =
  | { mode: "COD"; order: Order }
  | { mode: "online"; orderId: string; transactionId: string; redirectUrl: string };

/** The request's fingerprint: the call and its normalised body, keys sorted. */
export function requestHash(mode: PaymentMode, body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (!value || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  };
  return createHash("sha256")
    .update(JSON.stringify([mode, canonical(body)]))
    .digest("hex");
}

/** Refusals of an order as sent: 422 when it cannot be delivered or paid that way, 409 (with the fresh
 * quote) when what the shopper saw is no longer true. */
function checkAgainstQuote(quote: Quote, body: CheckoutRequest, mode: PaymentMode): void {
  if (quote.delivery && !quote.delivery.serviceable) throw new ApiError(422, orderMessages.unserviceable);
  const sentPrice = body.product?.price;
  if (sentPrice !== undefined && sentPrice !== quote.lines[0]?.unitPrice) {
    throw new QuoteConflict(orderMessages.priceChanged, quote);
  }
  if (quote.couponError && couponCodeOf(body.couponCode) !== "") {
    throw new QuoteConflict(quote.couponError, quote);
  }
  if (!quote.orderable) throw new QuoteConflict(orderMessages.outOfStock, quote);
  if (quote.total !== body.totalAmount) throw new QuoteConflict(orderMessages.priceChanged, quote);
  if (mode === "COD" && !quote.cod.available) {
    throw new ApiError(422, quote.cod.reason ?? orderMessages.unserviceable);
  }
}

const quoteRequestOf = (body: CheckoutRequest, mode: PaymentMode) => ({
  ...(body.product
    ? {
        product: {
          productId: body.product.productId,
          variantId: body.product.variantId,
          size: body.product.size,
          quantity: body.product.quantity,
          // Buy Now of a design (orderType customize): the item is the design printed on its blank.
          ...(body.orderType === "customize" && body.customizationId
            ? { customizationId: body.customizationId }
            : {}),
        },
      }
    : { cartLineIds: body.cartLineIds }),
  couponCode: body.couponCode,
  giftWrap: body.giftWrap ?? false,
  paymentMode: mode,
  pincode: body.pincode,
});

/** A customised order from the bag names one of the designs it orders (400 otherwise); the order's type
 * follows its lines: customised when one prints a design, whatever the body said. */
function checkDesigns(quote: Quote, body: CheckoutRequest): void {
  if (body.orderType !== "customize" || body.product) return;
  const ordered = quote.lines.some((line) => line.design?.customizationId === body.customizationId);
  if (!ordered) throw badRequest(designOrderWords.notInTheBag);
}

/** "RZ" and ten digits: what the shopper quotes to the courier and the care team. */
const trackingId = () => `RZ${String(Math.floor(Math.random() * 1e10)).padStart(10, "0")}`;

interface PlaceInput {
  userId: string;
  mode: PaymentMode;
  key: string;
  body: CheckoutRequest;
}

interface Placement extends PlaceInput {
  hash: string;
  now: Date;
}

/** The order's row, from the request and the quote; undefined when the Idempotency-Key is taken. */
function insertOrder(trx: OrderDeps["db"], deps: OrderDeps, p: Placement, row: NewOrder) {
  const { userId, mode, key, body, hash, now } = p;
  const { quote } = row;
  return trx
    .insertInto("orders")
    .values({
      id: row.orderId,
      order_number: row.orderNumber,
      from_bag: row.fromBag,
      user_id: userId,
      status: mode === "COD" ? "processing" : "pending",
      order_type: quote.lines.some((line) => line.design) ? "customize" : "normal",
      // The shopper's own pictures are printed only once staff have looked at them.
      design_review: quote.lines.some((line) => line.design && printsUploads(line.design.sides))
        ? "pending"
        : null,
      name: body.name,
      email: body.email,
      phone_number: body.phoneNumber,
      alternative_number: body.alternativeNumber ?? "",
      delivery_address: body.deliveryAddress,
      city: body.city,
      state: body.state,
      pincode: body.pincode,
      payment_mode: mode,
      payment_status: mode === "COD" ? "cod" : "pending",
      total_mrp: quote.totalMrp,
      discount_on_mrp: quote.discountOnMrp,
      subtotal: quote.subtotal,
      coupon_code: quote.coupon?.code ?? null,
      coupon_discount: quote.couponDiscount,
      gift_wrap: quote.giftWrap,
      shipping: quote.shipping,
      cod_fee: quote.codFee,
      total_amount: quote.total,
      gst: quote.gst.total,
      gst_breakdown: JSON.stringify(quote.gst),
      estimated_delivery: quote.delivery?.estimatedDelivery ?? null,
      tracking_id: trackingId(),
      stock_taken: true,
      transaction_id: row.transactionId,
      payment_expires_at: mode === "online" ? holdUntil(deps) : null,
      idempotency_key: key,
      request_hash: hash,
      confirmation_mailed_at: mode === "COD" ? now : null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(["user_id", "idempotency_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
}

interface NewOrder {
  orderId: string;
  orderNumber: string;
  fromBag: boolean;
  transactionId: string | null;
  quote: Quote;
}

/** The placement's one transaction (see the file's head). */
async function placeInTransaction(trx: Transaction<Database>, deps: OrderDeps, p: Placement) {
  const { userId, mode, key, body, hash, now } = p;
  const orderNumber = await drawOrderNumber(trx);
  const fromBag = !body.product;
  if (fromBag) {
    await lockBag(trx, userId);
    await supersedeBagOrders(trx, { userId, replacedBy: orderNumber, now });
  }
  const quote = await quoteFor(trx, userId, quoteRequestOf(body, mode), now, deps.config);
  const withdrawn = await namesNoLongerSold(trx, quote.lines);
  if (withdrawn.length > 0) throw new QuoteConflict(orderMessages.noLongerSold(withdrawn), quote);
  checkAgainstQuote(quote, body, mode);
  checkDesigns(quote, body);
  const orderId = newId();
  const transactionId = mode === "online" ? newTransactionId() : null;
  const inserted = await insertOrder(trx, deps, p, { orderId, orderNumber, fromBag, transactionId, quote });
  if (!inserted) throw new KeyTaken();
  // Only what is still sold is taken: the products are locked there, so a status change committed since
  // the quote was read refuses the order too.
  if (!(await takeStock(trx, quote.lines, { listedOnly: true }))) {
    throw new QuoteConflict(orderMessages.outOfStock, quote);
  }
  await insertLines(trx, orderId, quote);
  if (quote.coupon) await redeemCoupon(trx, { code: quote.coupon.code, userId, orderId, now });
  if (mode === "COD") {
    await removeOrderedFromBag(trx, { id: orderId, user_id: userId, from_bag: fromBag });
    await queueConfirmationMail(trx, orderId);
  }
  const placedNote = mode === "COD" ? "Cash on delivery" : "Paying online";
  await addOrderEvent(trx, orderId, { kind: "placed", at: now, note: placedNote, actor: "shopper" });
  if (transactionId) {
    await addOrderEvent(trx, orderId, { kind: "payment_pending", at: now, actor: "shopper" });
    await trx
      .insertInto("order_payments")
      .values({
        transaction_id: transactionId,
        order_id: orderId,
        gateway: deps.gateway?.name ?? "none",
        amount_paise: quote.total * 100,
        idempotency_key: key,
        request_hash: hash,
      })
      .execute();
  }
  return { orderId, transactionId };
}

export async function placeOrder(deps: OrderDeps, input: PlaceInput): Promise<Placed> {
  const { userId, mode, key, body } = input;
  const hash = requestHash(mode, body);
  const earlier = await orderByKey(deps, userId, key);
  if (earlier) return replay(deps, earlier, hash);
  if (mode === "online" && !deps.gateway) throw new ApiError(502, orderMessages.onlineUnavailable);
  const placement: Placement = { ...input, hash, now: deps.now() };
  let placed: { orderId: string; transactionId: string | null } | undefined;
  for (let draw = 1; !placed; draw++) {
    try {
      placed = await inTransaction(deps.db, (trx) => placeInTransaction(trx, deps, placement));
    } catch (error) {
      if (numberTaken(error) && draw < NUMBER_DRAWS) continue;
      if (error instanceof KeyTaken) {
        const winner = await orderByKey(deps, userId, key);
        if (winner) return replay(deps, winner, hash);
      }
      if (error instanceof QuoteConflict && error.message === orderMessages.outOfStock) {
        // The quote read inside the rolled-back transaction may predate the sale that took the last units.
        const fresh = await quoteFor(deps.db, userId, quoteRequestOf(body, mode), placement.now, deps.config);
        throw new QuoteConflict(error.message, fresh);
      }
      throw error;
    }
  }
  if (!placed.transactionId) {
    return { mode: "COD", order: await readOrder(deps, placed.orderId) };
  }
  return paymentPage(deps, placed.orderId, placed.transactionId);
}

/** The online order's payment page; 409 when the order was cancelled before its payment could start (a
 * placement from the same bag replaced it: its reason says by which order). */
async function paymentPage(deps: OrderDeps, orderId: string, transactionId: string): Promise<Placed> {
  const closed = async () => {
    const order = await deps.db
      .selectFrom("orders")
      .select(["status", "cancel_reason"])
      .where("id", "=", orderId)
      .executeTakeFirst();
    if (order?.status !== "cancelled") return null;
    return order.cancel_reason && isReplacedNote(order.cancel_reason)
      ? `${order.cancel_reason}.`
      : orderMessages.closed;
  };
  const before = await closed();
  if (before) throw new ApiError(409, before);
  try {
    const { redirectUrl } = await startPayment(deps, transactionId);
    return { mode: "online", orderId, transactionId, redirectUrl };
  } catch (error) {
    const meanwhile = await closed();
    throw meanwhile ? new ApiError(409, meanwhile) : error;
  }
}

async function insertLines(trx: OrderDeps["db"], orderId: string, quote: Quote): Promise<void> {
  const products = await trx
    .selectFrom("products")
    .select(["id", "sub_category"])
    .where(
      "id",
      "in",
      quote.lines.map((line) => line.productId),
    )
    .execute();
  const subCategory = new Map(products.map((p) => [p.id, p.sub_category]));
  await trx
    .insertInto("order_lines")
    .values(
      quote.lines.map((line, position) => ({
        id: newId(),
        order_id: orderId,
        position,
        product_id: line.productId,
        variant_id: line.variantId,
        size: line.size,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        unit_mrp: line.unitMrp,
        name: line.name,
        color: line.color,
        image: line.image,
        coupon_share: line.couponShare,
        gst_rate: line.gstRate,
        gst: line.gst,
        hsn: hsnFor(subCategory.get(line.productId) ?? ""),
        // What the line prints, as it is now: a later edit of the saved design never changes the order.
        design_id: line.design?.customizationId ?? null,
        design: line.design ? JSON.stringify(orderedDesignOf(line.design, line.color, line.size)) : null,
      })),
    )
    .execute();
}

const orderByKey = (deps: OrderDeps, userId: string, key: string) =>
  deps.db
    .selectFrom("orders")
    .selectAll()
    .where("user_id", "=", userId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();

/** The answer the key's first request had: the same order, or the same payment page. */
async function replay(
  deps: OrderDeps,
  order: NonNullable<Awaited<ReturnType<typeof orderByKey>>>,
  hash: string,
): Promise<Placed> {
  if (order.request_hash !== hash) throw new ApiError(422, orderMessages.keyReused);
  if (order.payment_mode === "COD" && order.payment_status === "cod" && !order.transaction_id) {
    return { mode: "COD", order: await readOrder(deps, order.id) };
  }
  const first = await deps.db
    .selectFrom("order_payments")
    .select("transaction_id")
    .where("order_id", "=", order.id)
    .where("idempotency_key", "=", order.idempotency_key)
    .executeTakeFirst();
  if (!first) return { mode: "COD", order: await readOrder(deps, order.id) };
  return paymentPage(deps, order.id, first.transaction_id);
}
