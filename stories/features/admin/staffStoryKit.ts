// What the staff board's stories share: the calls the board makes (a fresh board per story, so what one
// story's actions change never leaks into the next), who is signed in, and lookups of what staff see.
import { screen, within } from "storybook/test";
import { staffUser } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { staffBoardHandlers } from "../../../mocks/handlers/staffOrders";
import { mockSignIn } from "../../../mocks/handlers/store";

/** The session call and a board of the sample orders, answering as the server would by default. */
export const boardDefaults = () => [...authHandlers.default, ...staffBoardHandlers()];

export const signInAsStaff = () => mockSignIn(staffUser._id);

/** The list's rows, once it has loaded. */
export async function boardRows() {
  const list = await screen.findByRole("list", { name: "Orders" });
  return within(list).getAllByRole("listitem");
}

/** The open order's panel, once its detail has loaded (its Actions section shows). */
export async function detailPanel(orderNumber: string) {
  const panel = await screen.findByRole("region", { name: `Order ${orderNumber}` });
  await within(panel).findByRole("region", { name: "Actions" });
  return panel;
}

/** The names of the action buttons the detail offers now. */
export function actionNames(panel: HTMLElement) {
  const actions = within(panel).getByRole("region", { name: "Actions" });
  return within(actions)
    .queryAllByRole("button")
    .map((b) => b.textContent);
}

/** The value of a fact row (`<dt>` label → `<dd>`) inside `scope`. */
export function fact(scope: HTMLElement, label: string) {
  const term = within(scope).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

/** The story's URL, from the location probe (the story renders withLocationProbe). */
export { expectUrl } from "../../support/LocationProbe";
