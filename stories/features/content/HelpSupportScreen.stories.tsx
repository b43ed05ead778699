import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { HelpSupportScreen } from "../../../src/features/content/HelpSupportScreen";
import { brand } from "../../../src/lib/brand";

const meta = {
  title: "Features/Content/HelpSupportScreen",
  component: HelpSupportScreen,
  parameters: { route: { path: "/help-support" }, layout: "fullscreen" },
} satisfies Meta<typeof HelpSupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Help and Support" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: brand.phone })).toHaveAttribute("href", brand.phoneHref);
    await expect(canvas.getByRole("link", { name: brand.careEmail })).toHaveAttribute(
      "href",
      `mailto:${brand.careEmail}`,
    );
    await expect(canvas.getByRole("link", { name: brand.infoEmail })).toHaveAttribute(
      "href",
      `mailto:${brand.infoEmail}`,
    );
    for (const social of brand.social) {
      const link = canvas.getByRole("link", {
        name: `${brand.name} on ${social.network} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute("href", social.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(canvas.getByText(/returns are accepted within 7 days of delivery/)).toBeVisible();
  },
};

export const OpensTheFaq: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Frequently asked questions" }));
    await expect(await canvas.findByText("Navigated to /faquetions")).toBeInTheDocument();
  },
};

export const OpensTheContactForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "contact form" }));
    await expect(await canvas.findByText("Navigated to /contact")).toBeInTheDocument();
  },
};

/** The complaint form is reached from Help and Support (Consumer Protection (E-Commerce) Rules, Rule 4(5)). */
export const OpensTheComplaintForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole("region", { name: "Make a complaint" }));
    await expect(section.getByText(/ticket number at once/)).toBeVisible();
    await userEvent.click(section.getByRole("link", { name: "Make a complaint" }));
    await expect(await canvas.findByText("Navigated to /complaint")).toBeInTheDocument();
  },
};
