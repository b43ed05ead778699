// Contract tag "cart": the signed-in user's cart. Line prices come from the catalogue (finalPrice),
// never from the client.
import { SIZES } from "../fixtures";
import { fail, http } from "./http";
import { addToCart, cartFor, db, nowIso, requireSameUser, requireUser } from "./state";
import { optionalInteger, optionalOneOf, oneOf, readBody, string } from "./validate";
import { defineVariants, type HandlerVariants } from "./variants";

const defaults = [
  http.get("/cart/getusercart", ({ cookies, response }) => {
    const user = requireUser(cookies);
    return response(200).json({ success: true, data: cartFor(user._id) });
  }),

  http.post("/cart/items", async ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const body = await readBody(request);
    const productId = string(body, "productId", { max: 64 });
    const variantId = string(body, "variantId", { max: 64 });
    const size = oneOf(body, "size", SIZES);
    const quantity = optionalInteger(body, "quantity", { min: 1, max: 5 }) ?? 1;
    const cart = addToCart(user._id, { productId, variantId, size, quantity });
    return response(201).json({ success: true, message: "Added to cart", data: cart });
  }),

  http.post("/cart/add", async ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const body = await readBody(request);
    const userId = string(body, "userId", { max: 64 });
    const productId = string(body, "productId", { max: 64 });
    const variantId = string(body, "variantId", { max: 64 });
    const size = optionalOneOf(body, "size", SIZES);
    const quantity = optionalInteger(body, "quantity", { min: 1, max: 5 }) ?? 1;
    requireSameUser(user, userId);
    const cart = addToCart(user._id, { productId, variantId, size, quantity });
    return response(200).json({ success: true, message: "Added to cart", data: cart });
  }),

  http.post("/cart/removetocart", async ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const body = await readBody(request);
    const cartId = string(body, "cartId", { max: 64 });
    const productId = string(body, "productId", { max: 64 });
    const variantId = string(body, "variantId", { max: 64 });
    const size = optionalOneOf(body, "size", SIZES);
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
