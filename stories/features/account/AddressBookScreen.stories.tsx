import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { shopperWorkAddress, users } from "../../../mocks/fixtures";
import { addressHandlers } from "../../../mocks/handlers/addresses";
import { authHandlers } from "../../../mocks/handlers/auth";
import { fail, http } from "../../../mocks/handlers/http";
import { pincodeHandlers } from "../../../mocks/handlers/pincode";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { AddressBookScreen } from "../../../src/features/account/AddressBookScreen";
import { addressBookMessages as messages } from "../../../src/features/account/addressBook";
import { authMessages } from "../../../src/lib/accountApiMessages";
import { expectToast, fillField, expectVisible } from "../../support/storyHelpers";
import { only, variants } from "../../../mocks/handlers";
import { inTheShopStory } from "../../support/inTheShop";

const shopper = users[0];
/** A shopper with an empty address book. */
const newShopper = users[2];
const home = shopper.address;
if (!home) throw new Error("the first sample shopper has a default address");

/** A second, non-default address for the first shopper (seeded per story). */
const work = shopperWorkAddress;

function seedWorkAddress() {
  mockStore.addresses.push(structuredClone(work));
}

const meta = {
  title: "Features/Account/AddressBookScreen",
  component: AddressBookScreen,
  parameters: { route: { path: "/account/addresses" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...addressHandlers.default, ...pincodeHandlers.default);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof AddressBookScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function cards() {
  const list = await screen.findByRole("list", { name: "Saved addresses" });
  return within(list).getAllByRole("article");
}

async function openDialog(name: string, role: "dialog" | "alertdialog" = "dialog") {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const field = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole("textbox", { name });

export const Loading: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(...only(variants.addresses.never, "get", "/addresses"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "My Addresses" })).toBeVisible();
    await expectVisible(canvas.findByRole("progressbar", { name: "Loading addresses" }));
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.guest }));
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Faccount%2Faddresses",
    );
    await expect(canvas.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/signup?redirect=%2Faccount%2Faddresses",
    );
    await expect(canvas.queryByRole("button", { name: "Add Address" })).toBeNull();
  },
};

/** The session ended after the page loaded: the list answers 401, the page asks to log in again. */
export const SessionEnded: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(http.get("/addresses", () => fail(401, "Please log in first")));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.guest }));
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Faccount%2Faddresses",
    );
  },
};

export const Empty: Story = {
  beforeEach() {
    mockSignIn(newShopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: messages.empty }));
    await expect(canvas.getByText(messages.emptyHint)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add Address" })).toBeEnabled();
  },
};

export const List: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
    seedWorkAddress();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = await cards();
    // Default first, with the badge; the other has none.
    await expect(first).toHaveAccessibleName(`${home.name}, ${home.street}`);
    await expect(within(first).getByText("Default")).toBeVisible();
    await expect(within(first).getByText("Home")).toBeVisible();
    await expect(first).toHaveTextContent(home.street);
    await expect(first).toHaveTextContent(`Landmark: ${home.landmark}`);
    await expect(first).toHaveTextContent(`${home.city}, ${home.state} ${home.pincode}`);
    await expect(first).toHaveTextContent(`Phone: ${home.phoneNumber}`);
    await expect(within(first).queryByRole("button", { name: "Set as default" })).toBeNull();
    await expect(second).toHaveAccessibleName(`${work.name}, ${work.street}`);
    await expect(within(second).queryByText("Default")).toBeNull();
    await expect(within(second).getByText("Work")).toBeVisible();
    await expect(second).not.toHaveTextContent("Landmark");
    await expect(within(second).getByRole("button", { name: "Set as default" })).toBeEnabled();
    await expect(canvas.getByText("2 saved addresses")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add Address" })).toBeEnabled();
  },
};

