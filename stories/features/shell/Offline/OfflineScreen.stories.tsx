import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { OfflineScreen } from "../../../../src/features/shell/Offline/OfflineScreen";
import { expectInTheShop, inTheShop } from "../../../support/inTheShop";
import { goOffline, goOnline, rememberCartCount } from "../../../support/offline";

// The offline page (docs/decisions/offline-shop.md#offline): what the service worker shows, in the shop's
// header and footer, for a page this browser never kept while there is no network.
const meta = {
  title: "Features/Shell/Offline/OfflineScreen",
  component: OfflineScreen,
  parameters: { ...inTheShop, route: { path: "/offline", initialEntry: "/offline?from=%2Ftrending" } },
  beforeEach: () => {
    const forget = rememberCartCount(2);
    const online = goOffline();
    return () => {
      online();
      forget();
    };
  },
} satisfies Meta<typeof OfflineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shopper with two items in the bag: the header and the page keep the last count known. */
export const WithTheBag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectInTheShop(canvasElement, "You are offline");
    await expect(canvas.getByText(/has not been opened on this device before/)).toBeVisible();
    await expect(
      canvas.getByText("Your bag has 2 items. It is kept for when you are back online."),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
    // Try again opens the page asked for; Go Home the home page.
    await waitFor(() =>
      expect(canvas.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/trending"),
    );
    await expect(canvas.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  },
};

/** Nothing remembered in the bag. */
export const EmptyBag: Story = {
  beforeEach: () => rememberCartCount(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectInTheShop(canvasElement, "You are offline");
    await expect(canvas.getByText("Your bag is empty.")).toBeVisible();
  },
};

/** Back online, the page asked for opens by itself. */
export const BackOnline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/trending"),
    );
    goOnline();
    await expect(await canvas.findByText("Navigated to /trending")).toBeInTheDocument();
  },
};
