// The shopper's bag: a signed-in shopper's cart (one per user, created on the first read) or a guest's bag
// (server/services/guestBags.ts, created by the first add). Its lines are joined to the catalogue so names,
// prices, colours, images and stock are always today's.
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Cart } from "../../src/api/types";
import { designOrderWords } from "../../src/lib/design/designOrderWords";
import { ApiError } from "./errors";
import type { Database, Size } from "../db/schema";
import { newId } from "./accounts/tokens";
import { bagCouponRefusal } from "./coupons";
import {
  type DesignOnBlank,
  designsOnBlanks,
  lineDesignOf,
  ownDesignOnBlank,
  printingPrice,
  requireTheBlank,
  sellable,
} from "./designLines";
import { type CartRow, createGuestBag, GUEST_BAG_DAYS, type GuestBag } from "./guestBags";
import { heldKey, ownHeldUnits, ownHeldUnitsOf } from "./orders/bag";
import { rowOfUser } from "./userRow";
import { bySizeOrder, variantSize, variantSizes } from "./variantSizes";

type Db = Kysely<Database>;

export const cartOf = (db: Db, userId: string) => rowOfUser(db, "carts", userId);

/** A guest, and the bag their cookie opened: null until their first add, which records the bag it makes
 * here (the route then sets its cookie). */
export interface Guest {
  bag: GuestBag | null;
}

/** Whose bag a call is about: a signed-in shopper (their user id) or a guest. */
export type CartOwner = string | Guest;

/** The owner's cart row: a shopper's (made on first use), a guest's bag, or null for a guest without one. */
export async function cartRowOf(db: Db, owner: CartOwner): Promise<CartRow | null> {
  if (typeof owner === "string") return cartOf(db, owner);
  if (!owner.bag) return null;
  // Read afresh: the row the cookie opened may have changed in this call (a coupon kept) or gone since (a
  // sign-in in another tab merged it).
  const row = await db.selectFrom("carts").selectAll().where("id", "=", owner.bag.row.id).executeTakeFirst();
  return row ?? null;
}

/**
 * The owner's cart row locked for this transaction, so two changes to one bag never interleave; with
 * `create`, a guest without a bag gets a new one (also when theirs went meanwhile: merged at a sign-in in
 * another tab, or expired). Null for a guest without a bag otherwise.
 */
export async function lockedCart(tx: Db, owner: CartOwner, create = false): Promise<CartRow | null> {
  const row = await cartRowOf(tx, owner);
  const locked = row
    ? await tx.selectFrom("carts").selectAll().where("id", "=", row.id).forUpdate().executeTakeFirst()
    : undefined;
  if (locked) return locked;
  if (typeof owner === "string") return cartOf(tx, owner);
  if (!create) return null;
  owner.bag = await createGuestBag(tx);
  return owner.bag.row;
}

/** Whether shoppers may buy the product (`p`): a draft or archived one is no longer sold
 * (docs/decisions/staff-catalogue.md#product-status), and a blank garment only with a design printed on it
 * (`printed`: docs/decisions/customiser-design.md#ordering-a-design). */
const listed = (printed: RawBuilder<boolean>) => sellable(printed);
/** A bag line prints a design. */
const PRINTED_LINE = sql<boolean>`l.design_id is not null`;

/** A variant and size as the catalogue has it today, with its product's name, MRP, final price and terms:
 * the columns a cart line and a bill line are read with. A size of a product no longer sold (`listed`
 * false) has no stock for shoppers: a bag line of it reads as sold out, is unselected, left out of the
 * total and refused at checkout, the path a sold-out size already takes. */
export function catalogueSizes(db: Db, printed: RawBuilder<boolean> = sql<boolean>`false`) {
  const LISTED = listed(printed);
  return db
    .selectFrom("variant_sizes as s")
    .innerJoin("product_variants as v", "v.id", "s.variant_id")
    .innerJoin("products as p", "p.id", "v.product_id")
    .select(LISTED.as("listed"))
    .select(sql<number>`case when ${LISTED} then s.stock else 0 end`.as("stock"))
    .select([
      "s.variant_id",
      "s.size",
      "v.product_id",
      "v.color",
      "v.images",
      "p.name",
      "p.price",
      "p.final_price",
      "p.cod_available",
      "p.return_policy",
    ]);
}

/** The cart's lines in the order they were added, each with today's catalogue columns; `ids` (not empty)
 * narrows them to those lines, `selectedOnly` to the selected ones. A line that prints a design carries it
 * (`design`), and its prices are the blank's plus the printing's. */
