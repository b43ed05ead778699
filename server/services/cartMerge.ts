// At sign-in (login, sign-up, social login) a guest's bag joins the account's cart: a line of the same
// variant and size adds up, to at most MAX_LINE_QUANTITY and at most the size's stock; a sold-out size, a
// line over its limits and a line past a full cart are told, one sentence each; the bag's coupon comes along
// when the account's cart has none. The bag is consumed in the
// same transaction that merges it: its row is locked first, so a second sign-in with the same cookie (a
// double submit, two tabs) waits, then finds no bag and merges nothing.
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import { guestTokenHash } from "./guestTokens";
import { cartLines, cartOf, MAX_CART_LINES, MAX_LINE_QUANTITY, touchCart } from "./cart";

type Db = Kysely<Database>;

/** What became of a guest's bag (the contract's BagMerge). */
export interface BagMerge {
  /** Lines now in the account's cart, whole or in part. */
  carried: number;
  /** One sentence per line that could not be carried over whole. */
  notes: string[];
}

export const mergeNotes = {
  soldOut: (label: string) => `${label} is sold out, so it was not added to your bag.`,
  fewerLeft: (label: string, quantity: number) =>
    `Only ${quantity} of ${label} left: your bag holds ${quantity}.`,
  lineLimit: (label: string) => `Your bag holds at most ${MAX_LINE_QUANTITY} of ${label}.`,
  bagFull: (label: string) =>
    `${label} did not fit: a bag holds at most ${MAX_CART_LINES} items. Remove one to add it again.`,
} as const;

/**
 * Merges the bag that `token` opens into the user's cart and deletes the bag, in one transaction. Null
 * when there is no bag (no token, an unknown one, already merged) or it is empty or past its time (then
 * it is only deleted).
 */
export function mergeGuestBag(db: Db, token: string | undefined, userId: string): Promise<BagMerge | null> {
  const hash = guestTokenHash(token);
  if (!hash) return Promise.resolve(null);
  return db.transaction().execute(async (tx) => {
    const bag = await tx
      .selectFrom("carts")
      .select(["id", "expires_at", "coupon_code"])
      .where("guest_token_hash", "=", hash)
      .forUpdate()
      .executeTakeFirst();
    if (!bag) return null;
    const lines = await cartLines(tx, bag.id);
    await tx.deleteFrom("carts").where("id", "=", bag.id).execute();
    const live = bag.expires_at !== null && new Date(bag.expires_at).getTime() > Date.now();
    if (!live || lines.length === 0) return null;

    const cart = await cartOf(tx, userId);
    await tx.selectFrom("carts").select("id").where("id", "=", cart.id).forUpdate().execute();
    const held = await tx
      .selectFrom("cart_lines")
      .select(["variant_id", "size", "quantity"])
      .where("cart_id", "=", cart.id)
      // A guest's bag holds no designs: its lines meet the account's plain lines only.
      .where("design_id", "is", null)
      .execute();
    const inCart = (variantId: string, size: string) =>
      held.find((line) => line.variant_id === variantId && line.size === size)?.quantity;
    let lineCount = held.length;
    const merge: BagMerge = { carried: 0, notes: [] };
    for (const line of lines) {
      const label = `${line.name} (${line.color}, ${line.size})`;
      const have = inCart(line.variant_id, line.size);
      const limit = Math.min(MAX_LINE_QUANTITY, line.stock);
      if (line.stock <= 0) {
        merge.notes.push(mergeNotes.soldOut(label));
        continue;
      }
      if (have === undefined && lineCount >= MAX_CART_LINES) {
        merge.notes.push(mergeNotes.bagFull(label));
        continue;
      }
      const wanted = (have ?? 0) + line.quantity;
      if (wanted > limit) {
        merge.notes.push(
          limit < MAX_LINE_QUANTITY ? mergeNotes.fewerLeft(label, limit) : mergeNotes.lineLimit(label),
        );
      }
      if (have !== undefined && have >= limit) continue;
      await tx
        .insertInto("cart_lines")
        .values({
          id: line.id,
          cart_id: cart.id,
          variant_id: line.variant_id,
          size: line.size,
          quantity: Math.min(limit, line.quantity),
          // A line stored unselected because its size ran short is orderable at the quantity carried.
          selected: line.selected || line.quantity > line.stock,
          // The bag's order stays: a line keeps the time it was first added.
          created_at: line.created_at,
        })
        .onConflict((oc) =>
          oc
            .columns(["cart_id", "variant_id", "size"])
            .where("design_id", "is", null)
            .doUpdateSet({
              quantity: sql`least(${limit}, cart_lines.quantity + ${line.quantity})`,
              selected: sql`cart_lines.selected or excluded.selected`,
            }),
        )
        .execute();
      merge.carried += 1;
      if (have === undefined) lineCount += 1;
    }
    // The guest's coupon comes along unless the account's cart has one; reading the cart judges it for
    // this shopper (their uses of it) and drops it with the reason if it no longer applies.
    if (bag.coupon_code !== null) {
      await tx
        .updateTable("carts")
        .set({ coupon_code: sql`coalesce(coupon_code, ${bag.coupon_code})` })
        .where("id", "=", cart.id)
        .execute();
    }
    await touchCart(tx, cart.id);
    return merge;
  });
}
