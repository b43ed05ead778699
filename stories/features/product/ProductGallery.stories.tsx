import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, type MockInstance, spyOn, userEvent, waitFor, within } from "storybook/test";
import { ProductGallery } from "../../../src/features/product/ProductGallery";
import { mobileGlobals } from "../../support/storyHelpers";
import { supima } from "./productStoryKit";

const [variant] = supima.variants;
const name = `${supima.name} in ${variant.color}`;

const meta = {
  title: "Features/Product/ProductGallery",
  component: ProductGallery,
  args: { images: variant.images, name },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Small screens: one image at a time; the arrow keys and the dots move between them. */
export const SliderOnSmallScreens: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole("list", {
      name: `${name} images, use the arrow keys to move between them`,
    });
    const [first, second, third] = within(slider).getAllByRole("img");
    await expect(first).toHaveAccessibleName(`${name}, front view`);
    await expect(second).toHaveAccessibleName(`${name}, back view`);
    await expect(third).toHaveAccessibleName(`${name}, close-up`);
    const dots = canvas.getAllByRole("button", { name: /^Show image/ });
    await expect(dots[0]).toHaveAttribute("aria-current", "true");
    slider.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(dots[1]).toHaveAttribute("aria-current", "true"));
    await waitFor(() => expect(slider.scrollLeft).toBeGreaterThan(0));
    await userEvent.click(dots[0]);
    await waitFor(() => expect(slider.scrollLeft).toBe(0));
    await expect(dots[0]).toHaveAttribute("aria-current", "true");
    // The third dot, pressed: lit at once, and no dot between lights on the way (the slider passes the
    // second picture).
    const lit: number[] = [];
    const watch = new MutationObserver(() => lit.push(dots.findIndex((dot) => dot.ariaCurrent === "true")));
    watch.observe(canvasElement, { attributeFilter: ["aria-current"], subtree: true });
    await userEvent.click(dots[2]);
    await waitFor(() => expect(slider.scrollLeft).toBe(2 * slider.clientWidth));
    watch.disconnect();
    await expect(dots[2]).toHaveAttribute("aria-current", "true");
    await expect(lit.filter((index) => index !== 2)).toEqual([]);
  },
};

/** Every image sits in a fixed 4:5 box, so nothing moves while they load. */
export const FixedBoxes: Story = {
  play: async ({ canvasElement }) => {
    for (const image of within(canvasElement).getAllByRole("img")) {
      await expect(image).toHaveAttribute("width", "400");
      await expect(image).toHaveAttribute("height", "500");
      await expect(getComputedStyle(image.closest("li") as HTMLElement).aspectRatio).toBe("4 / 5");
    }
  },
};

/** Browsers that take AVIF get it (same widths and sizes); the rest keep the WebP <img>. */
export const AvifFirst: Story = {
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole("img");
    await expect(images).toHaveLength(3);
    for (const [index, image] of images.entries()) {
      const webp = variant.images[index];
      const avif = webp.replace(/\.webp$/, ".avif");
      const source = image.parentElement?.querySelector('source[type="image/avif"]');
      await expect(source).toHaveAttribute("srcset", `${avif} 400w, ${avif.replace("-400.", "-800.")} 800w`);
      await expect(source).toHaveAttribute("sizes", image.getAttribute("sizes"));
      await expect(image).toHaveAttribute("src", webp);
      await expect(image).toHaveAttribute("srcset", `${webp} 400w, ${webp.replace("-400.", "-800.")} 800w`);
    }
    // The first (eager) image: the browser chose an AVIF file.
    await waitFor(() => expect((images[0] as HTMLImageElement).currentSrc).toMatch(/-(400|800)\.avif$/));
  },
};

let consoleErrors: MockInstance<typeof console.error> | undefined;

/** A colour may show one photo twice (uploaded twice, it is one stored file): each place is a slide and a
 * dot of its own, and React is never handed two children with one key. */
export const SamePictureTwice: Story = {
  args: { images: [variant.images[0], variant.images[0], variant.images[1]] },
  globals: mobileGlobals,
  beforeEach() {
    consoleErrors = spyOn(console, "error");
    return () => consoleErrors?.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("img")).toHaveLength(3);
    const dots = canvas.getAllByRole("button", { name: /^Show image/ });
    await expect(dots).toHaveLength(3);
    await userEvent.click(dots[1]);
    await waitFor(() => expect(dots[1]).toHaveAttribute("aria-current", "true"));
    // At rest on the second picture.
    const slider = canvas.getByRole("list");
    await waitFor(() => expect(slider.scrollLeft).toBe(slider.clientWidth));
    const sameKey = consoleErrors?.mock.calls.filter(([format]) => String(format).includes("same key"));
    await expect(sameKey).toEqual([]);
  },
};
