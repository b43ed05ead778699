import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../../src/components/Button";
import { buttonSizes, buttonVariants } from "../../src/design/tokens";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Add to bag", onPress: fn(), variant: "primary", size: "md" },
  argTypes: {
    variant: { control: "inline-radio", options: buttonVariants },
    size: { control: "inline-radio", options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Add to bag" });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: "secondary", children: "Save for later" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Keyboard: Tab focuses the button, Enter and Space both press it.
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Save for later" });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute("data-focus-visible");
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Ghost: Story = {
  args: { variant: "ghost", children: "Clear filters" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: "Out of stock" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Out of stock" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: "Adding to bag" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The button keeps its name; the spinner inside it says what is happening.
    const button = canvas.getByRole("button", { name: /add to bag/i });
    await expect(within(button).getByRole("progressbar", { name: "Adding to bag" })).toBeVisible();
    await expect(button).toHaveAttribute("aria-disabled", "true");
    // Still focusable (screen reader users keep their place) but presses are ignored while pending.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard("{Enter}");
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = buttonSizes.map(
      (size) => canvas.getByRole("button", { name: `Size ${size}` }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1]);
    await expect(heights[1]).toBeLessThan(heights[2]);
  },
};

/**
 * The states the styles read, as react-aria marks them: a mouse over it hovers, a press lasts while the
 * pointer is down, a click leaves no focus ring (a key would), and a disabled button takes none of them.
 */
export const InteractionStates: Story = {
  args: { children: "Save address" },
  render: (args) => (
    <div style={{ display: "flex", gap: 12 }}>
      <Button {...args} />
      <Button {...args} isDisabled>
        Sold out
      </Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Save address" });
    // One session, so the second call releases the button the first one pressed.
    const user = userEvent.setup();
    await user.hover(button);
    await expect(button).toHaveAttribute("data-hovered");
    await user.pointer({ keys: "[MouseLeft>]", target: button });
    await expect(button).toHaveAttribute("data-pressed");
    await user.pointer({ keys: "[/MouseLeft]", target: button });
    await expect(button).not.toHaveAttribute("data-pressed");
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAttribute("data-focus-visible");
    await expect(args.onPress).toHaveBeenCalledOnce();

    const soldOut = canvas.getByRole("button", { name: "Sold out" });
    await user.pointer({ target: soldOut });
    await expect(soldOut).not.toHaveAttribute("data-hovered");
    await expect(soldOut).toHaveAttribute("data-disabled");
    // Moving on ends the first button's hover.
    await expect(button).not.toHaveAttribute("data-hovered");
  },
};
