import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ButtonLink } from "../../src/components/Button";
import { buttonSizes, buttonVariants } from "../../src/design/tokens";

const meta = {
  title: "Components/ButtonLink",
  component: ButtonLink,
  args: { children: "Go Home", href: "/", variant: "primary", size: "md" },
  argTypes: {
    variant: { control: "inline-radio", options: buttonVariants },
    size: { control: "inline-radio", options: buttonSizes },
  },
  parameters: { route: { path: "/somewhere", initialEntry: "/somewhere" } },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Go Home" });
    // A real link (opens in a new tab, shows its target), styled as a button.
    await expect(link).toHaveAttribute("href", "/");
    await userEvent.click(link);
    await expect(await canvas.findByText("Navigated to /")).toBeInTheDocument();
  },
};

export const Secondary: Story = {
  args: { variant: "secondary", children: "Back to Home" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Back to Home" });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("data-focus-visible");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByText("Navigated to /")).toBeInTheDocument();
  },
};