export async function cartLines(
  db: Db,
  cartId: string,
  only: { ids?: readonly string[]; selectedOnly?: boolean } = {},
) {
  let query = catalogueSizes(db, PRINTED_LINE)
    .innerJoin("cart_lines as l", (join) =>
      join.onRef("l.variant_id", "=", "s.variant_id").onRef("l.size", "=", "s.size"),
    )
    .select(["l.id", "l.quantity", "l.selected", "l.created_at", "l.design_id"])
    .where("l.cart_id", "=", cartId);
  if (only.ids) query = query.where("l.id", "in", [...only.ids]);
  if (only.selectedOnly) query = query.where("l.selected", "=", true);
  const rows = await query.orderBy("l.created_at").orderBy("l.id").execute();
  const designs = await designsOnBlanks(
    db,
    rows.flatMap((row) => (row.design_id ? [row.design_id] : [])),
  );
  return rows.map((row) => {
    const design: DesignOnBlank | undefined = row.design_id ? designs.get(row.design_id) : undefined;
    if (!design) return { ...row, design };
    const printing = printingPrice(design);
    return { ...row, design, price: row.price + printing, final_price: row.final_price + printing };
  });
}

/** Unselects the cart's selected lines whose size has less stock than their quantity (stock ran out since
 * they were added), or whose product is no longer sold: such a line cannot be ordered as it is, so it is
 * stored unselected. The units the shopper's own bag order awaiting payment holds are theirs
 * (orders/bag.ts). */
async function unselectShortLines(db: Db, cart: { id: string; user_id: string | null }): Promise<void> {
  const held = ownHeldUnitsOf(db, cart.user_id, "l.variant_id", "l.size");
  await db
    .updateTable("cart_lines as l")
    .set({ selected: false })
    .where("l.cart_id", "=", cart.id)
    .where("l.selected", "=", true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("variant_sizes as s")
          .select("s.size")
          .whereRef("s.variant_id", "=", "l.variant_id")
          .whereRef("s.size", "=", "l.size")
          .where(
            sql<boolean>`(s.stock + ${held} < l.quantity or not exists (select 1 from product_variants v
              join products p on p.id = v.product_id where v.id = s.variant_id and ${listed(PRINTED_LINE)}))`,
          ),
      ),
    )
    .execute();
}

/** Every size of each variant with its stock, in the contract's order (the cart line's size picker);
 * `held` is added to the sizes the shopper's own bag order awaiting payment holds. The sizes of a product
 * no longer sold (`unlisted` variants) show no stock, so the picker offers none. */
async function sizesOfVariants(
  db: Db,
  variantIds: string[],
  held: Map<string, number>,
  unlisted: ReadonlySet<string>,
) {
  const bySize = new Map<string, { size: Size; stock: number }[]>();
  if (variantIds.length === 0) return bySize;
  const rows = await db
    .selectFrom("variant_sizes")
    .select(["variant_id", "size", "stock"])
    .where("variant_id", "in", variantIds)
    .execute();
  for (const row of rows) {
    const sizes = bySize.get(row.variant_id) ?? [];
    const stock = unlisted.has(row.variant_id)
      ? 0
      : row.stock + (held.get(heldKey(row.variant_id, row.size)) ?? 0);
    sizes.push({ size: row.size, stock });
    bySize.set(row.variant_id, sizes);
  }
  for (const sizes of bySize.values()) sizes.sort(bySizeOrder);
  return bySize;
}

/** What the selected lines come to at today's prices (a coupon's minimum order is judged on it), or null
 * when none is selected. */
export function selectedSubtotal(
  lines: readonly { selected: boolean; final_price: number; quantity: number }[],
): number | null {
  const selected = lines.filter((line) => line.selected);
  if (selected.length === 0) return null;
  return selected.reduce((sum, line) => sum + line.final_price * line.quantity, 0);
}
export type CartLineRow = Awaited<ReturnType<typeof cartLines>>[number];

/**
 * The bag's coupon as it stands: kept while it applies to the selected lines, else dropped (stored null)
 * with the notice saying why, once. Dropped only if it is still the one read, so a coupon applied meanwhile
 * is not lost.
 */
