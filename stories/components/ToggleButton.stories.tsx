import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ToggleButton } from "../../src/components/Button";

const meta = {
  title: "Components/ToggleButton",
  component: ToggleButton,
  args: {
    "aria-label": "Pause announcement",
    onChange: fn(),
    children: ({ isSelected }): ReactNode => (isSelected ? "Play" : "Pause"),
  },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holding its own state (the announcement's pause): pressed, then released, announced as pressed or not. */
export const OwnState: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Pause announcement" });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(button).toHaveTextContent("Pause");
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toHaveAttribute("data-selected");
    await expect(button).toHaveTextContent("Play");
    await userEvent.keyboard(" ");
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await expect(button).not.toHaveAttribute("data-selected");
    await expect(args.onChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, false);
  },
};

/** Held by its caller (a wishlist heart): a press asks for the change; the button shows what it is told. */
export const CallerHoldsState: Story = {
  args: { isSelected: true, "aria-label": "Wishlist Oversized Tee", children: () => "♥" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Wishlist Oversized Tee" });
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    // Still pressed: the caller did not change isSelected.
    await expect(button).toHaveAttribute("aria-pressed", "true");
  },
};
