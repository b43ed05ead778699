import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { shopper } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { fail, http } from "../../../mocks/handlers/http";
import { AuthFrame } from "../../../src/features/auth/AuthFrame";
import { ForgotPasswordScreen } from "../../../src/features/auth/ForgotPasswordScreen";
import { sentRequests } from "../../support/sentRequests";
import { fillField, expectVisible } from "../../support/storyHelpers";
import {
  authMocks,
  type Canvas,
  enterCode,
  expectFieldError,
  expectNavigated,
  expectToast,
  MAILED_CODE,
} from "./authStoryKit";
import { only, variants } from "../../../mocks/handlers";

/** The code requests and the password resets the screen sends. */
const codeRequests = sentRequests("post", "/auth/send-reset-otp");
const resets = sentRequests("post", "/auth/reset-password");

const meta = {
  title: "Features/Auth/ForgotPasswordScreen",
  component: ForgotPasswordScreen,
  parameters: { route: { path: "/forgot-password" }, layout: "fullscreen" },
  render: (args) => (
    <AuthFrame>
      <ForgotPasswordScreen {...args} />
    </AuthFrame>
  ),
  beforeEach({ msw }) {
    codeRequests.clear();
    resets.clear();
    msw.use(codeRequests.handler, resets.handler, ...authMocks());
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SENT = "If an account exists for this email, we have sent a code to it.";
const NEW_PASSWORD = "Fresh@2026";
const emailField = (canvas: Canvas) => canvas.getByRole("textbox", { name: "Email" });

async function sendCode(canvas: Canvas, email = shopper.email) {
  if (email) await fillField(emailField(canvas), email);
  await userEvent.click(canvas.getByRole("button", { name: "Send OTP" }));
}

async function reachNewPassword(canvas: Canvas) {
  await sendCode(canvas);
  await canvas.findByRole("textbox", { name: "Verification code" });
  await enterCode(canvas, MAILED_CODE);
  await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
  const heading = await canvas.findByRole("heading", { level: 2, name: "Choose a new password" });
  await waitFor(() => expect(heading).toHaveFocus());
}

async function submitPasswords(canvas: Canvas, password: string, confirm: string) {
  if (password) await fillField(canvas.getByLabelText("New password"), password);
  if (confirm) await fillField(canvas.getByLabelText("Confirm new password"), confirm);
  await userEvent.click(canvas.getByRole("button", { name: "Reset Password" }));
}

export const EmailStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeVisible();
    await expect(canvas.getByText("Step 1 of 2")).toBeVisible();
    await expect(emailField(canvas)).toBeRequired();
    await expect(canvas.getByRole("button", { name: "Send OTP" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Go back" })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "Verification code" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  },
};

export const EmailRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas, "");
    await expectFieldError(emailField(canvas), "Email is required.");
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas, "aarav@example");
    await expectFieldError(emailField(canvas), "Please enter a valid email address.");
    await expect(emailField(canvas)).toHaveValue("aarav@example");
  },
};

export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.auth.never, "post", "/auth/send-reset-otp"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await expect(await canvas.findByRole("button", { name: "Sending…" })).toBeDisabled();
  },
};

export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await expectVisible(canvas.findByText(SENT));
    await expect(emailField(canvas)).toHaveAttribute("readonly");
    await expect(canvas.getByRole("textbox", { name: "Verification code" })).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "Verify" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Resend OTP" })).toBeDisabled();
    await expect(canvas.getByText(/^Resend in (30|29|28|27)s$/)).toBeVisible();
    // The code was asked for the address typed.
    await expect(codeRequests.bodies).toEqual([{ email: shopper.email }]);
  },
};

export const EmptyCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    const code = await canvas.findByRole("textbox", { name: "Verification code" });
    await userEvent.type(code, "{Enter}");
    await expectFieldError(code, "Please enter the OTP sent to your email.");
    // Only the code box spaces its digits out: its label and message read in the page's own type.
    await expect(getComputedStyle(code).letterSpacing).not.toBe("normal");
    const label = canvas.getByText("Verification code", { selector: "label" });
    const message = canvas.getByText("Please enter the OTP sent to your email.");
    await expect(getComputedStyle(label).letterSpacing).toBe("normal");
    await expect(getComputedStyle(message).letterSpacing).toBe("normal");
  },
};

export const WrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(...authHandlers.otpInvalid);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendCode(canvas);
    await canvas.findByRole("textbox", { name: "Verification code" });
    const code = await enterCode(canvas, "111111");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription("Invalid OTP. Please try again."));
    await expect(canvas.getByText("Step 1 of 2")).toBeVisible();
  },
};

export const NewPasswordStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas);
    await expect(canvas.getByText("Step 2 of 2")).toBeVisible();
    await expect(canvas.getByLabelText("New password")).toHaveAttribute("type", "password");
    await expect(canvas.getByLabelText("Confirm new password")).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("button", { name: "Back to the code step" })).toBeVisible();
  },
};

export const PasswordsRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas);
    await submitPasswords(canvas, NEW_PASSWORD, "");
    await expectFieldError(canvas.getByLabelText("Confirm new password"), "All fields are required.");
  },
};

export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas);
    await submitPasswords(canvas, "Fresh 2026!", "Fresh 2026!");
    await expectFieldError(
      canvas.getByLabelText("New password"),
      "Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character.",
    );
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas);
    await submitPasswords(canvas, NEW_PASSWORD, "Fresh@2027");
    await expectFieldError(
      canvas.getByLabelText("Confirm new password"),
      "Password and Confirm Password do not match.",
    );
  },
};

export const ResetRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post("/auth/reset-password", () => fail(400, "This OTP has expired. Please request a new one.")),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas);
    await submitPasswords(canvas, NEW_PASSWORD, NEW_PASSWORD);
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("This OTP has expired. Please request a new one."),
    );
    await expect(canvas.getByLabelText("New password")).toHaveValue(NEW_PASSWORD);
  },
};

export const BackToCodeStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Back to the code step" }));
    const heading = await canvas.findByRole("heading", { level: 2, name: "Find your account" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole("textbox", { name: "Verification code" })).toHaveValue(MAILED_CODE);
    await expect(emailField(canvas)).toHaveValue(shopper.email);
  },
};

export const ResetSuccessGoesToLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachNewPassword(canvas);
    await submitPasswords(canvas, NEW_PASSWORD, NEW_PASSWORD);
    await expectToast("Password updated. Please log in.");
    await expectNavigated(canvas, "/login");
    await expect(resets.bodies).toEqual([{ email: shopper.email, otp: MAILED_CODE, password: NEW_PASSWORD }]);
  },
};
