// The signed-in pages of the page benchmarks (bench:lighthouse, bench:js, bench:trace): the cart, checkout,
// wishlist and orders are only worth measuring with a session, a line in the cart and an order; the staff
// screens with a staff session.
import { isStaffPage, ORDER_PAGE } from "./benchPages";
import { codItem, placeCodOrder } from "./orderingShopper";
import { signIn, signInWithCart } from "./signedInShopper";

/** Pages of a signed-in shopper: measured with their session cookie, after a line is put in the cart. */
export const SIGNED_IN_PAGES = new Set(["/cart", "/checkout", "/wishlist", "/user-orders", ORDER_PAGE]);

/** Whether the page is measured signed in: a shopper's own page, or a staff screen. */
export const needsSignIn = (path: string) => SIGNED_IN_PAGES.has(path) || isStaffPage(path);

export interface BenchSessions {
  shopperCookie: string;
  staffCookie: string;
  /** The signed-in shopper's order, for ORDER_PAGE. */
  orderPath: string;
}

/**
 * Signs the sample shopper in with a line in the cart and an order of their own (cash on delivery), and the
 * sample staff member; answers their cookies and the order's page.
 */
export async function startBenchSessions(origin: string): Promise<BenchSessions> {
  const shopperCookie = await signInWithCart(origin);
  const order = await placeCodOrder(origin, shopperCookie, codItem(2, 1));
  const staffCookie = await signIn(origin, "staff");
  return { shopperCookie, staffCookie, orderPath: `/orders/${order._id}` };
}

/** The address the page is opened at (ORDER_PAGE becomes the shopper's order) and the cookie it is
 * opened with. */
export function pageAs(path: string, sessions: BenchSessions | undefined): { url: string; cookie?: string } {
  const url = path === ORDER_PAGE && sessions ? sessions.orderPath : path;
  if (!sessions) return { url };
  if (isStaffPage(path)) return { url, cookie: sessions.staffCookie };
  return SIGNED_IN_PAGES.has(path) ? { url, cookie: sessions.shopperCookie } : { url };
}
