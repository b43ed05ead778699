import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Price } from "../../src/components/Price";
import { priceSizes } from "../../src/design/tokens";

const meta = {
  title: "Components/Price",
  component: Price,
  args: { finalPrice: 1299, size: "md" },
  argTypes: { size: { control: "inline-radio", options: priceSizes } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("₹1,299")).toBeVisible();
    await expect(canvas.queryByText("Original price")).not.toBeInTheDocument();
    await expect(canvasElement.querySelector("s")).toBeNull();
  },
};

export const Discounted: Story = {
  args: { finalPrice: 1299, originalPrice: 1999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("₹1,299")).toBeVisible();
    const original = canvas.getByText("₹1,999");
    await expect(original.tagName).toBe("S");
    await expect(getComputedStyle(original).textDecorationLine).toContain("line-through");
    // Screen readers hear what the struck number is.
    await expect(canvas.getByText("Original price")).toBeInTheDocument();
    // round((1999 - 1299) / 1999 * 100) = 35
    await expect(canvas.getByText("35% off")).toBeVisible();
    await expect(canvasElement.querySelector("p")?.textContent).toBe(
      "Price₹1,299Original price₹1,99935% off",
    );
  },
};

export const ServerDiscount: Story = {
  name: "Discount from the server",
  args: { finalPrice: 2499, originalPrice: 4999, discount: 50, size: "lg" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("₹2,499")).toBeVisible();
    await expect(canvas.getByText("50% off")).toBeVisible();
  },
};

export const Fractional: Story = {
  name: "Fractional (rounds down)",
  args: { finalPrice: 129999.99, originalPrice: 149999.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Indian grouping (lakh), never rounded up.
    await expect(canvas.getByText("₹1,29,999")).toBeVisible();
    await expect(canvas.getByText("₹1,49,999")).toBeVisible();
    await expect(canvas.queryByText("₹1,30,000")).not.toBeInTheDocument();
  },
};

export const NotDiscounted: Story = {
  name: "Original equal to final",
  args: { finalPrice: 999, originalPrice: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("₹999")).toBeVisible();
    await expect(canvas.queryByText("Original price")).not.toBeInTheDocument();
    await expect(canvas.queryByText(/% off/)).not.toBeInTheDocument();
  },
};
