import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NotFoundScreen } from "../../../src/features/shell/NotFoundScreen";

const meta = {
  title: "Features/Shell/NotFoundScreen",
  component: NotFoundScreen,
  args: { path: "/no/such/page" },
  parameters: { route: { path: "/no/such/page", initialEntry: "/no/such/page" }, layout: "fullscreen" },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("404")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Oops! Page Not Found" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Go Back" })).toBeEnabled();
    await expect(canvas.getByText(/Fun fact/)).toBeVisible();
  },
};

/** Arrived from a page of the shop (a broken link): Go Back returns to it. */
export const GoBackInShop: Story = {
  parameters: {
    route: {
      path: "/no/such/page",
      initialEntry: "/no/such/page",
      earlierEntries: ["/upper-wear?tab=hoodie"],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Go Back" }));
    await expect(await canvas.findByText("Navigated to /upper-wear?tab=hoodie")).toBeInTheDocument();
  },
};

/** Opened directly or from another site: Go Back goes home rather than off the shop. */
export const GoBackGoesHomeWhenArrivedDirectly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Go Back" }));
    await expect(await canvas.findByText("Navigated to /")).toBeInTheDocument();
  },
};

export const GoHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Go Home" }));
    await expect(await canvas.findByText("Navigated to /")).toBeInTheDocument();
  },
};
