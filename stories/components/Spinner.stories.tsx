import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Spinner } from "../../src/components/Spinner";
import { spinnerSizes } from "../../src/design/tokens";

const meta = {
  title: "Components/Spinner",
  component: Spinner,
  args: { label: "Loading new arrivals", size: "md" },
  argTypes: { size: { control: "inline-radio", options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinner = canvas.getByRole("progressbar", { name: "Loading new arrivals" });
    await expect(spinner).toBeVisible();
    // Indeterminate: no value announced.
    await expect(spinner).not.toHaveAttribute("aria-valuenow");
  },
};

export const DefaultLabel: Story = {
  args: { label: undefined, size: "lg" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("progressbar", { name: "Loading" })).toBeVisible();
  },
};
