// Contract tag "cart": the signed-in shopper's cart lines, kept in the store (store.ts) so a line a story
// adds shows up in the cart. Lines show the catalogue's name, price and images; stock, quantity limits and
// prices are the server's to judge, so the mocks accept every add. A guest gets 401.
import type { CartItem, Size } from "../fixtures";
import { findProduct } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { mockId, mockStore, requireUser } from "./store";
import { defineVariants } from "./variants";

const CART_DATE = "2026-03-12T09:00:00.000Z";

/** The shopper's cart as the contract's Cart, holding `lines`. */
function cartBody(lines: CartItem[] = mockStore.cartLines) {
  const user = requireUser();
  return {
    _id: `cart_${user._id}`,
    userId: user._id,
    products: lines,
    createdAt: CART_DATE,
    updatedAt: CART_DATE,
  };
}

/** A new line for a catalogue product's variant (404 when the catalogue has neither). */
function addLine(input: { productId: string; variantId: string; size?: Size; quantity?: number }): void {
  const product = findProduct(input.productId) ?? fail(404, "Product not found");
  const variant = product.variants.find((v) => v._id === input.variantId) ?? fail(404, "Variant not found");
  const size = input.size ?? variant.sizes[0].size;
  mockStore.cartLines.push({
    _id: mockId("ci"),
    productId: product._id,
    variantId: variant._id,
    name: product.name,
    price: product.finalPrice,
    size,
    quantity: input.quantity ?? 1,
    variant: {
      color: variant.color,
      stock: variant.sizes.find((s) => s.size === size)?.stock ?? 0,
      images: [...variant.images],
    },
  });
}

const defaults = [
  http.get("/cart/getusercart", ({ response }) => response(200).json({ success: true, data: cartBody() })),

  http.post("/cart/items", ({ request, response }) => {
    requireUser();
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
    return response(200).json({ success: true, message: "Removed from cart", data: cartBody() });
  }),
];

/** The server's refusal of a size that sold out in the meantime. */
export const SIZE_SOLD_OUT_MESSAGE = "This size is out of stock";

export const cartHandlers = defineVariants(defaults, {
  /** Adding a line answers 409 with the server's message (the size sold out since the page loaded). */
  addRefused: [http.post("/cart/items", () => fail(409, SIZE_SOLD_OUT_MESSAGE))],
  /** The cart has no lines. */
  empty: [
    http.get("/cart/getusercart", ({ response }) =>
      response(200).json({ success: true, data: cartBody([]) }),
    ),
  ],
});
