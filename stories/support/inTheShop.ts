// A screen's story drawn as the shop draws the page: inside the site's header and footer
// (`parameters.shell`, .storybook/shell.tsx), and what a shopper sees of that shell.
import { expect, within } from "storybook/test";
import type { ShellParameter } from "../../.storybook/shell";
import { type ScreenControlOptions, screenControls } from "./screenControls";
import { expectVisible } from "./storyHelpers";

/** A story's parameters for the screen in the shop's header and footer. */
export const inTheShop = { shell: "site" satisfies ShellParameter, layout: "fullscreen" } as const;

/** The screen, headed `heading`, in the shop's main area between the header and the footer. */
export async function expectInTheShop(canvasElement: HTMLElement, heading: string | RegExp) {
  const canvas = within(canvasElement);
  const main = canvas.getByRole("main");
  await expectVisible(within(main).findByRole("heading", { level: 1, name: heading }));
  // The site's header comes first (Testing Library counts a screen's own <header> in the main area as a
  // banner too, which it is not).
  const [header] = canvas.getAllByRole("banner");
  await expect(header).toBeVisible();
  await expect(within(header).getByRole("link", { name: /^Cart/ })).toBeVisible();
  await expect(canvas.getByRole("contentinfo")).toBeInTheDocument();
}

/**
 * The story of a screen in the shop's header and footer: headed `heading`, and `loaded` (what the screen
 * shows once its calls have answered) before it ends, so its pictures are of the page at rest. With
 * `controls`, designers can change who is signed in and how the screen's calls are answered (the play
 * function checks the story as it opens: answered as usual, signed in as `controls.as` says).
 */
export function inTheShopStory(
  heading: string | RegExp,
  loaded: (canvasElement: HTMLElement) => Promise<unknown>,
  controls?: ScreenControlOptions,
) {
  return {
    ...(controls ? screenControls(controls) : {}),
    parameters: inTheShop,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expectInTheShop(canvasElement, heading);
      await loaded(canvasElement);
    },
  };
}
