import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { AvailabilityScreen } from "../../../src/features/availability";

const meta = {
  title: "Features/Availability/AvailabilityScreen",
  component: AvailabilityScreen,
  parameters: { route: { path: "/info", initialEntry: "/info?type=store" }, layout: "fullscreen" },
} satisfies Meta<typeof AvailabilityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Store: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Store Availability" })).toBeVisible();
    // A page of its own (no header or footer around it), so the notice is its main landmark.
    await expect(canvas.getByRole("main")).toContainElement(canvas.getByRole("button", { name: "Back" }));
    await expect(canvas.getByText(/available starting January 2027\./)).toBeVisible();
  },
};

export const Product: Story = {
  parameters: { route: { path: "/info", initialEntry: "/info" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Product Availability" })).toBeVisible();
    await expect(canvas.getByText(/available starting January 2027\./)).toBeVisible();
  },
};

/** Arrived from a page of the shop: Back goes back to it. */
export const BackGoesBackInShop: Story = {
  parameters: { route: { path: "/info", initialEntry: "/info", earlierEntries: ["/trending"] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(await canvas.findByText("Navigated to /trending")).toBeInTheDocument();
  },
};

/** Opened directly or from another site: Back goes home. */
export const BackGoesHomeWhenArrivedDirectly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(await canvas.findByText("Navigated to /")).toBeInTheDocument();
  },
};
