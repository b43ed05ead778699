// A screen's story drawn as the shop draws the page: inside the site's header and footer
// (`parameters.shell`, .storybook/shell.tsx), and what a shopper sees of that shell.
import { expect, waitFor, within } from "storybook/test";
import type { ShellParameter } from "../../.storybook/shell";
import { type ScreenControlOptions, screenControls } from "./screenControls";
import { expectVisible } from "./storyHelpers";

/** A story's parameters for the screen in the shop's header and footer. */
export const inTheShop = { shell: "site" satisfies ShellParameter, layout: "fullscreen" } as const;

/** The site's header (Testing Library counts a screen's own <header> in the main area as a banner too). */
const siteHeader = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole("banner")[0];

/** The screen, headed `heading`, in the shop's main area between the header and the footer. */
export async function expectInTheShop(canvasElement: HTMLElement, heading: string | RegExp) {
  const canvas = within(canvasElement);
  const main = canvas.getByRole("main");
  await expectVisible(within(main).findByRole("heading", { level: 1, name: heading }));
  const header = siteHeader(canvasElement);
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

/** How far below the site's sticky header a panel that sticks under it may sit: the header's clearance
 * less its own height leaves a small gap, never a screenful. */
const HELD_WITHIN_PX = 40;

/** Scrolls the page until where `element` begins in the page's flow is `by` px above the site header's
 * bottom (call it before the element has stuck anywhere). */
export function scrollPast(canvasElement: HTMLElement, element: HTMLElement, by = 100) {
  const headerBottom = siteHeader(canvasElement).getBoundingClientRect().bottom;
  window.scrollBy(0, element.getBoundingClientRect().top - headerBottom + by);
}

/**
 * After the page was scrolled past where `element` began: it is held just below the site's sticky header,
 * neither under it (hidden behind it) nor left where it was.
 */
export async function expectHeldBelowTheHeader(canvasElement: HTMLElement, element: HTMLElement) {
  const headerBottom = siteHeader(canvasElement).getBoundingClientRect().bottom;
  await waitFor(async () => {
    const top = element.getBoundingClientRect().top;
    await expect(top).toBeGreaterThanOrEqual(headerBottom);
    await expect(top).toBeLessThan(headerBottom + HELD_WITHIN_PX);
  });
}
