// What the orders stories share: the calls both screens make, answered as by default, and lookups of what
// a shopper reads on them.
import { expect, within } from "storybook/test";
import { expectVisible } from "../../support/storyHelpers";
import { authHandlers } from "../../../mocks/handlers/auth";
import { customiserHandlers } from "../../../mocks/handlers/customiser";
import { orderHandlers } from "../../../mocks/handlers/orders";
import { paymentHandlers } from "../../../mocks/handlers/payments";

/** The session, the orders calls and paying for an order, answered from the fixtures. */
/** Customised orders draw their designs with the shop's graphics (GET /customized/getGraphic). */
export const ordersDefaults = [
  ...authHandlers.default,
  ...orderHandlers.default,
  ...paymentHandlers.default,
  ...customiserHandlers.default,
];

/** The cards on the page, once the list has loaded. */
export async function orderCards(scope: HTMLElement, listName = "Orders") {
  const list = await within(scope).findByRole("list", { name: listName });
  return within(list).getAllByRole("article");
}

/** A badge's words (without the screen reader's prefix) and its colour tone. */
export function badgeOf(card: HTMLElement, prefix: "Payment" | "Order status") {
  const badge = within(card).getByText(`${prefix}:`, { exact: false }).closest("[data-tone]");
  if (!(badge instanceof HTMLElement)) throw new Error(`no ${prefix} badge`);
  return { text: badge.textContent?.replace(`${prefix}: `, "") ?? "", tone: badge.dataset.tone };
}

/** The guest's prompt: 'Please log in first' and Log In back to `path`. */
export async function expectLogInFirst(scope: HTMLElement, path: string) {
  const canvas = within(scope);
  await expectVisible(canvas.findByRole("heading", { name: "Please log in first" }));
  await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
    "href",
    `/login?redirect=${encodeURIComponent(path)}`,
  );
}
