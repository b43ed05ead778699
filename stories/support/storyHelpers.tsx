// Shared bits of the stories (the shell's and the screens').
import { expect, screen, userEvent, waitFor } from "storybook/test";

/** Narrow screens (Storybook's viewport global; the Vitest runner sizes the browser from it). */
export const mobileGlobals = { viewport: { value: "mobile2", isRotated: false } };
/** A small laptop, 1024 × 768 (.storybook/preview.tsx): where side-by-side layouts start. */
export const smallLaptopGlobals = { viewport: { value: "smallLaptop", isRotated: false } };

/**
 * Fills a text field the way a shopper pastes into it: focus, then the whole value in one input. For the
 * fields a story only needs filled; where typing itself is what the story checks (a code box, a field
 * that reacts as it is typed), `userEvent.type` stays. Typing key by key in Storybook's development build
 * of React costs ~45 ms a character, so a form of seven fields took 2.5 s to fill per story.
 */
export async function fillField(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
  await expect(field).toHaveValue(value);
}

/**
 * Waits for an element a query finds, then until a shopper can see it. Found is not yet seen: an element
 * inside an overlay (a popover, a dialog, a drawer) is in the page while the overlay still fades in from
 * opacity 0, and checking its visibility at once failed on a busy machine.
 */
export async function expectVisible(found: Promise<HTMLElement>) {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible(), { timeout: 3000 });
}

/** A sonner toast with `text` has appeared (the story decorator renders the Toaster). The first toast
 * loads sonner's chunk, which on a loaded two-core machine can take longer than a few seconds. */
export async function expectToast(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).at(-1)).toBeVisible(), { timeout: 10_000 });
}

/**
 * The open dialog called `name`, once a shopper can see it. react-aria keeps a modal hidden (opacity 0,
 * clipped) until it knows whether a phone's keyboard is opening for a field that takes focus (up to
 * 600 ms once the window has changed height after a field was focused, as the screenshot pass's resizes
 * do), then fades it in from opacity 0 (`data-entering`). A check that what is inside is visible, made
 * before then, would fail on a busy machine.
 */
export async function findOpenDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole("dialog", { name });
  await waitFor(
    () => {
      expect(dialog).toBeVisible();
      expect(dialog.closest("[data-entering]")).toBeNull();
    },
    { timeout: 3000 },
  );
  return dialog;
}

/**
 * Marks the page settled at once (`<html data-settled>`, which the app sets once the page has loaded and
 * the browser is idle: src/lib/pageSettled.ts), for a story about what starts only then. Returns the undo,
 * for a story's cleanup.
 */
export function settlePage(): () => void {
  const root = document.documentElement;
  root.dataset.settled = "true";
  return () => {
    delete root.dataset.settled;
  };
}
