import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { NumberField, type NumberFieldProps } from "../../src/components/NumberField";

/** The field holding its own value, as a screen does, with the value it last took shown beside it. */
function Stateful(props: Omit<NumberFieldProps, "value" | "onChange">) {
  const [value, setValue] = useState(40);
  return (
    <div>
      <NumberField {...props} value={value} onChange={setValue} />
      <p>Taken: {Number.isNaN(value) ? "none" : value}</p>
    </div>
  );
}

const meta = {
  title: "Components/NumberField",
  component: Stateful,
  args: { label: "Pieces in stock", minValue: 0, maxValue: 100_000, step: 1 },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed and taken on leaving the field; the arrow keys step; a number past the maximum comes back to it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Pieces in stock" });
    await expect(input).toHaveValue("40");
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(input).toHaveValue("42");
    await expect(canvas.getByText("Taken: 42")).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, "250000");
    await userEvent.tab();
    await expect(input).toHaveValue("1,00,000");
    await expect(canvas.getByText("Taken: 100000")).toBeVisible();
  },
};

/** Rupees in the shop's locale, with a description read with the field. */
export const Rupees: Story = {
  args: {
    label: "Blank garment",
    minValue: 1,
    description: "Whole rupees, GST included.",
    formatOptions: { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 0 },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Blank garment" });
    await expect(input).toHaveValue("₹40");
    await expect(input).toHaveAccessibleDescription("Whole rupees, GST included.");
    await userEvent.clear(input);
    await userEvent.type(input, "1299{Enter}");
    await expect(input).toHaveValue("₹1,299");
  },
};

/** Invalid: its message shown and read with the field. */
export const Invalid: Story = {
  args: { label: "Each printed side", isInvalid: true, errorMessage: "Give a price from ₹0." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Each printed side" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Give a price from ₹0.")).toBeVisible();
    await expect(input).toHaveAccessibleDescription("Give a price from ₹0.");
  },
};

/** In a table, named by its row and column instead of a label of its own. */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, "aria-label": "Black, size M" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Black, size M" })).toHaveValue("40");
    await expect(canvasElement.querySelector("label")).toBeNull();
  },
};
