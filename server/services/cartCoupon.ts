// The coupon kept with a shopper's bag or a guest's (carts.coupon_code, migration 0028): applied once, it is
// still there after a reload, at checkout and on another device, and the bag's quotes are asked with it; a
// guest's comes along into the account's cart at sign-in (cartMerge.ts). Applying checks
// it as the bag's quote would; reading the bag drops it, saying why, once it stops applying (cart.ts).
import { sql, type Kysely } from "kysely";
import type { Cart } from "../../src/api/types";
import { ApiError } from "./errors";
import type { Database } from "../db/schema";
import { type CartOwner, cartLines, cartRowOf, lockedCart, readCart, selectedSubtotal } from "./cart";
import { bagCouponRefusal, couponCodeOf, couponMessages } from "./coupons";

type Db = Kysely<Database>;

/**
 * Keeps `typed` as the bag's coupon when it applies to the selected lines now (their subtotal at its
 * minimum order; with none selected the minimum waits for the quote); answers the bag. A refused code
 * changes nothing: 404 'Invalid coupon code.' for an unknown one, 409 with the reason otherwise.
 */
export async function applyCartCoupon(db: Db, owner: CartOwner, typed: string, now: Date): Promise<Cart> {
  const code = couponCodeOf(typed);
  const userId = typeof owner === "string" ? owner : null;
  const existing = await cartRowOf(db, owner);
  const subtotal = existing ? selectedSubtotal(await cartLines(db, existing.id)) : null;
  const refusal = await bagCouponRefusal(db, userId, code, subtotal, now);
  if (refusal) throw new ApiError(refusal === couponMessages.invalid ? 404 : 409, refusal);
  await db.transaction().execute(async (tx) => {
    // A guest's coupon before their first add opens their bag, as that add would.
    const cart = await lockedCart(tx, owner, true);
    if (!cart) return;
    await tx
      .updateTable("carts")
      .set({ coupon_code: code, updated_at: sql`now()` })
      .where("id", "=", cart.id)
      .execute();
  });
  return readCart(db, owner, now);
}

/** The bag without a coupon (also when it had none). */
export async function removeCartCoupon(db: Db, owner: CartOwner, now: Date): Promise<Cart> {
  const cart = await cartRowOf(db, owner);
  if (cart) {
    await db
      .updateTable("carts")
      .set({ coupon_code: null, updated_at: sql`now()` })
      .where("id", "=", cart.id)
      .execute();
  }
  return readCart(db, owner, now);
}