async function keptCoupon(
  db: Db,
  cart: CartRow,
  lines: readonly CartLineRow[],
  now: Date,
): Promise<Pick<Cart, "couponCode" | "couponNotice">> {
  const code = cart.coupon_code;
  if (!code) return { couponCode: null };
  const refusal = await bagCouponRefusal(db, cart.user_id, code, selectedSubtotal(lines), now);
  if (!refusal) return { couponCode: code };
  await db
    .updateTable("carts")
    .set({ coupon_code: null })
    .where("id", "=", cart.id)
    .where("coupon_code", "=", code)
    .execute();
  return { couponCode: null, couponNotice: cartMessages.couponDropped(code, refusal) };
}

/** What a guest without a bag is answered: an empty bag, not stored. */
const NO_BAG: Cart = {
  _id: null,
  userId: null,
  couponCode: null,
  products: [],
  createdAt: null,
  updatedAt: null,
};

/** The owner's cart (a shopper's is created on the first read): its lines with today's names, prices,
 * images and stock (with the units the shopper's own bag order awaiting payment holds); a line short of
 * stock is answered, and stored, unselected; a coupon that stopped applying is dropped. */
export async function readCart(db: Db, owner: CartOwner, now = new Date()): Promise<Cart> {
  const cart = await cartRowOf(db, owner);
  if (!cart) return structuredClone(NO_BAG);
  await unselectShortLines(db, cart);
  const lines = await cartLines(db, cart.id);
  const held = await ownHeldUnits(db, cart.user_id);
  const unlisted = new Set(lines.filter((line) => !line.listed).map((line) => line.variant_id));
  const sizes = await sizesOfVariants(db, [...new Set(lines.map((line) => line.variant_id))], held, unlisted);
  const coupon = await keptCoupon(db, cart, lines, now);
  return {
    _id: cart.id,
    userId: cart.user_id,
    ...coupon,
    products: lines.map((line) => ({
      _id: line.id,
      productId: line.product_id,
      variantId: line.variant_id,
      name: line.name,
      price: line.final_price,
      mrp: line.price,
      size: line.size,
      quantity: line.quantity,
      selected: line.selected,
      ...(line.design ? { design: lineDesignOf(line.design) } : {}),
      sizes: sizes.get(line.variant_id) ?? [],
      variant: {
        color: line.color,
        stock: line.listed ? line.stock + (held.get(heldKey(line.variant_id, line.size)) ?? 0) : 0,
        images: line.images,
      },
    })),
    createdAt: new Date(cart.created_at).toISOString(),
    updatedAt: new Date(cart.updated_at).toISOString(),
  };
}

/** Marks the cart changed now; a guest's bag then lives GUEST_BAG_DAYS from now. */
export const touchCart = (db: Db, cartId: string) =>
  db
    .updateTable("carts")
    .set({
      updated_at: sql`now()`,
      expires_at: sql`case when guest_token_hash is null then null
        else now() + make_interval(days => ${GUEST_BAG_DAYS}) end`,
    })
    .where("id", "=", cartId)
    .execute();

/** The most of one variant and size a cart holds (the contract's CartItem.quantity maximum). */
export const MAX_LINE_QUANTITY = 5;
/** The most lines a cart holds (the contract's Cart.products maxItems, and the most a quote names). */
export const MAX_CART_LINES = 50;

export const cartMessages = {
  lineNotFound: "Cart item not found",
  updated: "Cart updated",
  removed: "Item removed from cart",
  movedToWishlist: "Moved to your wishlist",
  sizeSoldOut: (size: Size) => `Size ${size} is sold out`,
  soldOut: "This product is sold out",
  bagFull: `Your bag can hold at most ${MAX_CART_LINES} items. Remove one to add another.`,
  couponApplied: (code: string) => `Coupon ${code} applied.`,
  couponRemoved: "Coupon removed.",
  couponDropped: (code: string, reason: string) => `Coupon ${code} was removed: ${reason}`,
  tooMany: (limit: number, inCart: number) =>
    limit < MAX_LINE_QUANTITY
      ? `Only ${limit} left in this size${inCart > 0 ? `, and ${inCart} already in your cart` : ""}`
      : `You can have at most ${MAX_LINE_QUANTITY} of an item in your cart${inCart > 0 ? ` (${inCart} already there)` : ""}`,
} as const;

export interface CartAddition {
  productId: string;
  variantId: string;
  /** Absent: the first size in stock (in the contract's order). */
  size?: Size;
  quantity: number;
  /** One of the shopper's saved designs, printed on this blank, colour and size. */
  customizationId?: string;
}

/** The size to add and its stock, or the refusal: 404 for an unknown product, variant (or one of another
 * product) or size; 409 for a sold-out size, or when no size is in stock and none was named. */
