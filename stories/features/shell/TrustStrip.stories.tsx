import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TrustStrip } from "../../../src/features/shell";

const meta = {
  title: "Features/Shell/TrustStrip",
  component: TrustStrip,
  parameters: { layout: "padded" },
} satisfies Meta<typeof TrustStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const promises = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("list", { name: "Shopping with Rangrez" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

/** The home page's strip: every promise the shop makes, in one row on a wide screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(promises(canvasElement)).toEqual([
      "Cash on delivery",
      "7-day returns",
      "Free delivery across India",
      "Secure payments",
    ]);
    const items = within(canvasElement).getAllByRole("listitem");
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
  },
};

/** On a phone: two by two, a short band under the hero. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    const [first, second, third] = items.map((item) => item.getBoundingClientRect());
    await expect(Math.round(second.top)).toBe(Math.round(first.top));
    await expect(third.top).toBeGreaterThan(first.bottom);
    await expect(third.left).toBe(first.left);
  },
};

/** A product page for a product that takes no cash on delivery and no returns promises neither. */
export const ProductWithoutCodOrReturns: Story = {
  args: { cashOnDelivery: false, returnDays: 0 },
  play: async ({ canvasElement }) => {
    await expect(promises(canvasElement)).toEqual(["Free delivery across India", "Secure payments"]);
  },
};

/** A product with a longer return window says so. */
export const ProductWithItsOwnReturnWindow: Story = {
  args: { returnDays: 10 },
  play: async ({ canvasElement }) => {
    await expect(promises(canvasElement)).toContain("10-day returns");
  },
};

/** Beside a pincode the shop does not deliver to, free delivery is promised only where it delivers. */
export const BesideAnUnservedPincode: Story = {
  args: { deliversHere: false },
  play: async ({ canvasElement }) => {
    await expect(promises(canvasElement)).toEqual([
      "Cash on delivery",
      "7-day returns",
      "Free delivery wherever we deliver",
      "Secure payments",
    ]);
  },
};