export const AddValidation: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards();
    await userEvent.click(canvas.getByRole("button", { name: "Add Address" }));
    const dialog = await openDialog("Add Address");
    const d = within(dialog);
    // Focus starts in the form.
    await waitFor(() => expect(field(dialog, "Name (optional)")).toHaveFocus());
    // Not the first address: default is a choice, off at first.
    await expect(d.getByRole("checkbox", { name: "Set as default address" })).not.toBeChecked();
    await userEvent.clear(field(dialog, "Phone number (optional)"));
    await userEvent.type(field(dialog, "Phone number (optional)"), "98765");
    await userEvent.click(d.getByRole("button", { name: "Save Address" }));
    await expectVisible(d.findByText(messages.phoneInvalid));
    for (const message of [
      messages.streetRequired,
      messages.pincodeRequired,
      messages.cityRequired,
      messages.stateRequired,
    ]) {
      await expect(d.getByText(message)).toBeVisible();
    }
    // Errors are tied to their fields, and focus goes to the first one.
    await expect(field(dialog, /^Street/)).toHaveAccessibleDescription(messages.streetRequired);
    await waitFor(() => expect(field(dialog, "Phone number (optional)")).toHaveFocus());
    // A bad pincode has its own message; fixing a field clears its message.
    await userEvent.type(field(dialog, /^Pincode/), "0123");
    await userEvent.type(field(dialog, /^Street/), "1 Park Street");
    await userEvent.click(d.getByRole("button", { name: "Save Address" }));
    await expectVisible(d.findByText(messages.pincodeInvalid));
    await expect(d.queryByText(messages.streetRequired)).toBeNull();
    // Nothing was sent; Cancel closes and focus returns to Add Address.
    await userEvent.click(d.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(await cards()).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Add Address" })).toHaveFocus());
  },
};

/** The form left open with its messages (axe checks the dialog in this state). */
export const AddFormWithErrors: Story = {
  beforeEach() {
    mockSignIn(newShopper._id);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: "Add Address" }));
    const dialog = await openDialog("Add Address");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Address" }));
    await expectVisible(within(dialog).findByText(messages.streetRequired));
    await expect(field(dialog, /^Pincode/)).toHaveAccessibleDescription(
      expect.stringContaining(messages.pincodeRequired),
    );
    await expect(field(dialog, /^City/)).toHaveAccessibleDescription(messages.cityRequired);
    await expect(field(dialog, /^State/)).toHaveAccessibleDescription(messages.stateRequired);
    await waitFor(() => expect(field(dialog, /^Street/)).toHaveFocus());
    // Tab stays inside the dialog: it wraps from the last control back to the first.
    within(dialog).getByRole("button", { name: "Save Address" }).focus();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** Saves held on their way to the mock server until the story lets them through. A story starts with
 * none: one left by an earlier story is never let through, so it cannot land in this story's addresses. */
const heldSaves: Array<() => void> = [];
/** How many saves reached the mock server. */
let addressPosts = 0;

/** Holds each POST /addresses until released; counts them. */
function holdSaves() {
  heldSaves.length = 0;
  return http.post("/addresses", async () => {
    addressPosts += 1;
    await new Promise<void>((resolve) => heldSaves.push(resolve));
  });
}

export const AddSuccess: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    // Held until the play function has seen the progress, then answered by the default handler.
    msw.use(holdSaves());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards();
    await userEvent.click(canvas.getByRole("button", { name: "Add Address" }));
    const dialog = await openDialog("Add Address");
    const d = within(dialog);
    // A new address goes to the shopper unless they say otherwise: their name and phone to start from.
    await expect(field(dialog, "Name (optional)")).toHaveValue(shopper.name);
    await expect(field(dialog, "Phone number (optional)")).toHaveValue(shopper.phone);
    await userEvent.clear(field(dialog, "Phone number (optional)"));
    await userEvent.type(field(dialog, "Phone number (optional)"), "9000012345");
    await fillField(field(dialog, /^Street/), "1 Residency Road");
    // The pincode lookup fills city and state.
    await userEvent.type(field(dialog, /^Pincode/), "560001");
    await waitFor(() => expect(field(dialog, /^City/)).toHaveValue("Bangalore"));
    await expect(field(dialog, /^State/)).toHaveValue("Karnataka");
    await userEvent.click(d.getByRole("radio", { name: "Work" }));
    await userEvent.click(d.getByRole("button", { name: "Save Address" }));
    // Progress while it saves.
    await expect(await d.findByRole("button", { name: "Saving…" })).toBeDisabled();
    // The button says so as the request starts; the mock server may get it a moment later.
    await waitFor(() => expect(heldSaves).toHaveLength(1));
    for (const release of heldSaves.splice(0)) release();
    await expectToast(messages.saved);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const list = await cards();
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    const added = (await cards())[1];
    await expect(added).toHaveTextContent("1 Residency Road");
    await expect(added).toHaveTextContent("Bangalore, Karnataka 560001");
    await expect(within(added).getByText("Work")).toBeVisible();
    await expect(within(added).queryByText("Default")).toBeNull();
    await expect(list[0]).toHaveTextContent(home.street);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Add Address" })).toHaveFocus());
  },
};

