import type { Decorator } from "@storybook/react-vite";
import { useLocation } from "react-router";
import { expect, screen, waitFor } from "storybook/test";

/**
 * The memory router's current URL, for play functions to check what the address bar would say. Test
 * wiring, not part of the screen: `hidden`, so it is not drawn in the canvas or its screenshots, and
 * screen readers and axe pass it by, while `getByTestId("location")` still reads it.
 */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location" hidden>{`URL: ${location.pathname}${location.search}`}</p>;
}

/** Story decorator: the story, then the probe (inside the story's router). */
export const withLocationProbe: Decorator = (Story) => (
  <>
    <Story />
    <LocationProbe />
  </>
);

/** The URL the probe holds (path and query). */
export const currentUrl = () => screen.getByTestId("location").textContent?.replace(/^URL: /, "");

/** Waits until the story's URL is exactly `url` (path and query). */
export async function expectUrl(url: string) {
  await waitFor(() => expect(currentUrl()).toBe(url));
}
