// Contract tag "cart": the signed-in shopper's cart lines, kept in the store (store.ts) so a line a story
// adds shows up in the cart. Lines show the catalogue's name, price and images; stock, quantity limits and
// prices are the server's to judge, so the mocks accept every add. The line calls (PATCH / DELETE
// /cart/items/{lineId}, move to wishlist, PUT /cart/selection) change the stored line as asked and answer
// the cart; merging sizes and quantity limits are the server's. A guest's calls work on their bag (the same
// store lines: a sign-in carries them into the account, see store.ts); moving a line to the wishlist and
// the call with a user id are a shopper's, and answer a guest 401. PUT /cart/coupon keeps any code asked
// for (whether it applies is the server's; `couponRefused` answers its refusal) and DELETE forgets it.
import { catalogueMessages } from "../../src/lib/catalogueApiMessages";
import { designOrderWords } from "../../src/lib/design/designOrderWords";
import type { CartItem, Size } from "../fixtures";
import { cartLine, customizations, designCartLineOf, findProduct, INVALID_COUPON_MESSAGE } from "../fixtures";
import { fail, http, inputOf, SERVER_ERROR_MESSAGE } from "./http";
import { mockId, mockStore, requireUser, sessionUser } from "./store";
import { defineVariants } from "./variants";

const CART_DATE = "2026-03-12T09:00:00.000Z";

/** The shopper's cart, or the guest's bag (none while it has neither lines nor a coupon), as the contract's
 * Cart. */
function cartBody(lines: CartItem[] = mockStore.cartLines) {
  const user = sessionUser();
  if (!user && lines.length === 0 && mockStore.cartCoupon === null) {
    return { _id: null, userId: null, products: lines, couponCode: null, createdAt: null, updatedAt: null };
  }
  return {
    _id: user ? `cart_${user._id}` : "bag_guest",
    userId: user?._id ?? null,
    products: lines,
    couponCode: mockStore.cartCoupon,
    createdAt: CART_DATE,
    updatedAt: CART_DATE,
  };
}

/** A new line for a catalogue product's variant (404 when the catalogue has neither), or for one of the
 * shopper's saved designs (a guest's bag holds none: 401; an unknown design 404). */
function addLine(input: {
  productId: string;
  variantId: string;
  size?: Size;
  quantity?: number;
  customizationId?: string;
}): void {
  if (input.customizationId) {
    if (!sessionUser()) fail(401, designOrderWords.guestCannotAdd);
    const design =
      customizations.find((c) => c._id === input.customizationId) ??
      fail(404, designOrderWords.designNotFound);
    mockStore.cartLines.push(designCartLineOf(design, mockId("ci")));
    return;
  }
  const product = findProduct(input.productId) ?? fail(404, catalogueMessages.productNotFound);
  const variant =
    product.variants.find((v) => v._id === input.variantId) ?? fail(404, catalogueMessages.variantNotFound);
  const size = input.size ?? variant.sizes[0].size;
  mockStore.cartLines.push(cartLine(product, variant, size, { id: mockId("ci"), quantity: input.quantity }));
}

/** The stored line `lineId` of the shopper's cart or the guest's bag, or 404. */
function ownLine(lineId: string): CartItem {
  return mockStore.cartLines.find((l) => l._id === lineId) ?? fail(404, CART_ITEM_NOT_FOUND_MESSAGE);
}

/** The stored line with its size, quantity or selection changed as asked (the size's stock goes along). */
function changeLine(
  line: CartItem,
  change: { size?: Size; quantity?: number; selected?: boolean },
): CartItem {
  const size = change.size ?? line.size;
  const stock = line.sizes.find((s) => s.size === size)?.stock ?? fail(404, catalogueMessages.sizeNotFound);
  return {
    ...line,
    size,
    quantity: change.quantity ?? line.quantity,
    selected: change.selected ?? line.selected,
    variant: { ...line.variant, stock },
  };
}

const withoutLine = (lineId: string) => mockStore.cartLines.filter((l) => l._id !== lineId);

