// What the page benchmarks (bench:lighthouse, bench:js, bench:trace) open: the seed catalogue's first
// product, whose page they measure and which the signed-in shopper has in the cart, and the budgets a
// page's first-load JavaScript is held to.
import { catalogue } from "../../mocks/fixtures";
import { productPath } from "../../src/lib/paths";

export const benchProduct = catalogue[0];

export const PRODUCT_PAGE = productPath(benchProduct._id, benchProduct.variantId);

/** Stands for the signed-in shopper's own order page until they have one (signedInShopper.ts). */
export const ORDER_PAGE = "/orders/{order}";

/** Every shopper page the benchmarks measure by default: home, two listings, a product, search results,
 * the bag and checkout, the customiser, the wishlist, My Orders and an order. */
export const SHOPPER_PAGES = [
  "/",
  "/new-arrivals",
  "/upper-wear",
  PRODUCT_PAGE,
  "/search?q=tee",
  "/cart",
  "/checkout",
  "/customized",
  "/wishlist",
  "/user-orders",
  ORDER_PAGE,
];

/** Staff screens, measured signed in as the sample staff member. */
export const STAFF_PAGES = ["/admin/orders", "/admin/products"];

/** The cap on the JavaScript a page loads at start (compressed, KB): every shopper page, and the staff
 * screens (docs/decisions/page-start-budgets.md). */
export const SHOPPER_SCRIPT_CAP_KB = 130;
export const STAFF_SCRIPT_CAP_KB = 200;

export const isStaffPage = (path: string) => new URL(path, "http://shop").pathname.startsWith("/admin");

export function scriptCapKb(path: string): number {
  return isStaffPage(path) ? STAFF_SCRIPT_CAP_KB : SHOPPER_SCRIPT_CAP_KB;
}
