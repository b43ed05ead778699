// Shared bits of the stories (the shell's and the screens').
import { expect, screen, waitFor } from "storybook/test";

/** Narrow screens (Storybook's viewport global; the Vitest runner sizes the browser from it). */
export const mobileGlobals = { viewport: { value: "mobile2", isRotated: false } };

/** A sonner toast with `text` has appeared (the story decorator renders the Toaster). */
export async function expectToast(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).at(-1)).toBeVisible(), { timeout: 3000 });
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
