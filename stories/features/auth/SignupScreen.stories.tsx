import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { pincodes, shopper } from "../../../mocks/fixtures";
import { mockSignIn } from "../../../mocks/handlers/store";
import { authHandlers } from "../../../mocks/handlers/auth";
import { fail, http } from "../../../mocks/handlers/http";
import { AuthFrame } from "../../../src/features/auth/AuthFrame";
import { SignupScreen } from "../../../src/features/auth/SignupScreen";
import { authMessages } from "../../../src/lib/accountApiMessages";
import { accountMessages } from "../../../src/lib/accountRules";
import { sentRequests } from "../../support/sentRequests";
import {
  authMocks,
  type Canvas,
  enterCode,
  expectFieldError,
  expectNavigated,
  fillSignup,
  MAILED_CODE,
  newShopper,
  type SignupInput,
} from "./authStoryKit";
import { only, variants } from "../../../mocks/handlers";

/** The code requests and the registrations the screen sends. */
const codeRequests = sentRequests("post", "/auth/send-email-verification-otp");
const registrations = sentRequests("post", "/auth/register");

const meta = {
  title: "Features/Auth/SignupScreen",
  component: SignupScreen,
  parameters: { route: { path: "/signup" }, layout: "fullscreen" },
  render: (args) => (
    <AuthFrame>
      <SignupScreen {...args} />
    </AuthFrame>
  ),
  beforeEach({ msw }) {
    codeRequests.clear();
    registrations.clear();
    msw.use(codeRequests.handler, registrations.handler, ...authMocks());
  },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sendButton = (canvas: Canvas) => canvas.getByRole("button", { name: "Send OTP" });

/** Fills the form, sends the code and waits for step 2. */
async function reachCodeStep(canvas: Canvas, overrides: Partial<SignupInput> = {}) {
  await fillSignup(canvas, overrides);
  await userEvent.click(sendButton(canvas));
  const heading = await canvas.findByRole("heading", { level: 2, name: "Verify your email" });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

/** From step 2 with the right code to step 3. */
async function reachCompleteStep(canvas: Canvas) {
  await enterCode(canvas, MAILED_CODE);
  await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
  const heading = await canvas.findByRole("heading", { level: 2, name: "Complete your registration" });
  await waitFor(() => expect(heading).toHaveFocus());
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
    await expect(canvas.getByText("Step 1 of 3")).toBeVisible();
    for (const name of ["Full name", "Username", "Email", "Street", "Pincode", "City", "State", "Country"]) {
      await expect(canvas.getByRole("textbox", { name })).toBeRequired();
    }
    // The name comes first: it is the delivery name and the name on the invoices.
    const name = canvas.getByRole("textbox", { name: "Full name" });
    await expect(name).toHaveAttribute("autocomplete", "name");
    await expect(name).toHaveAccessibleDescription("For deliveries and your invoices");
    await expect(canvas.getByRole("textbox", { name: "Phone number (optional)" })).not.toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "Landmark (optional)" })).not.toBeRequired();
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("type", "password");
    await expect(canvas.getByLabelText("Confirm password")).toHaveAttribute("type", "password");
    await expect(canvas.getByRole("textbox", { name: "Country" })).toHaveValue("India");
    await expect(canvas.getByRole("radio", { name: "Home" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Set as default address" })).toBeChecked();
    // Offers by email: a separate box, unticked until the shopper ticks it (docs/decisions/personal-data.md).
    await expect(
      canvas.getByRole("checkbox", { name: /^Send me offers and new arrivals by email/ }),
    ).not.toBeChecked();
    await expect(sendButton(canvas)).toBeEnabled();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Sign up with Google" })).toBeEnabled());
    await expect(canvas.getByRole("button", { name: "Sign up with Facebook" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(canvas.getByRole("link", { name: "Rangrez home" })).toHaveAttribute("href", "/");
  },
};

function validationStory(overrides: Partial<SignupInput>, label: string, message: string): Story {
  return {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await fillSignup(canvas, overrides);
      await userEvent.click(sendButton(canvas));
      const field = canvas.getByLabelText(label);
      await expectFieldError(field, message);
      await expect(canvas.getByText(message)).toBeVisible();
      // Nothing typed is lost, and the form stays on step 1.
      await expect(canvas.getByRole("textbox", { name: "Street" })).toHaveValue(newShopper.street);
      await expect(canvas.getByText("Step 1 of 3")).toBeVisible();
    },
  };
}

export const RequiredFields = validationStory(
  { username: "" },
  "Username",
  "All fields except phone number are required.",
);
/** A name with digits or symbols (a username typed as the name) is refused, saying what a name may hold. */
export const InvalidName = validationStory({ name: "meera_2026" }, "Full name", accountMessages.invalidName);
export const InvalidEmail = validationStory(
  { email: "meera@example" },
  "Email",
  "Please enter a valid email address.",
);
export const InvalidPhone = validationStory(
  { phone: "98765" },
  "Phone number (optional)",
  "Please enter a valid 10-digit phone number or leave it empty.",
);
export const WeakPassword = validationStory(
  { password: "meera2026", confirmPassword: "meera2026" },
  "Password",
  "Password must be 8+ chars with uppercase, lowercase, number, and special char.",
);
export const PasswordsDiffer = validationStory(
  { confirmPassword: "Meera@2027" },
  "Confirm password",
  "Passwords do not match.",
);

export const AddressRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillSignup(canvas, { pincode: "" });
    await userEvent.click(sendButton(canvas));
    await expectFieldError(
      canvas.getByRole("textbox", { name: "Pincode" }),
      "All fields except phone number are required.",
    );
  },
};

export const PincodeFillsCityAndState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Pincode" }), "56000a1");
    await expect(canvas.getByRole("textbox", { name: "Pincode" })).toHaveValue("560001");
    const info = pincodes.find((p) => p.pincode === "560001");
    if (!info) throw new Error("the sample pincodes include 560001");
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "City" })).toHaveValue(info.city));
    await expect(canvas.getByRole("textbox", { name: "State" })).toHaveValue(info.state);
  },
};

