// The kind of page a view was of, from its route's id (src/app/routes.ts), never from its address: a
// product's or an order's id, a search's words or a coupon in the query must not leave the browser with
// the vitals (docs/decisions/field-vitals.md).
import type { VitalsPageType } from "./vitals";

/** Route ids (file routes are "routes/<file>", the rest named in routes.ts) by the page type they are. */
const PAGE_TYPES: Record<string, VitalsPageType> = {
  "routes/home": "home",
  "routes/new-arrivals": "listing",
  "routes/trending": "listing",
  "routes/upper-wear": "listing",
  "routes/bottom-wear": "listing",
  "routes/store": "listing",
  "routes/search": "search",
  "routes/product": "product",
  "routes/cart": "cart",
  addtocart: "cart",
  "checkout-cart": "checkout",
  "checkout-buy-now": "checkout",
  "routes/payment-status": "checkout",
  "routes/order-confirmed": "checkout",
  "routes/customized": "customiser",
  "routes/shared-design": "customiser",
  "routes/wishlist": "account",
  "routes/user-orders": "account",
  "routes/order-detail": "account",
  "routes/account-addresses": "account",
  "routes/account-details": "account",
  "routes/account-complaints": "account",
  "routes/account-complaint": "account",
  "routes/account-privacy": "account",
  "routes/account-deleted": "account",
  "routes/unsubscribe": "account",
  "routes/login": "auth",
  "routes/signup": "auth",
  "routes/forgot-password": "auth",
  "routes/info": "content",
  "routes/privacy-policy": "content",
  "routes/terms": "content",
  "routes/return-cancellation": "content",
  "routes/faq": "content",
  "routes/help-support": "content",
  "routes/contact": "content",
  "routes/complaint": "content",
  "routes/seller-details": "content",
  // The page the service worker shows offline: a view of it reports nothing it could send anyway.
  "routes/offline": "other",
};

/** The page type of the route `routeId` (the deepest match's id); "other" for any route not listed (not
 * found, the old category addresses that redirect, the offline page). Every staff screen is "staff". */
export function pageTypeOf(routeId: string | undefined): VitalsPageType {
  if (!routeId) return "other";
  if (routeId.startsWith("routes/admin-")) return "staff";
  return PAGE_TYPES[routeId] ?? "other";
}
