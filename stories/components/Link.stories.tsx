import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Link } from "../../src/components/Link";
import { linkVariants } from "../../src/design/tokens";
import { expectVisible } from "../support/storyHelpers";

const meta = {
  title: "Components/Link",
  component: Link,
  args: { href: "/new-arrivals", children: "Shop new arrivals", variant: "inline" },
  argTypes: { variant: { control: "inline-radio", options: linkVariants } },
  parameters: { route: { path: "/" } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InApp: Story = {
  name: "In-app link (client-side navigation)",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Shop new arrivals" });
    await expect(link).toHaveAttribute("href", "/new-arrivals");
    await userEvent.click(link);
    // The memory router moved; the page did not reload.
    await expectVisible(canvas.findByText("Navigated to /new-arrivals"));
  },
};

export const Keyboard: Story = {
  args: { variant: "standalone", href: "/product/abc?color=Black", children: "Black oversized tee" },
  parameters: { route: { path: "/collections/:slug", initialEntry: "/collections/tees" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Black oversized tee" });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("data-focus-visible");
    await userEvent.keyboard("{Enter}");
    await expectVisible(canvas.findByText("Navigated to /product/abc?color=Black"));
  },
};

export const Subtle: Story = {
  args: { variant: "subtle", href: "/help/returns", children: "Returns policy" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Returns policy" })).toHaveAttribute(
      "href",
      "/help/returns",
    );
  },
};

export const External: Story = {
  args: {
    href: "https://example.com/size-guide",
    target: "_blank",
    rel: "noopener noreferrer",
    children: "Size guide (opens in a new tab)",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: /size guide/i });
    await expect(link).toHaveAttribute("href", "https://example.com/size-guide");
    await expect(link).toHaveAttribute("target", "_blank");
  },
};

/** One of a row of pages (Upper Wear's categories): the current one is filled and announced as the page. */
export const Pill: Story = {
  args: { variant: "pill", href: "/upper-wear?tab=hoodie", children: "Hoodies", "aria-current": "page" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Hoodies" });
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(link).toHaveAttribute("data-current");
    // Filled with the brand colour, not the page's background.
    await expect(getComputedStyle(link).backgroundColor).not.toBe("rgba(0, 0, 0, 0)");
  },
};
