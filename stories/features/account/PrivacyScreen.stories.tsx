import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { users } from "../../../mocks/fixtures";
import { only, variants } from "../../../mocks/handlers";
import { authHandlers } from "../../../mocks/handlers/auth";
import { privacyHandlers } from "../../../mocks/handlers/privacy";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import {
  ERASED,
  KEPT,
  privacyScreenMessages as messages,
} from "../../../src/features/account/accountDeletion";
import { PrivacyScreen } from "../../../src/features/account/PrivacyScreen";
import { privacyMessages } from "../../../src/lib/privacy/messages";
import { expectToast, expectVisible } from "../../support/storyHelpers";

const shopper = users[0];

const meta = {
  title: "Features/Account/PrivacyScreen",
  component: PrivacyScreen,
  parameters: { route: { path: "/account/privacy" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...privacyHandlers.default);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delete confirmation (an alert dialog), once it has finished opening. */
async function findOpenDialog(name: string) {
  const dialog = await screen.findByRole("alertdialog", { name });
  await waitFor(
    () => {
      expect(dialog).toBeVisible();
      expect(dialog.closest("[data-entering]")).toBeNull();
    },
    { timeout: 3000 },
  );
  return dialog;
}

const offersBox = () => screen.findByRole("checkbox", { name: messages.consentLabel });

/** Offers by email are off until the shopper ticks the box; ticking it gives the consent. */
export const ConsentOff: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
    const box = await offersBox();
    await expect(box).not.toBeChecked();
    await expect(canvas.getByText(messages.consentHint)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Download my data" })).toBeEnabled();
    // Correcting the name, phone and email is self-service: a link to Your details, not to the contact form.
    await expect(canvas.getByRole("link", { name: "Your details" })).toHaveAttribute(
      "href",
      "/account/details",
    );
    await expect(canvas.queryByRole("link", { name: "contact form" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "My Addresses" })).toHaveAttribute(
      "href",
      "/account/addresses",
    );
    await expect(canvas.getByRole("link", { name: "our privacy notice" })).toHaveAttribute(
      "href",
      "/privacypolicy",
    );
    await expect(canvas.getByRole("button", { name: "Delete my account" })).toBeEnabled();
    await userEvent.click(box);
    await expectToast(privacyMessages.consentOn);
    await waitFor(async () => expect(await offersBox()).toBeChecked());
    await expect(mockStore.marketing.marketingEmails).toBe(true);
  },
};

/** The shopper agreed earlier; withdrawing is the same one press. */
export const ConsentOn: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...privacyHandlers.consentOn);
  },
  play: async () => {
    const box = await offersBox();
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expectToast(privacyMessages.consentOff);
    await expect(mockStore.marketing.marketingEmails).toBe(false);
  },
};

/** Download my data while the file is being prepared: the button says so and cannot be pressed twice. */
export const Downloading: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...only(variants.privacy.never, "get", "/account/privacy/export"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Download my data" }));
    const busy = await canvas.findByRole("button", { name: "Preparing your file…" });
    await expect(busy).toBeDisabled();
    await expectVisible(canvas.findByRole("progressbar", { name: "Preparing your file" }));
  },
};

/** Delete my account asks first, saying what is erased and what is kept; Keep my account has the focus. */
export const DeleteConfirmation: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete my account" }));
    const dialog = await findOpenDialog("Delete your account?");
    const erased = within(within(dialog).getByRole("list", { name: "What is erased" })).getAllByRole(
      "listitem",
    );
    await expect(erased.map((item) => item.textContent)).toEqual([...ERASED]);
    const kept = within(within(dialog).getByRole("list", { name: "What is kept" })).getAllByRole("listitem");
    await expect(kept.map((item) => item.textContent)).toEqual([...KEPT]);
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Keep my account" })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole("button", { name: "Delete my account" })).toBeEnabled();
  },
};

/** Keep my account closes the question and nothing is erased. */
export const DeleteCancelled: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete my account" }));
    const dialog = await findOpenDialog("Delete your account?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep my account" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(mockStore.user?._id).toBe(shopper._id);
  },
};

/** Confirmed: the account is deleted, the session is a guest's, and the shopper lands on /account/deleted. */
export const Deleted: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete my account" }));
    const dialog = await findOpenDialog("Delete your account?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await expectVisible(screen.findByText("Navigated to /account/deleted"));
    await expect(mockStore.user).toBeNull();
  },
};

/** An order is still on its way: the server's reason is shown in the dialog, and nothing is erased. */
export const DeleteWaitsForOrders: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...privacyHandlers.openOrders);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Delete my account" }));
    const dialog = await findOpenDialog("Delete your account?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await expectVisible(within(dialog).findByText(privacyMessages.openOrders));
    await expect(within(dialog).getByRole("button", { name: "Delete my account" })).toBeEnabled();
    await expect(mockStore.user?._id).toBe(shopper._id);
  },
};

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.guest }));
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Faccount%2Fprivacy",
    );
    await expect(canvas.queryByRole("checkbox")).toBeNull();
  },
};