export const AddFirstAddressIsDefault: Story = {
  beforeEach() {
    mockSignIn(newShopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add Address" }));
    const dialog = await openDialog("Add Address");
    const d = within(dialog);
    const checkbox = d.getByRole("checkbox", { name: "Set as default address" });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeDisabled();
    await expect(d.getByText("Your first address is always the default.")).toBeVisible();
    await fillField(field(dialog, /^Street/), "22 Civil Lines");
    await userEvent.type(field(dialog, /^Pincode/), "452001");
    await waitFor(() => expect(field(dialog, /^City/)).toHaveValue("Indore"));
    await userEvent.click(d.getByRole("button", { name: "Save Address" }));
    await expectToast(messages.saved);
    const [only] = await cards();
    await expect(within(only).getByText("Default")).toBeVisible();
    // The empty panel's button is gone: focus lands on the page heading.
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1 })).toHaveFocus());
  },
};

/** Opens Add Address on a loaded list and fills in a complete address (the pincode lookup fills City). */
async function openFilledAddDialog(canvasElement: HTMLElement) {
  await cards();
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Add Address" }));
  const dialog = await openDialog("Add Address");
  await fillField(field(dialog, /^Street/), "1 Residency Road");
  await userEvent.type(field(dialog, /^Pincode/), "560001");
  await waitFor(() => expect(field(dialog, /^City/)).toHaveValue("Bangalore"));
  return dialog;
}

/** Save is refused with `message`: said in the dialog (focused), which stays open with the values kept. */
function saveRefusedStory(status: 400 | 409, message: string): Story {
  return {
    beforeEach({ msw }) {
      mockSignIn(shopper._id);
      msw.use(http.post("/addresses", () => fail(status, message)));
    },
    play: async ({ canvasElement }) => {
      const dialog = await openFilledAddDialog(canvasElement);
      const d = within(dialog);
      await userEvent.click(d.getByRole("button", { name: "Save Address" }));
      const alert = await d.findByRole("alert");
      await expect(alert).toHaveTextContent(message);
      await waitFor(() => expect(alert).toHaveFocus());
      await expect(field(dialog, /^Street/)).toHaveValue("1 Residency Road");
      await expect(d.getByRole("button", { name: "Save Address" })).toBeEnabled();
      await expect(await cards()).toHaveLength(1);
    },
  };
}

export const AddServerError = saveRefusedStory(400, messages.limitReached);

/** The server refuses an address the book already holds (409, server/services/accounts/addresses.ts). */
export const SameAddressAgainRefused = saveRefusedStory(409, authMessages.addressDuplicate);

/**
 * Defect fixed: saving the same address twice made two entries. A second submit while the first is on
 * its way (a double click, Enter pressed twice) sends nothing: here the form is submitted twice in one go.
 */
export const SaveTwiceSendsOnce: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    addressPosts = 0;
    // On its way long enough for the second submit to find the first one still pending.
    msw.use(holdSaves());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFilledAddDialog(canvasElement);
    const form = dialog.querySelector("form");
    if (!form) throw new Error("the dialog holds a form");
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(addressPosts).toBe(1));
    for (const release of heldSaves.splice(0)) release();
    await expectToast(messages.saved);
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    await expect(addressPosts).toBe(1);
  },
};

/** A 400 that names a field is shown on that field, and goes once the field changes. */
export const ServerRefusesAField: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    msw.use(http.post("/addresses", () => fail(400, "phoneNumber must be 10 digits")));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openFilledAddDialog(canvasElement);
    const phone = field(dialog, "Phone number (optional)");
    await userEvent.type(phone, "9000012345");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Address" }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription("phoneNumber must be 10 digits"));
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(within(dialog).queryByRole("alert")).toBeNull();
    await userEvent.type(phone, "{Backspace}6");
    await expect(phone).not.toHaveAttribute("aria-invalid");
  },
};

/**
 * Defect fixed: an address saved without a name was titled "Work address". It is called by its street
 * (what the shopper knows it by), the type beside it, and the street is not repeated below.
 */
export const UnnamedAddress: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
    mockStore.addresses.push(structuredClone({ ...work, name: undefined }));
  },
  play: async () => {
    const second = (await cards())[1];
    await expect(within(second).getByRole("heading", { level: 2 })).toHaveTextContent(work.street);
    await expect(second).not.toHaveTextContent("Work address");
    await expect(within(second).getByText("Work")).toBeVisible();
    await expect(second).toHaveAccessibleName(`Work address, ${work.street}`);
    await expect(second.querySelector("address")).not.toHaveTextContent(work.street);
    await expect(second).toHaveTextContent(`${work.city}, ${work.state} ${work.pincode}`);
  },
};

