import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CATEGORY_TILES, CategoryTiles } from "../../../src/features/home/CategoryTiles";
import { expectVisible } from "../../support/storyHelpers";

const meta = {
  title: "Features/Home/CategoryTiles",
  component: CategoryTiles,
  parameters: { route: { path: "/", initialEntry: "/" } },
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(CATEGORY_TILES.map((tile) => tile.label));
    await expect(canvas.getByRole("link", { name: "T-Shirts" })).toHaveAttribute("href", "/tshirts");
    await expect(canvas.getByRole("link", { name: "Hoodies" })).toHaveAttribute("href", "/sweatshirts");
    await expect(canvas.getByRole("link", { name: "Bottom Wear" })).toHaveAttribute("href", "/bottom-wear");
    await expect(canvas.getByRole("link", { name: "Men" })).toHaveAttribute("href", "/men");
    // Every tile shows its garment image, served locally; a product photo comes in AVIF to browsers that
    // take it (WebP to the rest), each at the two widths the tiles are drawn at.
    const images = [...canvasElement.querySelectorAll("img")];
    await expect(images).toHaveLength(CATEGORY_TILES.length);
    for (const image of images) await expect(image.getAttribute("src")).toMatch(/^\/media\//);
    const photos = images.filter((image) => image.getAttribute("src")?.startsWith("/media/products/"));
    await expect(photos.length).toBeGreaterThan(CATEGORY_TILES.length - 2);
    for (const image of photos) {
      await expect(image.getAttribute("srcset")).toMatch(/-400\.webp 400w, .+-800\.webp 800w$/);
      const avif = image.closest("picture")?.querySelector('source[type="image/avif"]');
      await expect(avif?.getAttribute("srcset")).toMatch(/^\/media\/.+-400\.avif 400w, .+-800\.avif 800w$/);
    }
    // One row on a phone (OneRowOnAPhone), 2 columns from 640 px, 4 at large.
    if (window.innerWidth >= 640) {
      const columns = getComputedStyle(canvas.getByRole("list")).gridTemplateColumns.split(" ").length;
      await expect(columns).toBe(window.innerWidth >= 1024 ? 4 : 2);
    }
  },
};

/** On a phone the tiles are one row that scrolls sideways, so the first products are about one screen
 * down the home page; a tile that takes keyboard focus scrolls into view. */
export const OneRowOnAPhone: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list");
    const links = canvas.getAllByRole("link");
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // Focus moved there by a keyboard shopper (a key first, so the ring shows whatever ran before).
    const last = links[links.length - 1];
    await userEvent.keyboard("{Escape}");
    last.focus();
    await waitFor(() => {
      const box = list.getBoundingClientRect();
      const tile = last.getBoundingClientRect();
      expect(tile.right).toBeLessThanOrEqual(box.right + 1);
      expect(tile.left).toBeGreaterThanOrEqual(box.left - 1);
    });
  },
};

export const TileNavigates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Oversized Tees" }));
    await expectVisible(canvas.findByText("Navigated to /upper-wear?tab=oversize-tshirt"));
  },
};

export const KeyboardNavigates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "T-Shirts" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expectVisible(canvas.findByText("Navigated to /tshirts"));
  },
};
