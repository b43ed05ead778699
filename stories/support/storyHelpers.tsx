// Shared bits of the stories (the shell's and the screens').
import { expect, screen, waitFor } from "storybook/test";

/** Narrow screens (Storybook's viewport global; the Vitest runner sizes the browser from it). */
export const mobileGlobals = { viewport: { value: "mobile2", isRotated: false } };

/** A sonner toast with `text` has appeared (the story decorator renders the Toaster). */
export async function expectToast(text: string) {
  await waitFor(() => expect(screen.getAllByText(text).at(-1)).toBeVisible(), { timeout: 3000 });
}