async function sizeToAdd(db: Db, addition: CartAddition): Promise<{ size: Size; stock: number }> {
  if (addition.size) {
    const chosen = await variantSize(db, addition.productId, addition.variantId, addition.size);
    if (chosen.stock <= 0) throw new ApiError(409, cartMessages.sizeSoldOut(chosen.size));
    return chosen;
  }
  const { sizes } = await variantSizes(db, addition.productId, addition.variantId);
  const first = sizes.find((s) => s.stock > 0);
  if (!first) throw new ApiError(409, cartMessages.soldOut);
  return first;
}

/** The design the addition prints: the signed-in shopper's own (a guest's bag holds none: 401; another
 * shopper's design is 404), on its own blank, colour and size (400 otherwise). */
async function designToAdd(db: Db, owner: CartOwner, addition: CartAddition): Promise<DesignOnBlank> {
  if (typeof owner !== "string") throw new ApiError(401, designOrderWords.guestCannotAdd);
  const design = await ownDesignOnBlank(db, owner, addition.customizationId ?? "");
  requireTheBlank(design, addition);
  return design;
}

/** The blank's size the design is printed on, with its stock (409 when sold out). */
async function blankSizeOf(db: Db, design: DesignOnBlank): Promise<{ size: Size; stock: number }> {
  const row = await db
    .selectFrom("variant_sizes")
    .select(["size", "stock"])
    .where("variant_id", "=", design.variantId)
    .where("size", "=", design.size)
    .executeTakeFirst();
  if (!row || row.stock <= 0) throw new ApiError(409, cartMessages.sizeSoldOut(design.size));
  return row;
}

/**
 * Adds the line, or raises its quantity, to at most MAX_LINE_QUANTITY and at most the size's stock; a
 * request that would go over is refused (409, saying how many are left or already in the cart) and changes
 * nothing, as is a new line in a cart that holds MAX_CART_LINES. A guest's first add makes their bag. The
 * cart is locked while its lines are counted and the line added or raised, so concurrent adds each count
 * exactly once. A design is its own line: two designs on one blank and size are two lines, each at most
 * MAX_LINE_QUANTITY (the size's stock bounds each).
 */
export async function addToCart(db: Db, owner: CartOwner, addition: CartAddition): Promise<Cart> {
  const design = addition.customizationId ? await designToAdd(db, owner, addition) : null;
  const { size, stock } = design ? await blankSizeOf(db, design) : await sizeToAdd(db, addition);
  const limit = Math.min(MAX_LINE_QUANTITY, stock);
  // The line this addition raises: the design's own, or the plain line of the variant and size.
  const sameLine = (cartId: string) =>
    design
      ? sql<boolean>`cart_id = ${cartId} and design_id = ${design.id}`
      : sql<boolean>`cart_id = ${cartId} and variant_id = ${addition.variantId} and size = ${size}
          and design_id is null`;
  const inCartOf = async (tx: Db, cartId: string | undefined) => {
    if (!cartId) return 0;
    const line = await tx
      .selectFrom("cart_lines")
      .select("quantity")
      .where(sameLine(cartId))
      .executeTakeFirst();
    return line?.quantity ?? 0;
  };
  // Refused before any bag is made for it (a guest's first add that asks too much makes none).
  if (addition.quantity > limit) {
    const cart = await cartRowOf(db, owner);
    throw new ApiError(409, cartMessages.tooMany(limit, await inCartOf(db, cart?.id)));
  }
  return db.transaction().execute(async (tx) => {
    const cart = await lockedCart(tx, owner, true);
    if (!cart) throw new Error("a cart to add to was neither found nor made");
    const inCart = await inCartOf(tx, cart.id);
    if (inCart + addition.quantity > limit) throw new ApiError(409, cartMessages.tooMany(limit, inCart));
    if (inCart > 0) {
      // Adding a line again means the shopper wants it: it is selected again too.
      await tx
        .updateTable("cart_lines")
        .set({ quantity: inCart + addition.quantity, selected: true })
        .where(sameLine(cart.id))
        .execute();
    } else {
      const { count } = await tx
        .selectFrom("cart_lines")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .where("cart_id", "=", cart.id)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_CART_LINES) throw new ApiError(409, cartMessages.bagFull);
      await tx
        .insertInto("cart_lines")
        .values({
          id: newId(),
          cart_id: cart.id,
          variant_id: design?.variantId ?? addition.variantId,
          size,
          quantity: addition.quantity,
          design_id: design?.id ?? null,
        })
        .execute();
    }
    await touchCart(tx, cart.id);
    return readCart(tx, owner);
  });
}
