import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { users } from "../../../mocks/fixtures";
import { only, variants } from "../../../mocks/handlers";
import { authHandlers } from "../../../mocks/handlers/auth";
import { privacyHandlers } from "../../../mocks/handlers/privacy";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { yourDetailsText, YourDetailsScreen } from "../../../src/features/auth/YourDetailsScreen";
import { authMessages } from "../../../src/lib/accountApiMessages";
import { accountDetailsMessages } from "../../../src/lib/accountDetails";
import { accountMessages } from "../../../src/lib/accountRules";
import { expectToast, expectVisible, fillField } from "../../support/storyHelpers";

const shopper = users[0];
const NEW_EMAIL = "meera.iyer@example.in";

const meta = {
  title: "Features/Auth/YourDetailsScreen",
  component: YourDetailsScreen,
  // No resend countdown: the screenshots stay the same whenever they are taken.
  args: { resendSeconds: 0 },
  parameters: { route: { path: "/account/details" }, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...authHandlers.default, ...privacyHandlers.default);
    mockSignIn(shopper._id);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof YourDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const nameField = (canvas: Canvas) => canvas.findByRole("textbox", { name: /Full name/ });
const phoneField = (canvas: Canvas) => canvas.findByRole("textbox", { name: /Phone number/ });

/** Changes the name and phone to `name` and `phone`, and presses Save changes. */
async function saveDetails(canvas: Canvas, name: string, phone: string) {
  const nameBox = await nameField(canvas);
  await userEvent.clear(nameBox);
  if (name) await fillField(nameBox, name);
  const phoneBox = await phoneField(canvas);
  await userEvent.clear(phoneBox);
  if (phone) await fillField(phoneBox, phone);
  await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
}

/** Opens the email change, types `email` and presses Send code. */
async function askForCode(canvas: Canvas, email: string) {
  await userEvent.click(await canvas.findByRole("button", { name: "Change email address" }));
  const field = await canvas.findByRole("textbox", { name: /New email address/ });
  await waitFor(() => expect(canvas.getByRole("heading", { name: "New email address" })).toHaveFocus());
  if (email) await fillField(field, email);
  await userEvent.click(canvas.getByRole("button", { name: "Send code" }));
}

/** The code step, reached with NEW_EMAIL, with `code` typed and Verify pressed. */
async function enterCode(canvas: Canvas, code: string) {
  await askForCode(canvas, NEW_EMAIL);
  const codeBox = await canvas.findByRole("textbox", { name: /Verification code/ });
  await userEvent.type(codeBox, code);
  await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
  return codeBox;
}

/** The form as the shopper finds it: their name and phone, their email, and where the rest is kept. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: yourDetailsText.title })).toBeVisible();
    await expect(await nameField(canvas)).toHaveValue(shopper.name);
    await expect(await phoneField(canvas)).toHaveValue(shopper.phone);
    await expect(canvas.getByText(shopper.email)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "My Addresses" })).toHaveAttribute(
      "href",
      "/account/addresses",
    );
    await expect(canvas.getByRole("link", { name: "My Data & Privacy" })).toHaveAttribute(
      "href",
      "/account/privacy",
    );
    await expect(canvas.getByRole("button", { name: "Change email address" })).toBeEnabled();
  },
};

/** A name and a phone sign-up would refuse: each field says why, focus goes to the first, nothing is sent. */
export const BadInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saveDetails(canvas, "meera_99", "98765");
    const nameBox = await nameField(canvas);
    await expectVisible(canvas.findByText(accountMessages.invalidName));
    await expect(canvas.getByText(accountMessages.invalidPhone)).toBeVisible();
    await expect(nameBox).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(nameBox).toHaveFocus());
    await expect(mockStore.user?.name).toBe(shopper.name);
  },
};

/** An empty name is asked for by its own message. */
export const NameMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saveDetails(canvas, "", shopper.phone);
    await expectVisible(canvas.findByText(accountDetailsMessages.nameRequired));
    await waitFor(async () => expect(await nameField(canvas)).toHaveFocus());
  },
};

/** While the change is sent: the button says so and cannot be pressed twice; the fields wait. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.privacy.never, "put", "/account/details"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saveDetails(canvas, "Meera Krishnan Iyer", "");
    await expect(await canvas.findByRole("button", { name: "Saving…" })).toBeDisabled();
    await expectVisible(canvas.findByRole("progressbar", { name: "Saving your details" }));
    await expect(await nameField(canvas)).toBeDisabled();
  },
};

/** Saved: the fields show what the shop keeps (extra spaces gone), the page and a toast say so. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saveDetails(canvas, "Meera   Krishnan Iyer", "");
    await expectVisible(canvas.findByText(accountDetailsMessages.saved, { selector: "[role=status]" }));
    await expectToast(accountDetailsMessages.saved);
    await expect(await nameField(canvas)).toHaveValue("Meera Krishnan Iyer");
    await expect(await phoneField(canvas)).toHaveValue("");
    await expect(mockStore.user).toMatchObject({ name: "Meera Krishnan Iyer", phone: "" });
  },
};

/** Another account has the phone number: said under the phone field; what was typed stays. */
export const PhoneTaken: Story = {
  beforeEach({ msw }) {
    msw.use(...privacyHandlers.phoneTaken);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saveDetails(canvas, "Meera Krishnan Iyer", "9123456780");
    await expectVisible(canvas.findByText(authMessages.phoneTaken));
    await waitFor(async () => expect(await phoneField(canvas)).toHaveFocus());
    await expect(await phoneField(canvas)).toHaveValue("9123456780");
    await expect(await nameField(canvas)).toHaveValue("Meera Krishnan Iyer");
  },
};

