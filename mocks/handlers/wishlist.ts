// Contract tag "wishlist": wishlisted products (add, remove, toggle, read) and saved designs.
import { toSummary } from "../fixtures";
import { designOf } from "./customiser";
import { fail, http, inputOf } from "./http";
import {
  db,
  designWishlistFor,
  findProduct,
  nowIso,
  requireProduct,
  requireSameUser,
  requireUser,
  type StoredWishlist,
  toWishlistDesign,
  wishlistFor,
} from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

function wishlistBody(list: StoredWishlist, message?: string) {
  const products = list.productIds.flatMap((id) => {
    const product = findProduct(id);
    return product ? [toSummary(product)] : [];
  });
  return {
    success: true as const,
    ...(message ? { message } : {}),
    wishlist: { _id: list._id, userId: list.userId, products, updatedAt: list.updatedAt },
    data: { products },
  };
}

function setWished(list: StoredWishlist, productId: string, wished: boolean): void {
  list.productIds = list.productIds.filter((id) => id !== productId);
  if (wished) list.productIds.unshift(productId);
  list.updatedAt = nowIso();
}

const defaults = [
  http.post("/auth/wishlist/{userId}", ({ params, request, cookies, response }) => {
    const user = requireUser(cookies);
    requireSameUser(user, params.userId);
    const { productId } = inputOf(request, "addToWishlist").body;
    requireProduct(productId);
    const list = wishlistFor(user._id);
    if (!list.productIds.includes(productId)) setWished(list, productId, true);
    return response(200).json(wishlistBody(list, "Added to wishlist"));
  }),

  http.delete("/auth/wishlist/{userId}", ({ params, request, cookies, response }) => {
    const user = requireUser(cookies);
    requireSameUser(user, params.userId);
    const { productId } = inputOf(request, "removeFromWishlist").body;
    const list = wishlistFor(user._id);
    setWished(list, productId, false);
    return response(200).json(wishlistBody(list, "Removed from wishlist"));
  }),

  http.get("/auth/wishlist/{userId}", ({ params, cookies, response }) => {
    const user = requireUser(cookies);
    requireSameUser(user, params.userId);
    return response(200).json(wishlistBody(wishlistFor(user._id)));
  }),

  http.get("/auth/wishlist/detail/{id}", ({ params, cookies, response }) => {
    const user = requireUser(cookies);
    const list = wishlistFor(user._id);
    if (list._id !== params.id) fail(404, "Wishlist not found");
    return response(200).json(wishlistBody(list));
  }),

  http.get("/wishlist/user/{userId}", ({ params, cookies, response }) => {
    const user = requireUser(cookies);
    requireSameUser(user, params.userId);
    return response(200).json(wishlistBody(wishlistFor(user._id)));
  }),

  http.post("/wishlist/toggle", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const { userId, productId } = inputOf(request, "toggleWishlist").body;
    requireSameUser(user, userId);
    requireProduct(productId);
    const list = wishlistFor(user._id);
    const inWishlist = !list.productIds.includes(productId);
    setWished(list, productId, inWishlist);
    const base = wishlistBody(list, inWishlist ? "Added to wishlist" : "Removed from wishlist");
    return response(200).json({ ...base, message: base.message ?? "", inWishlist });
  }),

  http.get("/wishlist/customization/user/{userId}", ({ params, cookies, response }) => {
    const user = requireUser(cookies);
    requireSameUser(user, params.userId);
    return response(200).json({
      success: true,
      data: { data: { customization: designWishlistFor(user._id) } },
    });
  }),

  http.post("/wishlist/customization", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const design = designOf(inputOf(request, "addCustomizationToWishlist").body.customizationData, user._id);
    db.customizations.push(design);
    const entry = toWishlistDesign(design, `wld_${design._id}`);
    designWishlistFor(user._id).unshift(entry);
    return response(201).json({ success: true, message: "Added to your wishlist!", data: entry });
  }),

  http.delete("/wishlist/customization/{wishlistId}", ({ params, cookies, response }) => {
    const user = requireUser(cookies);
    const list = designWishlistFor(user._id);
    const index = list.findIndex((d) => d.wishlistId === params.wishlistId);
    if (index < 0) fail(404, "Saved design not found");
    list.splice(index, 1);
    return response(200).json({ success: true, message: "Removed from wishlist" });
  }),
];

function emptyWishlist(userId: string) {
  const list = wishlistFor(userId);
  return wishlistBody({ ...list, productIds: [] });
}

export const wishlistHandlers: HandlerVariants = defineVariants(defaults, {
  /** No wishlisted products and no saved designs. */
  empty: [
    http.get("/auth/wishlist/{userId}", ({ cookies, response }) =>
      response(200).json(emptyWishlist(requireUser(cookies)._id)),
    ),
    http.get("/wishlist/user/{userId}", ({ cookies, response }) =>
      response(200).json(emptyWishlist(requireUser(cookies)._id)),
    ),
    http.get("/auth/wishlist/detail/{id}", ({ cookies, response }) =>
      response(200).json(emptyWishlist(requireUser(cookies)._id)),
    ),
    http.get("/wishlist/customization/user/{userId}", ({ cookies, response }) => {
      requireUser(cookies);
      return response(200).json({ success: true, data: { data: { customization: [] } } });
    }),
  ],
  /** The wishlist-by-id read answers 404. */
  notFound: [http.get("/auth/wishlist/detail/{id}", () => fail(404, "Wishlist not found"))],
});
