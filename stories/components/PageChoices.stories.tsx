import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PageChoices } from "../../src/components/Link";
import { expectUrl, withLocationProbe } from "../support/LocationProbe";

const meta = {
  title: "Components/PageChoices",
  component: PageChoices,
  args: {
    label: "Order type",
    choices: [
      { id: "normal", label: "Normal Orders", href: "/user-orders", isCurrent: true },
      { id: "customise", label: "Customized Orders", href: "/user-orders?type=customise", isCurrent: false },
    ],
  },
  decorators: [withLocationProbe],
  parameters: { route: { path: "/user-orders" } },
} satisfies Meta<typeof PageChoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current choice filled and marked as the page; the others are links to their own addresses. */
export const CurrentMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choices = canvas.getByRole("navigation", { name: "Order type" });
    const current = within(choices).getByRole("link", { name: "Normal Orders" });
    const other = within(choices).getByRole("link", { name: "Customized Orders" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(other).not.toHaveAttribute("aria-current");
    await expect(getComputedStyle(current).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
  },
};

/** By keyboard: Tab reaches each choice, Enter opens its address. */
export const ChosenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Customized Orders" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expectUrl("/user-orders?type=customise");
  },
};