/** Too many changes this hour: the form's line says how long to wait; nothing typed is lost. */
export const SavingThrottled: Story = {
  beforeEach({ msw }) {
    msw.use(...privacyHandlers.detailsThrottled);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await saveDetails(canvas, "Meera Krishnan Iyer", "");
    await expectVisible(canvas.findByText(accountDetailsMessages.tooManyChanges(2400)));
    await expect(await nameField(canvas)).toHaveValue("Meera Krishnan Iyer");
  },
};

/** Change email address: the new address is asked for (an empty one by its message). */
export const NewEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForCode(canvas, "");
    await expectVisible(canvas.findByText(accountDetailsMessages.emailRequired));
    await expect(canvas.getByText(yourDetailsText.newEmailLead)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Cancel" })).toBeEnabled();
  },
};

/** The address typed is already the account's: said under the field, no code is sent. */
export const SameEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForCode(canvas, shopper.email);
    await expectVisible(canvas.findByText(accountDetailsMessages.sameEmail));
    await expect(canvas.getByRole("textbox", { name: /New email address/ })).toHaveValue(shopper.email);
  },
};

/** A code went to the address moments ago: the wait is said under the field. */
export const CodeThrottled: Story = {
  beforeEach({ msw }) {
    msw.use(...privacyHandlers.emailCodeThrottled);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForCode(canvas, NEW_EMAIL);
    await expectVisible(canvas.findByText(authMessages.resendWait(27)));
    await expect(canvas.getByRole("textbox", { name: /New email address/ })).toHaveValue(NEW_EMAIL);
  },
};

/** The code step: where the code went, what a taken address gets instead, and the way back. */
export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForCode(canvas, NEW_EMAIL);
    await expectVisible(canvas.findByText(accountDetailsMessages.codeSent(NEW_EMAIL)));
    await waitFor(() => expect(canvas.getByRole("heading", { name: "Enter the code" })).toHaveFocus());
    await expect(canvas.getByText(yourDetailsText.takenHint)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Verify" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Use a different address" })).toBeEnabled();
    await expect(mockStore.user?.email).toBe(shopper.email);
  },
};

/** The right code: the email is changed, the page says the old address was told. */
export const EmailChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterCode(canvas, "482913");
    await expectVisible(
      canvas.findByText(accountDetailsMessages.emailChanged, { selector: "[role=status]" }),
    );
    await expectToast(accountDetailsMessages.emailChanged);
    await expect(canvas.getByText(NEW_EMAIL)).toBeVisible();
    await expect(mockStore.user?.email).toBe(NEW_EMAIL);
  },
};

/** A wrong code: said under the code field, which keeps it; the email stays as it was. */
export const WrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(...privacyHandlers.wrongEmailCode);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const codeBox = await enterCode(canvas, "482914");
    await expectVisible(canvas.findByText(authMessages.invalidOtp));
    await expect(codeBox).toHaveValue("482914");
    await expect(mockStore.user?.email).toBe(shopper.email);
  },
};

/** The code's ten minutes are over: said under the field; Resend OTP is there to ask for a new one. */
export const CodeExpired: Story = {
  beforeEach({ msw }) {
    msw.use(...privacyHandlers.emailCodeExpired);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterCode(canvas, "482913");
    await expectVisible(canvas.findByText(authMessages.otpExpired));
    await expect(canvas.getByRole("button", { name: "Resend OTP" })).toBeEnabled();
  },
};

/** The address became another account's while the code was out: refused, said under the code field. */
export const EmailTaken: Story = {
  beforeEach({ msw }) {
    msw.use(...privacyHandlers.emailTaken);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterCode(canvas, "482913");
    await expectVisible(canvas.findByText(authMessages.emailTaken));
    await expect(mockStore.user?.email).toBe(shopper.email);
  },
};

/** The session is still being checked: a spinner, no form yet. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.auth.never, "get", "/auth/verify"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: yourDetailsText.title })).toBeVisible();
    await expectVisible(canvas.findByRole("progressbar", { name: "Loading your details" }));
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** A guest is asked to log in, and comes back here after. */
export const Guest: Story = {
  beforeEach() {
    mockStore.user = null;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: yourDetailsText.guest }));
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Faccount%2Fdetails",
    );
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};