export const PincodeLookingUp: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.pincode.never, "get", "/pincode/{pin}"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pincode = canvas.getByRole("textbox", { name: "Pincode" });
    await userEvent.type(pincode, "452001");
    await waitFor(() =>
      expect(pincode).toHaveAccessibleDescription(expect.stringContaining("Looking up pincode…")),
    );
  },
};

export const PincodeNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(http.get("/pincode/{pin}", () => fail(404, "Pincode not found")));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pincode = canvas.getByRole("textbox", { name: "Pincode" });
    await userEvent.type(pincode, "999999");
    await waitFor(() =>
      expect(pincode).toHaveAccessibleDescription(expect.stringContaining("Pincode not found")),
    );
    await expect(canvas.getByRole("textbox", { name: "City" })).toHaveValue("");
  },
};

export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.auth.never, "post", "/auth/send-email-verification-otp"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillSignup(canvas);
    await userEvent.click(sendButton(canvas));
    const button = await canvas.findByRole("button", { name: "Sending…" });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveValue(newShopper.email);
  },
};

export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachCodeStep(canvas);
    await expect(canvas.getByText("Step 2 of 3")).toBeVisible();
    await expect(canvas.getByText(`OTP sent to ${newShopper.email}`)).toBeVisible();
    const verify = canvas.getByRole("button", { name: "Verify" });
    await expect(verify).toBeDisabled();
    const field = await enterCode(canvas, "12a34-5");
    await expect(field).toHaveValue("12345");
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(field).toHaveAttribute("maxlength", "6");
    await expect(verify).toBeDisabled();
    await userEvent.type(field, "67");
    await expect(field).toHaveValue("123456");
    await expect(verify).toBeEnabled();
    // The resend wait: locked, with the seconds counting down.
    await expect(canvas.getByRole("button", { name: "Resend OTP" })).toBeDisabled();
    await expect(canvas.getByText(/^Resend in (30|29|28|27)s$/)).toBeVisible();
    await expect(canvas.getByRole("status", { name: "" })).toBeInTheDocument();
  },
};

export const EmptyCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachCodeStep(canvas);
    await userEvent.type(canvas.getByRole("textbox", { name: "Verification code" }), "{Enter}");
    await expectFieldError(
      canvas.getByRole("textbox", { name: "Verification code" }),
      "Please enter the OTP",
    );
  },
};

