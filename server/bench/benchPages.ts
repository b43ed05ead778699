// What the page benchmarks (bench:lighthouse, bench:js, bench:trace) open: the seed catalogue's first
// product, whose page they measure and which the signed-in shopper has in the cart.
import { catalogue } from "../../mocks/fixtures";
import { productPath } from "../../src/lib/paths";

export const benchProduct = catalogue[0];

export const PRODUCT_PAGE = productPath(benchProduct._id, benchProduct.variantId);

/** The cap on the JavaScript a page loads at start (compressed) on home and the listings
 * (docs/decisions/page-start-budgets.md). */
export const SCRIPT_CAP_KB = 150;
export const SCRIPT_CAPPED_PAGES = ["/", "/new-arrivals", "/upper-wear", "/bottom-wear", "/trending"];

export function isScriptCapped(path: string): boolean {
  return SCRIPT_CAPPED_PAGES.includes(new URL(path, "http://shop").pathname);
}