const defaults = [
  http.get("/cart/getusercart", ({ response }) => response(200).json({ success: true, data: cartBody() })),

  http.post("/cart/items", ({ request, response }) => {
    addLine(inputOf(request, "addCartItem").body);
    return response(201).json({ success: true, message: "Added to cart", data: cartBody() });
  }),

  http.post("/cart/add", ({ request, response }) => {
    requireUser();
    addLine(inputOf(request, "addToCart").body);
    return response(200).json({ success: true, message: "Added to cart", data: cartBody() });
  }),

  http.post("/cart/removetocart", ({ request, response }) => {
    requireUser();
    const { productId, variantId, size } = inputOf(request, "removeFromCart").body;
    mockStore.cartLines = mockStore.cartLines.filter(
      (l) => !(l.productId === productId && l.variantId === variantId && (!size || l.size === size)),
    );
    return response(200).json({ success: true, message: CART_ITEM_REMOVED_MESSAGE, data: cartBody() });
  }),

  http.patch("/cart/items/{lineId}", ({ params, request, response }) => {
    const line = ownLine(params.lineId);
    const changed = changeLine(line, inputOf(request, "updateCartItem").body);
    mockStore.cartLines = mockStore.cartLines.map((l) => (l === line ? changed : l));
    return response(200).json({ success: true, message: "Cart updated", data: cartBody() });
  }),

  http.delete("/cart/items/{lineId}", ({ params, response }) => {
    ownLine(params.lineId);
    mockStore.cartLines = withoutLine(params.lineId);
    return response(200).json({ success: true, message: CART_ITEM_REMOVED_MESSAGE, data: cartBody() });
  }),

  http.post("/cart/items/{lineId}/move-to-wishlist", ({ params, response }) => {
    requireUser();
    const line = ownLine(params.lineId);
    mockStore.cartLines = withoutLine(params.lineId);
    if (!mockStore.wishlistIds.includes(line.productId)) mockStore.wishlistIds.unshift(line.productId);
    return response(200).json({ success: true, message: MOVED_TO_WISHLIST_MESSAGE, data: cartBody() });
  }),

  http.put("/cart/selection", ({ request, response }) => {
    const { selected } = inputOf(request, "setCartSelection").body;
    // As the contract says: a line whose size is short of its quantity stays unselected.
    mockStore.cartLines = mockStore.cartLines.map((l) => ({
      ...l,
      selected: selected && l.variant.stock >= l.quantity,
    }));
    return response(200).json({ success: true, message: "Cart updated", data: cartBody() });
  }),

  http.put("/cart/coupon", ({ request, response }) => {
    const code = inputOf(request, "applyCartCoupon").body.couponCode.toUpperCase();
    mockStore.cartCoupon = code;
    return response(200).json({ success: true, message: `Coupon ${code} applied.`, data: cartBody() });
  }),

  http.delete("/cart/coupon", ({ response }) => {
    mockStore.cartCoupon = null;
    return response(200).json({ success: true, message: "Coupon removed.", data: cartBody() });
  }),
];

/** The server's refusal of a size that sold out in the meantime. */
export const SIZE_SOLD_OUT_MESSAGE = "This size is out of stock";
/** The server's refusal of a quantity above the size's stock. */
export const QUANTITY_REFUSED_MESSAGE = "Only 2 left in this size";
export const CART_ITEM_NOT_FOUND_MESSAGE = "Cart item not found";
export const CART_ITEM_REMOVED_MESSAGE = "Item removed from cart";
export const MOVED_TO_WISHLIST_MESSAGE = "Moved to your wishlist";
/** What the server says when it drops the bag's coupon on reading it (the selection fell under its minimum). */
export const COUPON_DROPPED_MESSAGE = "Coupon BIGBAG300 was removed: Add ₹952 more to use BIGBAG300.";

export const cartHandlers = defineVariants(defaults, {
  /** Adding a line answers 409 with the server's message (the size sold out since the page loaded). */
  addRefused: [http.post("/cart/items", () => fail(409, SIZE_SOLD_OUT_MESSAGE))],
  /** Changing a line is refused with 409 and the server's message (the size has fewer left). */
  updateRefused: [http.patch("/cart/items/{lineId}", () => fail(409, QUANTITY_REFUSED_MESSAGE))],
  /** Removing or moving a line fails with 500 (the shopper sees 'Failed to remove item from cart'). */
  removeFailed: [
    http.delete("/cart/items/{lineId}", () => fail(500, SERVER_ERROR_MESSAGE)),
    http.post("/cart/items/{lineId}/move-to-wishlist", () => fail(500, SERVER_ERROR_MESSAGE)),
  ],
  /** Applying a coupon to the bag is refused: 'Invalid coupon code.' (404), nothing kept. */
  couponRefused: [http.put("/cart/coupon", () => fail(404, INVALID_COUPON_MESSAGE))],
  /** The bag's coupon stopped applying: the read drops it and says so (the answer that dropped it). */
  couponDropped: [
    http.get("/cart/getusercart", ({ response }) => {
      mockStore.cartCoupon = null;
      return response(200).json({
        success: true,
        data: { ...cartBody(), couponNotice: COUPON_DROPPED_MESSAGE },
      });
    }),
  ],
  /** The cart has no lines. */
  empty: [
    http.get("/cart/getusercart", ({ response }) =>
      response(200).json({ success: true, data: cartBody([]) }),
    ),
  ],
});
