// The coupon kept with a shopper's bag (carts.coupon_code, migration 0028): applied once, it is still there
// after a reload, at checkout and on another device, and the bag's quotes are asked with it. Applying checks
// it as the bag's quote would; reading the bag drops it, saying why, once it stops applying (cart.ts).
import { sql, type Kysely } from "kysely";
import type { Cart } from "../api/contract";
import { ApiError } from "../api/errors";
import type { Database } from "../db/schema";
import { cartLines, cartOf, readCart, selectedSubtotal } from "./cart";
import { bagCouponRefusal, couponCodeOf, couponMessages } from "./coupons";

type Db = Kysely<Database>;

/**
 * Keeps `typed` as the bag's coupon when it applies to the selected lines now (their subtotal at its
 * minimum order; with none selected the minimum waits for the quote); answers the bag. A refused code
 * changes nothing: 404 'Invalid coupon code.' for an unknown one, 409 with the reason otherwise.
 */
export async function applyCartCoupon(db: Db, userId: string, typed: string, now: Date): Promise<Cart> {
  const code = couponCodeOf(typed);
  const cart = await cartOf(db, userId);
  const subtotal = selectedSubtotal(await cartLines(db, cart.id));
  const refusal = await bagCouponRefusal(db, userId, code, subtotal, now);
  if (refusal) throw new ApiError(refusal === couponMessages.invalid ? 404 : 409, refusal);
  await db
    .updateTable("carts")
    .set({ coupon_code: code, updated_at: sql`now()` })
    .where("id", "=", cart.id)
    .execute();
  return readCart(db, userId, now);
}

/** The bag without a coupon (also when it had none). */
export async function removeCartCoupon(db: Db, userId: string, now: Date): Promise<Cart> {
  const cart = await cartOf(db, userId);
  await db
    .updateTable("carts")
    .set({ coupon_code: null, updated_at: sql`now()` })
    .where("id", "=", cart.id)
    .execute();
  return readCart(db, userId, now);
}
