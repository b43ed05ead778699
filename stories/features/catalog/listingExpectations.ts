import type { StoryContext } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { catalogue, type Product, type Size } from "../../../mocks/fixtures";
import { productHandlers } from "../../../mocks/handlers/products";

// What a shopper should see, computed from the same fixtures the mock handlers serve.

export function newestFirst(a: Product, b: Product): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a._id < b._id ? 1 : a._id > b._id ? -1 : 0;
}

export function inStock(product: Product, sizes: readonly Size[]): boolean {
  return product.variants.some((v) => v.sizes.some((s) => s.stock > 0 && sizes.includes(s.size)));
}

export function upperWear(slugs?: readonly string[]): Product[] {
  return catalogue
    .filter((p) => p.category === "upperwear" && (!slugs || slugs.includes(p.subCategory)))
    .sort(newestFirst);
}

export function tagged(tag: Product["tags"][number]): Product[] {
  return catalogue.filter((p) => p.tags.includes(tag)).sort(newestFirst);
}

/** The listing's failed state (spec 8): the message and an enabled Try Again. Answers the canvas. */
export async function expectFailedListing(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText("Failed to load products")).toBeVisible();
  await expect(canvas.getByRole("button", { name: "Try Again" })).toBeEnabled();
  return canvas;
}

/** A story's setup where every listing call fails. */
export const failingListings = {
  beforeEach({ msw }: StoryContext) {
    msw.use(...productHandlers.error);
  },
};
