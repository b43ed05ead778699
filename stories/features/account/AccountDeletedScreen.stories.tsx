import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AccountDeletedScreen } from "../../../src/features/account/PrivacyScreen";

/** What the shopper sees after deleting their account (/account/deleted): signed out, orders kept by law. */
const meta = {
  title: "Features/Account/AccountDeletedScreen",
  component: AccountDeletedScreen,
  parameters: { route: { path: "/account/deleted" }, layout: "fullscreen" },
} satisfies Meta<typeof AccountDeletedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterDeletion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Your account is deleted" })).toBeVisible();
    await expect(canvas.getByText(/signed out on all your devices/)).toBeVisible();
    await expect(canvas.getByText(/orders and GST invoices are kept as the law requires/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/");
  },
};
