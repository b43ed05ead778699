// What the checkout's stories share: the handlers every screen reads, a recorder of the gateway redirect,
// and the lookups of the shipping form's fields.
import type { Decorator } from "@storybook/react-vite";
import { expect, screen, within } from "storybook/test";
import { addressHandlers } from "../../../mocks/handlers/addresses";
import { authHandlers } from "../../../mocks/handlers/auth";
import { cartHandlers } from "../../../mocks/handlers/cart";
import { checkoutHandlers } from "../../../mocks/handlers/checkout";
import { offerHandlers } from "../../../mocks/handlers/offers";
import { orderHandlers } from "../../../mocks/handlers/orders";
import { paymentHandlers } from "../../../mocks/handlers/payments";
import { pincodeHandlers } from "../../../mocks/handlers/pincode";
import { PaymentRedirectProvider } from "../../../src/features/orders";
import { expectBillAtRest } from "../../support/billAtRest";
import { expectVisible } from "../../support/storyHelpers";

/** Every call the checkout and payment screens make, answered as by default. */
export const checkoutDefaults = [
  ...authHandlers.default,
  ...cartHandlers.default,
  ...addressHandlers.default,
  ...pincodeHandlers.default,
  ...checkoutHandlers.default,
  ...orderHandlers.default,
  ...paymentHandlers.default,
  ...offerHandlers.default,
];

/** Where the screen sent the shopper to pay (instead of leaving the story's page). */
export const gatewayRedirects: string[] = [];

/** Renders the story with the gateway redirect recorded in `gatewayRedirects` (cleared per story). */
export const withRecordedRedirect: Decorator = (Story) => {
  gatewayRedirects.length = 0;
  return (
    <PaymentRedirectProvider value={(url) => gatewayRedirects.push(url)}>
      <Story />
    </PaymentRedirectProvider>
  );
};

export const textbox = (scope: HTMLElement, name: string) => within(scope).getByRole("textbox", { name });

/** The Place Order button, whatever it reads now. */
export const placeButton = (scope: HTMLElement) =>
  within(scope).getByRole("button", { name: /Place Order|Processing Your Order|Delivery Not Available/ });

/** The form is prefilled and the quote is in: the summary's total shows, at rest (no newer quote coming). */
export async function checkoutReady(scope: HTMLElement, total = "₹2,048") {
  await expectVisible(within(scope).findByRole("textbox", { name: "Full name" }));
  const bill = await within(scope).findByRole("region", { name: /Price Details/ });
  await within(bill).findByText(total);
  await expectBillAtRest(bill);
  await expect(within(bill).getByText(total)).toBeVisible();
  return bill;
}

/**
 * No newer quote is on its way and the figures are drawn at full strength (stories/support/billAtRest.ts).
 * Stories that stay on the checkout end on it: the dimmed figures of an updating bill, or their fade back,
 * are a passing state, not the one axe and the screenshot should judge.
 */
export async function billSettled(scope: HTMLElement) {
  await expectBillAtRest(within(scope).getByRole("region", { name: /Price Details/ }));
}

/** The navigation stub of the story's router ("Navigated to …"). */
export const navigatedTo = (path: string, options?: { timeout: number }) =>
  screen.findByText(`Navigated to ${path}`, undefined, options);

/** A guest is asked to log in (or sign up), coming back to `path`; nothing of the shopper's is asked for. */
export async function expectLoginPrompt(scope: HTMLElement, path: string) {
  const canvas = within(scope);
  await expect(await canvas.findByRole("link", { name: "Log In" })).toHaveAttribute(
    "href",
    `/login?redirect=${encodeURIComponent(path)}`,
  );
  await expect(canvas.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
    "href",
    `/signup?redirect=${encodeURIComponent(path)}`,
  );
}
