// Coupons are server data (docs/decisions/coupons-as-server-data.md): a code the shopper types is
// looked up here, in any case, and checked against its validity window and the shopper's own use of it. What
// it takes off is the pricing module's work (server/services/pricing/bill.ts), which also checks the minimum
// order. A redemption is written in the order's transaction; it counts toward the per-shopper limit while its
// order is not cancelled, so an order whose payment failed or expired gives the use back.
import type { Kysely, Selectable } from "kysely";
import type { components } from "../../src/api/schema";
import { ApiError } from "./errors";
import { readsScope } from "./cacheVersions/reads";
import { CATALOGUE } from "./cacheVersions/scopes";
import type { CouponsTable, Database } from "../db/schema";
import { billMessages, type CouponRule } from "./pricing/bill";

type Db = Kysely<Database>;

const dayMonthYear = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export const couponMessages = {
  invalid: "Invalid coupon code.",
  notYet: (code: string, from: Date) => `Coupon ${code} can be used from ${dayMonthYear.format(from)}.`,
  expired: (code: string) => `Coupon ${code} has expired.`,
  usedUp: (code: string, limit: number) =>
    limit === 1
      ? `You have already used coupon ${code}.`
      : `You have already used coupon ${code} ${limit} times, the most it allows.`,
} as const;

/** The stored form of a code as typed: trimmed, upper case ("" for none). */
export const couponCodeOf = (typed: string | undefined): string => (typed ?? "").trim().toUpperCase();

/** Orders of this shopper, not cancelled, that used the coupon. */
async function usesBy(db: Db, code: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom("coupon_redemptions as r")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .select((eb) => eb.fn.countAll<string | number>().as("uses"))
    .where("r.coupon_code", "=", code)
    .where("r.user_id", "=", userId)
    .where("o.status", "<>", "cancelled")
    .executeTakeFirst();
  return Number(row?.uses ?? 0);
}

/** Why this shopper may not use the coupon now, or null when they may. */
async function refusalOf(
  db: Db,
  coupon: Selectable<CouponsTable> | undefined,
  /** Null for a guest: their uses are counted once they order, signed in. */
  userId: string | null,
  now: Date,
): Promise<string | null> {
  if (!coupon?.active) return couponMessages.invalid;
  if (coupon.valid_from && now < new Date(coupon.valid_from)) {
    return couponMessages.notYet(coupon.code, new Date(coupon.valid_from));
  }
  if (coupon.valid_to && now > new Date(coupon.valid_to)) return couponMessages.expired(coupon.code);
  const limit = coupon.per_shopper_limit;
  if (limit !== null && userId !== null && (await usesBy(db, coupon.code, userId)) >= limit) {
    return couponMessages.usedUp(coupon.code, limit);
  }
  return null;
}

const ruleOf = (coupon: Selectable<CouponsTable>): CouponRule => ({
  code: coupon.code,
  kind: coupon.kind,
  value: coupon.value,
  minOrder: coupon.min_order,
});

/**
 * The coupon a shopper typed, as a rule for the pricing module, or why it is refused. A blank code is no
 * coupon and no error. Works on a transaction as well (the order's).
 */
export async function couponFor(
  db: Db,
  userId: string | null,
  code: string | undefined,
  now: Date,
): Promise<{ rule: CouponRule | null; error?: string }> {
  const stored = couponCodeOf(code);
  if (stored === "") return { rule: null };
  const coupon = await db.selectFrom("coupons").selectAll().where("code", "=", stored).executeTakeFirst();
  const refusal = await refusalOf(db, coupon, userId, now);
  if (refusal || !coupon) return { rule: null, error: refusal ?? couponMessages.invalid };
  return { rule: ruleOf(coupon) };
}

/**
 * Records that `orderId` used the coupon, inside the order's transaction (`now`: the order's clock, default
 * the real time). A coupon with a per-shopper limit is locked first and the limit checked again, so two
 * orders placed at once cannot both take the last use: the loser gets 409 with the reason (and its
 * transaction, the order with it, is rolled back). Unlimited coupons are not locked, so orders using them
 * never wait for each other.
 */
export async function redeemCoupon(
  trx: Db,
  redemption: { code: string; userId: string; orderId: string; now?: Date },
): Promise<void> {
  const code = couponCodeOf(redemption.code);
  const read = trx.selectFrom("coupons").selectAll().where("code", "=", code);
  let coupon = await read.executeTakeFirst();
  if (coupon?.per_shopper_limit != null) coupon = await read.forUpdate().executeTakeFirst();
  const refusal = await refusalOf(trx, coupon, redemption.userId, redemption.now ?? new Date());
  if (refusal) throw new ApiError(409, refusal);
  await trx
    .insertInto("coupon_redemptions")
    .values({ coupon_code: code, user_id: redemption.userId, order_id: redemption.orderId })
    .execute();
}

/**
 * Why `code` does not apply to a bag whose selected lines come to `subtotal`, or null when it does: the
 * checks of a quote (couponFor) and its minimum order. With nothing selected (`subtotal` null) the minimum
 * is not judged: there is no order to judge it on yet.
 */
export async function bagCouponRefusal(
  db: Db,
  userId: string | null,
  code: string,
  subtotal: number | null,
  now: Date,
): Promise<string | null> {
  const { rule, error } = await couponFor(db, userId, code, now);
  if (!rule) return error ?? couponMessages.invalid;
  if (subtotal !== null && subtotal < rule.minOrder) {
    return billMessages.couponMinOrder(rule.code, rule.minOrder - subtotal);
  }
  return null;
}

type Offer = components["schemas"]["Offer"];

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The shop's current coupons, as anyone may read them (GET /offers): active, in their validity window at
 * `now`; the smallest minimum order first, then by code. Nothing about who used them.
 */
export async function currentOffers(db: Db, now: Date): Promise<Offer[]> {
  // Not the listings' stock or ratings: the cached offers depend on the catalogue scope alone.
  readsScope(CATALOGUE);
  const rows = await db
    .selectFrom("coupons")
    .selectAll()
    .where("active", "=", true)
    .where((eb) => eb.or([eb("valid_from", "is", null), eb("valid_from", "<=", now)]))
    .where((eb) => eb.or([eb("valid_to", "is", null), eb("valid_to", ">=", now)]))
    .orderBy("min_order")
    .orderBy("code")
    .execute();
  return rows.map((coupon) => ({
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    minOrder: coupon.min_order,
    validFrom: isoOrNull(coupon.valid_from),
    validTo: isoOrNull(coupon.valid_to),
    perShopperLimit: coupon.per_shopper_limit,
  }));
}
