// Contract tag "cart": the signed-in user's cart. Line prices come from the catalogue (finalPrice),
// never from the client.
import { fail, http, inputOf } from "./http";
import { addToCart, cartFor, db, nowIso, requireSameUser, requireUser } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

const defaults = [
  http.get("/cart/getusercart", ({ cookies, response }) => {
    const user = requireUser(cookies);
    return response(200).json({ success: true, data: cartFor(user._id) });
  }),

  http.post("/cart/items", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const { productId, variantId, size, quantity } = inputOf(request, "addCartItem").body;
    const cart = addToCart(user._id, { productId, variantId, size, quantity });
    return response(201).json({ success: true, message: "Added to cart", data: cart });
  }),

  http.post("/cart/add", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const { userId, productId, variantId, size, quantity } = inputOf(request, "addToCart").body;
    requireSameUser(user, userId);
    const cart = addToCart(user._id, { productId, variantId, size, quantity });
    return response(200).json({ success: true, message: "Added to cart", data: cart });
  }),

  http.post("/cart/removetocart", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const { cartId, productId, variantId, size } = inputOf(request, "removeFromCart").body;
    const owner = [...db.carts.values()].find((c) => c._id === cartId);
    if (!owner) fail(404, "Cart not found");
    requireSameUser(user, owner.userId);
    const before = owner.products.length;
    owner.products = owner.products.filter(
      (l) =>
        !(l.productId === productId && l.variantId === variantId && (size === undefined || l.size === size)),
    );
    if (owner.products.length === before) fail(404, "Item not found in cart");
    owner.updatedAt = nowIso();
    return response(200).json({ success: true, message: "Removed from cart", data: owner });
  }),
];

export const cartHandlers: HandlerVariants = defineVariants(defaults, {
  /** The cart has no lines. */
  empty: [
    http.get("/cart/getusercart", ({ cookies, response }) => {
      const user = requireUser(cookies);
      return response(200).json({ success: true, data: { ...cartFor(user._id), products: [] } });
    }),
  ],
});
