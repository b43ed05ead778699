// Contract tag "wishlist": the signed-in shopper's wishlisted product ids, kept in the store (store.ts) so
// a heart a story taps shows in the next read; saved designs are answered from the fixtures. Whose
// wishlist a `userId` may read is the server's rule: the mocks answer the signed-in shopper's. A guest
// gets 401.
import { catalogueMessages } from "../../src/lib/catalogueApiMessages";
import { designMessages } from "../../src/lib/design/designMessages";
import { findProduct, toSummary, wishlistDesigns } from "../fixtures";
import { fail, http, inputOf, SERVER_ERROR_MESSAGE } from "./http";
import { mockStore, requireUser } from "./store";
import { defineVariants } from "./variants";

const UPDATED_AT = "2026-03-01T10:00:00.000Z";

/** The WishlistResponse body over `ids` (the store's by default). */
function wishlistBody(message?: string, ids: readonly string[] = mockStore.wishlistIds) {
  const user = requireUser();
  const products = ids.flatMap((id) => {
    const product = findProduct(id);
    return product ? [toSummary(product)] : [];
  });
  return {
    success: true as const,
    ...(message ? { message } : {}),
    wishlist: { _id: `wl_${user._id}`, userId: user._id, products, updatedAt: UPDATED_AT },
    data: { products },
  };
}

/** Puts `productId` first in the wishlist, or takes it out. */
function setWished(productId: string, wished: boolean): void {
  if (wished && !findProduct(productId)) fail(404, catalogueMessages.productNotFound);
  const others = mockStore.wishlistIds.filter((id) => id !== productId);
  mockStore.wishlistIds = wished ? [productId, ...others] : others;
}

const ownDesigns = () =>
  wishlistDesigns.filter(
    (d) => d.userId === requireUser()._id && !mockStore.unlistedDesigns.includes(d.wishlistId),
  );

const defaults = [
  http.post("/auth/wishlist/{userId}", ({ request, response }) => {
    requireUser();
    setWished(inputOf(request, "addToWishlist").body.productId, true);
    return response(200).json(wishlistBody("Added to wishlist"));
  }),

  http.delete("/auth/wishlist/{userId}", ({ request, response }) => {
    requireUser();
    setWished(inputOf(request, "removeFromWishlist").body.productId, false);
    return response(200).json(wishlistBody("Removed from wishlist"));
  }),

  http.get("/auth/wishlist/{userId}", ({ response }) => response(200).json(wishlistBody())),

  http.get("/auth/wishlist/detail/{id}", ({ response }) => response(200).json(wishlistBody())),

  http.get("/wishlist/user/{userId}", ({ response }) => response(200).json(wishlistBody())),

  http.post("/wishlist/toggle", ({ request, response }) => {
    requireUser();
    const { productId } = inputOf(request, "toggleWishlist").body;
    const inWishlist = !mockStore.wishlistIds.includes(productId);
    setWished(productId, inWishlist);
    const message = inWishlist ? "Added to wishlist" : "Removed from wishlist";
    return response(200).json({ ...wishlistBody(), message, inWishlist });
  }),

  http.get("/wishlist/customization/user/{userId}", ({ response }) =>
    response(200).json({ success: true, data: { data: { customization: ownDesigns() } } }),
  ),

  http.post("/wishlist/customization", ({ response }) => {
    const saved = ownDesigns()[0] ?? wishlistDesigns[0];
    return response(201).json({ success: true, message: designMessages.addedToWishlist, data: saved });
  }),

  http.delete("/wishlist/customization/{wishlistId}", ({ params, response }) => {
    if (!ownDesigns().some((d) => d.wishlistId === params.wishlistId))
      fail(404, designMessages.savedDesignNotFound);
    mockStore.unlistedDesigns = [...mockStore.unlistedDesigns, params.wishlistId];
    return response(200).json({ success: true, message: designMessages.removedFromWishlist });
  }),
];

export const wishlistHandlers = defineVariants(defaults, {
  /** No wishlisted products and no saved designs. */
  empty: [
    http.get("/auth/wishlist/{userId}", ({ response }) => response(200).json(wishlistBody(undefined, []))),
    http.get("/wishlist/user/{userId}", ({ response }) => response(200).json(wishlistBody(undefined, []))),
    http.get("/auth/wishlist/detail/{id}", ({ response }) => response(200).json(wishlistBody(undefined, []))),
    http.get("/wishlist/customization/user/{userId}", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: { data: { customization: [] } } });
    }),
  ],
  /** The wishlist-by-id read answers 404. */
  notFound: [http.get("/auth/wishlist/detail/{id}", () => fail(404, "Wishlist not found"))],
  /** Reads answer as `default`; adding and removing a product answer 500 (a heart's change reverts). */
  changeFailed: [
    http.post("/auth/wishlist/{userId}", () => fail(500, SERVER_ERROR_MESSAGE)),
    http.delete("/auth/wishlist/{userId}", () => fail(500, SERVER_ERROR_MESSAGE)),
  ],
});
