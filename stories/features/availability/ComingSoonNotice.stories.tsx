import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { ComingSoonNotice } from "../../../src/features/availability";
import { brand } from "../../../src/lib/brand";
import { findOpenDialog } from "../../support/storyHelpers";

const meta = {
  title: "Features/Availability/ComingSoonNotice",
  component: ComingSoonNotice,
  args: { kind: "store" },
  parameters: { route: { path: "/store", initialEntry: "/store" }, layout: "fullscreen" },
} satisfies Meta<typeof ComingSoonNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoreModal: Story = {
  play: async () => {
    const dialog = within(await findOpenDialog("Store Opening Soon"));
    // The dialog fades in: its words are visible once the fade has begun.
    await waitFor(() => expect(dialog.getByText(/opens in February 2027\./)).toBeVisible());
    await expect(dialog.getByRole("link", { name: brand.careEmail })).toHaveAttribute(
      "href",
      `mailto:${brand.careEmail}`,
    );
    await expect(dialog.getByRole("link", { name: brand.phone })).toHaveAttribute("href", brand.phoneHref);
    await expect(dialog.getByText(/Email:/)).toBeVisible();
    await expect(dialog.getByText(/Mobile:/)).toBeVisible();
  },
};

/** Arrived from a page of the shop: Close goes back to it. */
export const CloseGoesBackInShop: Story = {
  parameters: { route: { path: "/store", initialEntry: "/store", earlierEntries: ["/new-arrivals"] } },
  play: async () => {
    const dialog = within(await findOpenDialog("Store Opening Soon"));
    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    await expect(await screen.findByText("Navigated to /new-arrivals")).toBeInTheDocument();
  },
};

/** Opened directly or from another site (no page of the shop before it): Close goes home. */
export const CloseGoesHomeWhenArrivedDirectly: Story = {
  play: async () => {
    const dialog = within(await findOpenDialog("Store Opening Soon"));
    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    await expect(await screen.findByText("Navigated to /")).toBeInTheDocument();
  },
};

/** Escape closes it the same way. */
export const EscapeCloses: Story = {
  play: async () => {
    await findOpenDialog("Store Opening Soon");
    await userEvent.keyboard("{Escape}");
    await expect(await screen.findByText("Navigated to /")).toBeInTheDocument();
  },
};
