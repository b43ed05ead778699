// A screen's story drawn as the shop draws the page: inside the site's header and footer
// (`parameters.shell`, .storybook/shell.tsx), and what a shopper sees of that shell.
import { expect, within } from "storybook/test";
import type { ShellParameter } from "../../.storybook/shell";
import { expectVisible } from "./storyHelpers";

/** A story's parameters for the screen in the shop's header and footer. */
export const inTheShop = { shell: "site" satisfies ShellParameter, layout: "fullscreen" } as const;

/** The screen, headed `heading`, in the shop's main area between the header and the footer. */
export async function expectInTheShop(canvasElement: HTMLElement, heading: string | RegExp) {
  const canvas = within(canvasElement);
  const main = canvas.getByRole("main");
  await expectVisible(within(main).findByRole("heading", { level: 1, name: heading }));
  await expect(canvas.getByRole("banner")).toBeVisible();
  await expect(within(canvas.getByRole("banner")).getByRole("link", { name: /^Cart/ })).toBeVisible();
  await expect(canvas.getByRole("contentinfo")).toBeInTheDocument();
}

/**
 * The story of a screen in the shop's header and footer: headed `heading`, and `loaded` (what the screen
 * shows once its calls have answered) before it ends, so its pictures are of the page at rest.
 */
export function inTheShopStory(
  heading: string | RegExp,
  loaded: (canvasElement: HTMLElement) => Promise<unknown>,
) {
  return {
    parameters: inTheShop,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expectInTheShop(canvasElement, heading);
      await loaded(canvasElement);
    },
  };
}