export const ResendAfterCountdown: Story = {
  args: { resendSeconds: 2 },
  beforeEach({ msw }) {
    // Every send succeeds (the real 30 s server wait is another story).
    msw.use(
      http.post("/auth/send-email-verification-otp", ({ response }) =>
        response(200).json({ success: true, message: `OTP sent to ${newShopper.email}` }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachCodeStep(canvas);
    const resend = canvas.getByRole("button", { name: "Resend OTP" });
    await expect(resend).toBeDisabled();
    await expect(canvas.getByText(/^Resend in [12]s$/)).toBeVisible();
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 4000 });
    await expect(canvas.queryByText(/^Resend in/)).toBeNull();
    await expect(canvas.getByText("You can now request a new code.")).toBeInTheDocument();
    await userEvent.click(resend);
    // A new send starts the wait again.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Resend OTP" })).toBeDisabled());
    await expect(canvas.getByText(/^Resend in [12]s$/)).toBeVisible();
  },
};

/** The server refuses a resend (its 30 s wait) although the screen's countdown is over. */
export const ResendTooSoon: Story = {
  args: { resendSeconds: 0 },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await reachCodeStep(canvas);
    msw.use(...authHandlers.resendTooSoon);
    await userEvent.click(canvas.getByRole("button", { name: "Resend OTP" }));
    const field = canvas.getByRole("textbox", { name: "Verification code" });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringMatching(/^Please wait \d+ seconds before requesting a new code\.$/),
      ),
    );
  },
};

export const WrongCode: Story = {
  beforeEach({ msw }) {
    msw.use(...authHandlers.otpInvalid);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachCodeStep(canvas);
    const field = await enterCode(canvas, "654321");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(field).toHaveAccessibleDescription("Invalid OTP. Please try again."));
    await expect(field).toHaveValue("654321");
    await expect(canvas.getByText("Step 2 of 3")).toBeVisible();
  },
};

/** The code step where the server refuses the right code with `message` (handler variant `name`). */
function refusedCodeStory(name: "otpExpired" | "otpLocked", message: string): Story {
  return {
    beforeEach({ msw }) {
      msw.use(...authHandlers[name]);
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await reachCodeStep(canvas);
      const field = await enterCode(canvas, MAILED_CODE);
      await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    },
  };
}

export const ExpiredCode = refusedCodeStory("otpExpired", "This OTP has expired. Please request a new one.");

export const LockedCode = refusedCodeStory("otpLocked", "Too many wrong attempts. Please request a new OTP.");

export const ChangeDetailsKeepsValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachCodeStep(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Change details" }));
    const heading = await canvas.findByRole("heading", { level: 2, name: "Your details" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole("textbox", { name: "Username" })).toHaveValue(newShopper.username);
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveValue(newShopper.email);
    await expect(canvas.getByLabelText("Password")).toHaveValue(newShopper.password);
    await expect(canvas.getByRole("textbox", { name: "City" })).not.toHaveValue("");
  },
};

export const CompleteStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachCodeStep(canvas);
    await reachCompleteStep(canvas);
    await expect(canvas.getByText("Step 3 of 3")).toBeVisible();
    await expect(canvas.getByText(newShopper.name)).toBeVisible();
    await expect(canvas.getByText(newShopper.email)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Complete Registration" })).toBeEnabled();
  },
};

export const Registering: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.auth.never, "post", "/auth/register"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachCodeStep(canvas);
    await reachCompleteStep(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Complete Registration" }));
    await expect(await canvas.findByRole("button", { name: "Registering…" })).toBeDisabled();
  },
};

export const RegistrationSuccessGoesHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachCodeStep(canvas);
    await reachCompleteStep(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Complete Registration" }));
    await expectNavigated(canvas, "/");
  },
};

