// What a product scroller (the home page's featured products, the product page's similar ones) shows
// while loading, when empty and when its call failed: one set of checks for every story of those states.
import { expect, within } from "storybook/test";
import { expectVisible } from "./storyHelpers";

/** The spinner, named after the scroller ("Loading featured products"). */
export async function expectScrollerLoading(canvasElement: HTMLElement, label: string) {
  await expectVisible(
    within(canvasElement).findByRole("progressbar", { name: `Loading ${label.toLowerCase()}` }),
  );
}

/** 'No products available', and no arrows. */
export async function expectScrollerEmpty(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectVisible(canvas.findByText("No products available"));
  await expect(canvas.queryByRole("button", { name: /^Scroll/ })).toBeNull();
}

/** 'Failed to load products' in red, without a retry or arrows. */
export async function expectScrollerFailed(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const message = await canvas.findByText("Failed to load products");
  await expect(message).toBeVisible();
  await expect(getComputedStyle(message).color).toBe("rgb(180, 35, 24)");
  await expect(canvas.queryByRole("button")).toBeNull();
}
