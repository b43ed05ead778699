// The customiser's stories share these: the handlers the screen calls, the fixtures' names for what it
// shows, and steps a shopper takes (pick a colour, add a graphic, read the live region).
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { customiser } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { cartHandlers } from "../../../mocks/handlers/cart";
import { customiserHandlers } from "../../../mocks/handlers/customiser";
import { wishlistHandlers } from "../../../mocks/handlers/wishlist";

export { signedIn } from "../product/productStoryKit";

export const customiserRoute = { route: { path: "/customized" } };

/** Everything the screen calls, answered from the fixtures; a guest unless the story signs in. */
export function customiserPageHandlers() {
  return [
    ...authHandlers.default,
    ...customiserHandlers.default,
    ...wishlistHandlers.default,
    ...cartHandlers.default,
  ];
}

/** The first category's first graphic: what "Add graphic …" adds in these stories. */
export const firstGraphic = (() => {
  const category = customiser.graphicCategories[0];
  const graphic = customiser.graphics.find((g) => g.categoryId === category._id);
  if (!graphic) throw new Error("The first graphic category has no graphics");
  return graphic;
})();

export const firstColour = customiser.colors[0];

/** The stage has drawn the garment (its blank picture is in the SVG). */
export async function findStage(name: RegExp | string = /Hoodie, front, your design/) {
  const stage = await screen.findByRole("group", { name }, { timeout: 5000 });
  await waitFor(() => expect(stage.querySelector("image")?.getAttribute("href")).toBeTruthy());
  return stage;
}

export async function addFirstGraphic() {
  const button = await screen.findByRole(
    "button",
    { name: `Add graphic ${firstGraphic.name}` },
    { timeout: 5000 },
  );
  await userEvent.click(button);
  await expectAnnounced(`Added Graphic '${firstGraphic.name}', centred`);
}

export async function chooseColour(name = firstColour.color) {
  await userEvent.click(screen.getByRole("radio", { name }));
  await expect(screen.getByRole("radio", { name })).toBeChecked();
}

/** The polite live region says `words` (the editor's announcement of its last change). */
export async function expectAnnounced(words: string) {
  await waitFor(() => {
    const region = screen
      .getAllByRole("status")
      .find(
        (element) => element.getAttribute("aria-live") === "polite" && element.textContent?.trim() === words,
      );
    expect(region).toBeTruthy();
  });
}

/** The selected layer's frame on the stage. */
export const selectedFrame = () => screen.getByTestId("selected-layer");

export const layerList = () => screen.getByRole("listbox", { name: /Layers on the/ });
export const layerOptions = () => within(layerList()).getAllByRole("option");
