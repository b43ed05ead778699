// The shop's page addresses that code writes, in one place: the screens that link or navigate, the route
// loaders, and the server (the sitemap, restock and order mails) all build them here, so a route that
// moves changes here and in src/app/routes.ts, which declares them (docs/product.md#routes).
import type { Size } from "../api/types";

/** `path` with `params` as its query, and no `?` when there are none: "/upper-wear?tab=hoodie", "/upper-wear". */
export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The product detail route: /display/{productId}/{variantId}. */
export function productPath(productId: string, variantId: string): string {
  return `/display/${encodeURIComponent(productId)}/${encodeURIComponent(variantId)}`;
}

/** The bag's page. */
export const CART_PATH = "/cart";

/** The checkout of the bag's selected lines, with the bag page's choices: `/checkout?address=<id>&giftWrap=1`
 * (its coupon is kept with the bag; no address for a guest: the checkout starts from the account's default
 * once they have signed in). */
export function cartCheckoutPath(addressId: string | null, giftWrap: boolean): string {
  const params = new URLSearchParams(addressId ? { address: addressId } : {});
  if (giftWrap) params.set("giftWrap", "1");
  return withQuery("/checkout", params);
}

/** Where Buy Now goes: checkout with the size and quantity in the URL, so a reload keeps them. */
export function checkoutPath(productId: string, variantId: string, size: Size, quantity: number): string {
  const query = new URLSearchParams({ size, quantity: String(quantity) });
  return `/checkout/${encodeURIComponent(productId)}/${encodeURIComponent(variantId)}?${query}`;
}

/** Buy Now of a saved design: the checkout of its blank, colour and size with the design named
 * (docs/decisions/customiser-design.md#ordering-a-design). */
export function designCheckoutPath(
  design: { productId: string; variantId: string; size: Size },
  customizationId: string,
): string {
  const query = new URLSearchParams({
    type: "customized",
    customizationId,
    size: design.size,
    quantity: "1",
  });
  return `/checkout/${encodeURIComponent(design.productId)}/${encodeURIComponent(design.variantId)}?${query}`;
}

/** The order-confirmation screen of an order. */
export const orderConfirmedPath = (orderId: string) => `/order-confirmed/${encodeURIComponent(orderId)}`;

/** A shopper's order. */
export const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/** The search results page. */
export const SEARCH_PATH = "/search";

/** The results page of a search: "/search?q=black+tee". */
export function searchPath(term: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: term })}`;
}

/** The privacy notice (what the shop keeps, why and how long: src/lib/privacy/retention.ts). */
export const PRIVACY_NOTICE_PATH = "/privacypolicy";

/** My Account › Your details: correct the name, phone and email (docs/decisions/personal-data.md#correction). */
export const ACCOUNT_DETAILS_PATH = "/account/details";

/** My Account › Privacy. */
export const ACCOUNT_PRIVACY_PATH = "/account/privacy";

/** Where a shopper lands once their account is deleted. */
export const ACCOUNT_DELETED_PATH = "/account/deleted";

/** The page an offer mail's unsubscribe link opens (server/services/privacy/marketing.ts builds the link). */
export const UNSUBSCRIBE_PATH = "/unsubscribe";
