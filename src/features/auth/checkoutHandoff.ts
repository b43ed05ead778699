// The checkout's sign-in: a guest who places an order (the cart's Place Order, a product's Buy Now) is sent
// by the checkout to log in or sign up, coming back to it. The login and sign-up pages say why.
import { safeRedirect } from "../../session/redirect";

/** What the login and sign-up pages say when they lead back to the checkout. */
export const CHECKOUT_LOGIN_MESSAGE = "Log in or sign up to place your order. Your bag comes with you.";

/** Whether a `redirect` value leads to the checkout (the cart's or a Buy Now's). */
export function isCheckoutPath(redirect: string | null | undefined): boolean {
  return /^\/checkout(\/|\?|#|$)/.test(safeRedirect(redirect, ""));
}