export const RegistrationSuccessFollowsRedirect: Story = {
  parameters: { route: { path: "/signup", initialEntry: "/signup?redirect=%2Fcart" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fcart",
    );
    await reachCodeStep(canvas);
    await reachCompleteStep(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Complete Registration" }));
    await expectNavigated(canvas, "/cart");
  },
};

export const UsernameTaken: Story = {
  beforeEach({ msw }) {
    msw.use(...authHandlers.usernameTaken);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachCodeStep(canvas);
    await reachCompleteStep(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Complete Registration" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("This username is already taken");
    // The refusal spent the verification token: the way on is "Change details" and a new code.
    await expect(canvas.getByRole("button", { name: "Complete Registration" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Change details" })).toBeEnabled();
  },
};

/** The server refuses a detail typed in step 1 (a 400 naming the field): back there, with the message on it. */
export const RegistrationRefusesADetail: Story = {
  beforeEach({ msw }) {
    msw.use(http.post("/auth/register", () => fail(400, "address.street must be at most 300 characters")));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachCodeStep(canvas);
    await reachCompleteStep(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Complete Registration" }));
    await canvas.findByRole("heading", { level: 2, name: "Your details" });
    const street = canvas.getByRole("textbox", { name: "Street" });
    await waitFor(() =>
      expect(street).toHaveAccessibleDescription("address.street must be at most 300 characters"),
    );
    await expect(street).toHaveAttribute("aria-invalid", "true");
    // Nothing typed is lost; changing the field takes the server's message away.
    await expect(street).toHaveValue(newShopper.street);
    await expect(canvas.getByRole("textbox", { name: "Username" })).toHaveValue(newShopper.username);
    await userEvent.type(street, ", Flat 2");
    await expect(street).not.toHaveAttribute("aria-invalid");
  },
};

/** Every problem is shown at once, each under its field; focus goes to the first. */
export const EveryProblemAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillSignup(canvas, { username: "", email: "meera@example", phone: "98765", pincode: "" });
    await userEvent.click(sendButton(canvas));
    await expectFieldError(
      canvas.getByRole("textbox", { name: "Username" }),
      "All fields except phone number are required.",
    );
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    await expect(
      canvas.getByRole("textbox", { name: "Phone number (optional)" }),
    ).toHaveAccessibleDescription(
      expect.stringContaining("Please enter a valid 10-digit phone number or leave it empty."),
    );
    await expect(canvas.getByRole("textbox", { name: "Pincode" })).toHaveAccessibleDescription(
      expect.stringContaining("All fields except phone number are required."),
    );
    // A message goes as soon as its field is right, while the shopper is still typing in it.
    const email = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(email, ".in");
    await expect(email).toHaveFocus();
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText("Please enter a valid email address.")).toBeNull();
  },
};

export const ProvidersNotConfigured: Story = {
  beforeEach({ msw }) {
    msw.use(...authHandlers.none);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole("button", { name: "Sign up with Google" });
    await waitFor(() => expect(google).toHaveAccessibleDescription("Google sign-in is not available"));
    await expect(google).toBeDisabled();
    const facebook = canvas.getByRole("button", { name: "Sign up with Facebook" });
    await expect(facebook).toHaveAccessibleDescription("Facebook sign-in is not available");
    await expect(facebook).toBeDisabled();
  },
};

/**
 * The whole sign-up, chained: the empty form (the `Form` story), a rejected password, the code step with
 * a wrong code first (the server refuses the first code), the right code, 'Complete Registration', home.
 * The screen asked for a code for the email typed and registered with every detail of step 1.
 */
export const SignUpFlow: Story = {
  beforeEach({ msw }) {
    msw.use(http.post("/auth/verify-otp", () => fail(400, authMessages.invalidOtp), { once: true }));
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await Form.play?.(context);
    await fillSignup(canvas, { confirmPassword: "Meera@2027", phone: "9876501234" });
    await userEvent.click(sendButton(canvas));
    const confirm = canvas.getByLabelText("Confirm password");
    await expectFieldError(confirm, "Passwords do not match.");
    await userEvent.clear(confirm);
    await userEvent.type(confirm, newShopper.password);
    await userEvent.click(canvas.getByRole("radio", { name: "Work" }));
    await userEvent.click(sendButton(canvas));
    await canvas.findByRole("heading", { level: 2, name: "Verify your email" });
    await expect(codeRequests.bodies.at(-1)).toMatchObject({ email: newShopper.email });

    const code = await enterCode(canvas, "000000");
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(code).toHaveAccessibleDescription("Invalid OTP. Please try again."));
    await reachCompleteStep(canvas);

    await userEvent.click(canvas.getByRole("button", { name: "Complete Registration" }));
    await expectNavigated(canvas, "/");
    await expect(registrations.bodies).toHaveLength(1);
    await expect(registrations.bodies[0]).toMatchObject({
      username: newShopper.username,
      name: newShopper.name,
      email: newShopper.email,
      phone: "9876501234",
      password: newShopper.password,
      address: {
        street: newShopper.street,
        pincode: newShopper.pincode,
        addressType: "work",
        country: "India",
        isDefault: true,
      },
    });
    // The offers box was left unticked: no consent is sent.
    await expect(registrations.bodies[0]).not.toHaveProperty("marketingConsent");
  },
};

/** Someone already signed in meets the page: who they are, Continue Shopping, and how to make another
 * account (sign out first); no form. */
export const SignedIn: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "You're already signed in" }),
    ).toBeVisible();
    await expect(canvas.getByText(/^You're signed in as/)).toHaveTextContent(
      `You're signed in as ${shopper.username} (${shopper.email}). To create another account, sign out first.`,
    );
    await expect(canvas.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("button", { name: "Sign Out" })).toBeEnabled();
    await expect(canvas.queryByRole("textbox", { name: "Username" })).toBeNull();
  },
};
