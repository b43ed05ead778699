import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { OfflineBar } from "../../../../src/features/shell/Offline/OfflineBar";
import { OFFLINE_BAR_TEXT } from "../../../../src/features/shell/Offline/offlineWords";
import { goOffline, goOnline } from "../../../support/offline";

// The bar a page shows while the browser is offline (docs/decisions/offline-shop.md#offline): the page on
// screen is the copy this browser kept.
const meta = {
  title: "Features/Shell/Offline/OfflineBar",
  component: OfflineBar,
  parameters: { route: { path: "/display/:productId/:variantId", initialEntry: "/display/p1/v1" } },
  render: () => (
    <>
      <main style={{ padding: 16 }}>
        <h1>A product seen before</h1>
      </main>
      <OfflineBar />
    </>
  ),
} satisfies Meta<typeof OfflineBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline: the ink bar at the foot of the screen says what the shopper is looking at. */
export const Offline: Story = {
  beforeEach: () => goOffline(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("status");
    await expect(bar).toHaveTextContent(OFFLINE_BAR_TEXT);
    await expect(bar).toBeVisible();
  },
};

/** Online: nothing shows; the status region waits, empty and taking no room, to announce the next change. */
export const Online: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("status");
    await expect(bar).toBeEmptyDOMElement();
    await expect(bar.getBoundingClientRect().height).toBe(0);
  },
};

/** Back online: the bar goes by itself. */
export const BackOnline: Story = {
  beforeEach: () => goOffline(),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("status");
    await expect(bar).toHaveTextContent(OFFLINE_BAR_TEXT);
    goOnline();
    await waitFor(() => expect(bar).toBeEmptyDOMElement());
  },
};

/** On the offline page, which says so itself, no bar. */
export const NotOnTheOfflinePage: Story = {
  parameters: { route: { path: "/offline", initialEntry: "/offline?from=%2Ftrending" } },
  beforeEach: () => goOffline(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toBeEmptyDOMElement();
  },
};
