import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { QuantityStepper, type QuantityStepperProps } from "../../src/components/QuantityStepper";

/** The stepper holding its own value, as a screen does. */
function Stateful(props: Omit<QuantityStepperProps, "value" | "onChange">) {
  const [value, setValue] = useState(1);
  return <QuantityStepper {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: "Components/QuantityStepper",
  component: Stateful,
  args: { maxValue: 3 },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** − and + stay within 1..max; at either end that button is disabled. */
export const Buttons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Quantity" });
    await expect(input).toHaveValue("1");
    await expect(canvas.getByRole("button", { name: "Decrease Quantity" })).toBeDisabled();
    const increase = canvas.getByRole("button", { name: "Increase Quantity" });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(input).toHaveValue("3");
    await expect(increase).toBeDisabled();
  },
};

/** The arrow keys step; a typed number above the maximum comes back to it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Quantity" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("2");
    await userEvent.clear(input);
    await userEvent.type(input, "9");
    await userEvent.tab();
    await expect(input).toHaveValue("3");
  },
};

/** Home and End go to either end; a typed number is kept on Enter; letters are not typed at all. */
export const KeysAndTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Quantity" });
    await userEvent.click(input);
    await userEvent.keyboard("{End}");
    await expect(input).toHaveValue("3");
    await expect(canvas.getByRole("button", { name: "Increase Quantity" })).toBeDisabled();
    await userEvent.keyboard("{Home}");
    await expect(input).toHaveValue("1");
    await userEvent.clear(input);
    await userEvent.type(input, "x2{Enter}");
    await expect(input).toHaveValue("2");
    await expect(canvas.getByRole("button", { name: "Decrease Quantity" })).toBeEnabled();
  },
};

/** Disabled: neither button nor the number can be changed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Quantity" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Increase Quantity" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Decrease Quantity" })).toBeDisabled();
  },
};

/** Tabbed into, the number's box wears the focus ring (the input inside it has no border of its own). */
export const FocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Quantity" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const box = input.parentElement as HTMLElement;
    await expect(box).toHaveAttribute("data-focus-visible", "true");
    const ring = getComputedStyle(box);
    await expect(ring.outlineStyle).toBe("solid");
    await expect(ring.outlineWidth).toBe("2px");
  },
};
