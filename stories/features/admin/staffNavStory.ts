// What the staff frame's navigation shows in a staff screen's story (the stories draw the screen in the
// frame with `parameters.shell: "staff"`, as its route does): the screens the signed-in staff member may
// open, in order, and which one is open.
import { expect, within } from "storybook/test";
import { staffMessages } from "../../../src/features/admin";

type Canvas = ReturnType<typeof within>;

/** Every screen of the staff area, as the navigation lists them for staff who may open them all. */
const EVERY_STAFF_SCREEN = [
  "Orders",
  "Complaints",
  "Products",
  "Headlines",
  "Banners",
  "Customiser",
  "Page speed",
];

/** The staff navigation's links, in order. */
const staffNavLinks = (canvas: Canvas) =>
  within(canvas.getByRole("navigation", { name: staffMessages.staffNav })).getAllByRole("link");

/** The names of the staff navigation's links, in order. */
export const staffNavNames = (canvas: Canvas) => staffNavLinks(canvas).map((link) => link.textContent);

/** The navigation of staff who may open every screen, with `current` marked as the page open (`"true"`: a
 * page within that section, as a product's form within Products). */
export async function expectStaffNavAt(canvas: Canvas, current: string, mark: "page" | "true" = "page") {
  const links = staffNavLinks(canvas);
  await expect(links.map((link) => link.textContent)).toEqual(EVERY_STAFF_SCREEN);
  await expect(links.find((link) => link.textContent === current)).toHaveAttribute("aria-current", mark);
}
