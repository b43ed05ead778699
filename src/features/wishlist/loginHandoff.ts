// The guest's heart → login → saved hand-off: which product a /login URL carries to the wishlist, checked
// before anything uses it. Pure: unit-tested.

/** The query parameter of /login that names the product a guest hearted. */
export const WISHLIST_PARAM = "wishlist";

/** What the login page says when it carries a product to save. */
export const WISHLIST_LOGIN_MESSAGE = "Log in to save this to your wishlist";

/** A product id as the contract bounds it (1–64 characters), and only URL-safe ones: nothing to escape. */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The product id a `wishlist` parameter names, or null when it is missing or not a product id. */
export function wishlistProductParam(value: string | null | undefined): string | null {
  return typeof value === "string" && PRODUCT_ID.test(value) ? value : null;
}

/** /login, coming back to `returnTo` (this page) with `productId` to save once signed in. */
export function wishlistLoginHref(returnTo: string, productId: string): string {
  const search = new URLSearchParams({ redirect: returnTo });
  const product = wishlistProductParam(productId);
  if (product) search.set(WISHLIST_PARAM, product);
  return `/login?${search.toString()}`;
}