export const EditUpdatesInPlace: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
    seedWorkAddress();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = (await cards())[1];
    await userEvent.click(within(second).getByRole("button", { name: "Edit" }));
    const dialog = await openDialog("Edit Address");
    const d = within(dialog);
    // The form holds the saved values.
    await expect(field(dialog, "Name (optional)")).toHaveValue(work.name);
    await expect(field(dialog, /^Street/)).toHaveValue(work.street);
    await expect(field(dialog, /^Pincode/)).toHaveValue(work.pincode);
    await expect(d.getByRole("radio", { name: "Work" })).toBeChecked();
    const street = field(dialog, /^Street/);
    await userEvent.clear(street);
    await fillField(street, "5th Floor, Tower C, Bagmane Tech Park");
    await userEvent.click(d.getByRole("button", { name: "Update Address" }));
    await expectToast(messages.updated);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const after = await cards();
    await expect(after).toHaveLength(2);
    await expect(after[1]).toHaveAccessibleName(`${work.name}, 5th Floor, Tower C, Bagmane Tech Park`);
    await expect(after[0]).toHaveTextContent(home.street);
    await expect(canvas.queryByText(work.street)).toBeNull();
    // Focus returns to the card's Edit button.
    await waitFor(() => expect(within(after[1]).getByRole("button", { name: "Edit" })).toHaveFocus());
  },
};

export const EditDefaultKeepsDefault: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
    seedWorkAddress();
  },
  play: async () => {
    const first = (await cards())[0];
    await userEvent.click(within(first).getByRole("button", { name: "Edit" }));
    const dialog = await openDialog("Edit Address");
    const checkbox = within(dialog).getByRole("checkbox", { name: "Set as default address" });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const DeleteWithConfirm: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
    seedWorkAddress();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let second = (await cards())[1];
    // Cancel keeps it.
    await userEvent.click(within(second).getByRole("button", { name: "Delete" }));
    let dialog = await openDialog("Delete this address?", "alertdialog");
    await expect(dialog).toHaveTextContent(work.street);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(await cards()).toHaveLength(2);
    // Delete removes it.
    second = (await cards())[1];
    await userEvent.click(within(second).getByRole("button", { name: "Delete" }));
    dialog = await openDialog("Delete this address?", "alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expectToast(messages.deleted);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    await expect(canvas.queryByText(work.street)).toBeNull();
    await expect(canvas.getByText("1 saved address")).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1 })).toHaveFocus());
  },
};

export const DeleteServerError: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    seedWorkAddress();
    msw.use(http.delete("/addresses/{id}", () => fail(404, "Address not found")));
  },
  play: async () => {
    const second = (await cards())[1];
    await userEvent.click(within(second).getByRole("button", { name: "Delete" }));
    const dialog = await openDialog("Delete this address?", "alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Address not found");
    await expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
    await expect(await cards()).toHaveLength(2);
  },
};

export const SetDefaultMovesBadge: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
    seedWorkAddress();
  },
  play: async () => {
    const second = (await cards())[1];
    await userEvent.click(within(second).getByRole("button", { name: "Set as default" }));
    await expectToast(messages.defaultSet);
    await waitFor(async () =>
      expect((await cards())[0]).toHaveAccessibleName(`${work.name}, ${work.street}`),
    );
    const [first, other] = await cards();
    await expect(within(first).getByText("Default")).toBeVisible();
    await expect(within(other).queryByText("Default")).toBeNull();
    await expect(other).toHaveTextContent(home.street);
    await expect(within(other).getByRole("button", { name: "Set as default" })).toBeEnabled();
    // The pressed button is gone; focus follows the card to the top.
    await waitFor(() => expect(first).toHaveFocus());
  },
};

export const SetDefaultServerError: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    seedWorkAddress();
    msw.use(http.post("/addresses/{id}/default", () => fail(500, "Address book is resting")));
  },
  play: async () => {
    const second = (await cards())[1];
    await userEvent.click(within(second).getByRole("button", { name: "Set as default" }));
    await expectToast("Address book is resting");
    const [first] = await cards();
    await expect(within(first).getByText("Default")).toBeVisible();
    await expect(first).toHaveTextContent(home.street);
  },
};

export const LoadErrorTryAgain: Story = {
  beforeEach({ msw }) {
    mockSignIn(shopper._id);
    // The first load and its one automatic retry fail; Try Again then succeeds.
    let failures = 0;
    msw.use(
      http.get("/addresses", () => {
        if (failures >= 2) return undefined;
        failures += 1;
        return fail(500, "Internal server error");
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert", {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(messages.loadFailed);
    await expect(alert).toHaveTextContent("Internal server error");
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    const list = await cards();
    await expect(list).toHaveLength(1);
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** The address book in the shop's header and footer. */
export const InTheShop: Story = {
  ...inTheShopStory(
    messages.title,
    async () => {
      await expect(await cards()).toHaveLength(1);
    },
    { as: "shopper", tags: ["addresses"] },
  ),
};
