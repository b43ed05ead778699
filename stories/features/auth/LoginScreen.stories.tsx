import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { carts, catalogue, shopper, wishlists } from "../../../mocks/fixtures";
import { mockGuestBag, mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { authHandlers, BAG_NOT_CARRIED_NOTES } from "../../../mocks/handlers/auth";
import { http } from "../../../mocks/handlers/http";
import { AuthFrame } from "../../../src/features/auth/AuthFrame";
import { CHECKOUT_LOGIN_MESSAGE } from "../../../src/features/auth/checkoutHandoff";
import { LoginScreen } from "../../../src/features/auth/LoginScreen";
import { OAUTH_STATE_KEY } from "../../../src/features/auth/oauth";
import { fillField } from "../../support/storyHelpers";
import { authMocks, type Canvas, expectFieldError, expectNavigated, expectToast } from "./authStoryKit";
import { only, variants } from "../../../mocks/handlers";

const meta = {
  title: "Features/Auth/LoginScreen",
  component: LoginScreen,
  parameters: { route: { path: "/login" }, layout: "fullscreen" },
  render: (args) => (
    <AuthFrame>
      <LoginScreen {...args} />
    </AuthFrame>
  ),
  beforeEach({ msw }) {
    sessionStorage.removeItem(OAUTH_STATE_KEY);
    msw.use(...authMocks());
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PASSWORD = "Aarav@2026";
const fields = (canvas: Canvas) => ({
  identifier: canvas.getByRole("textbox", { name: "Email, username or phone" }),
  password: canvas.getByLabelText("Password"),
  submit: canvas.getByRole("button", { name: "Log In" }),
});

async function logIn(canvas: Canvas, identifier: string, password: string) {
  const f = fields(canvas);
  if (identifier) await fillField(f.identifier, identifier);
  if (password) await fillField(f.password, password);
  await userEvent.click(f.submit);
  return f;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Log In" })).toBeVisible();
    const f = fields(canvas);
    await expect(f.identifier).toHaveValue("");
    await expect(f.identifier).toBeRequired();
    await expect(f.password).toHaveAttribute("type", "password");
    await expect(f.submit).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await expect(canvas.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await waitFor(() => expect(canvas.getByRole("button", { name: "Continue with Google" })).toBeEnabled());
    await expect(canvas.getByRole("button", { name: "Continue with Facebook" })).toBeEnabled();
  },
};

export const FieldsRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await logIn(canvas, "", "");
    await expectFieldError(f.identifier, "All fields are required.");
  },
};

export const PasswordRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await logIn(canvas, shopper.username, "");
    await expectFieldError(f.password, "All fields are required.");
    await expect(f.identifier).toHaveValue(shopper.username);
  },
};

export const BlankIdentifier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await logIn(canvas, "   ", PASSWORD);
    await expectFieldError(f.identifier, "Please enter a valid email, username, or phone number.");
  },
};

export const LoggingIn: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.auth.never, "post", "/auth/login"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, shopper.username, PASSWORD);
    await expect(await canvas.findByRole("button", { name: "Logging in…" })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(...authHandlers.loginFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = await logIn(canvas, shopper.email, "Wrong@2026");
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("Invalid email or password. Please try again."),
    );
    await expect(f.identifier).toHaveValue(shopper.email);
    await expect(f.password).toHaveValue("Wrong@2026");
    await expect(canvas.getByRole("button", { name: "Log In" })).toBeEnabled();
  },
};

export const TooManyAttempts: Story = {
  beforeEach({ msw }) {
    msw.use(...authHandlers.loginThrottled);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, shopper.username, PASSWORD);
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent(
        "Too many login attempts. Please try again in 15 minutes.",
      ),
    );
  },
};

export const SuccessGoesHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, shopper.phone, PASSWORD);
    await expectNavigated(canvas, "/");
  },
};

export const SuccessFollowsRedirect: Story = {
  parameters: { route: { path: "/login", initialEntry: "/login?redirect=%2Fcart%3Fstep%3D2" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/signup?redirect=%2Fcart%3Fstep%3D2",
    );
    await logIn(canvas, shopper.username.toUpperCase(), PASSWORD);
    await expectNavigated(canvas, "/cart?step=2");
  },
};

/** Sent here by the checkout (a guest's Place Order or Buy Now): the page says why, and the bag comes along;
 * signing in goes back to the checkout. */
export const FromCheckout: Story = {
  parameters: { route: { path: "/login", initialEntry: "/login?redirect=%2Fcheckout%3FgiftWrap%3D1" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CHECKOUT_LOGIN_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/signup?redirect=%2Fcheckout%3FgiftWrap%3D1",
    );
  },
};

/** A guest's bag, merged at sign-in, could not all be carried over: one toast says which lines changed. */
export const BagPartlyCarriedOver: Story = {
  parameters: { route: { path: "/login", initialEntry: "/login?redirect=%2Fcheckout" } },
  beforeEach({ msw }) {
    mockGuestBag(carts[0].products);
    msw.use(...authHandlers.bagPartlyCarried);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, shopper.email, PASSWORD);
    await expectNavigated(canvas, "/checkout");
    await expectToast("Some items in your bag changed");
    await expectToast(BAG_NOT_CARRIED_NOTES.join(" "));
  },
};

export const OffSiteRedirectIgnored: Story = {
  parameters: { route: { path: "/login", initialEntry: "/login?redirect=%2F%2Fevil.example%2Fsteal" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await logIn(canvas, shopper.username, PASSWORD);
    await expectNavigated(canvas, "/");
  },
};

export const ProvidersNotConfigured: Story = {
  beforeEach({ msw }) {
    msw.use(...authHandlers.none);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Google", "Facebook"]) {
      const button = canvas.getByRole("button", { name: `Continue with ${name}` });
      await waitFor(() => expect(button).toHaveAccessibleDescription(`${name} sign-in is not available`));
      await expect(button).toBeDisabled();
    }
    await expect(canvas.getByText("Google sign-in is not available")).toBeVisible();
  },
};

export const SocialLoginStarts: Story = {
  args: { socialRedirect: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole("button", { name: "Continue with Google" });
    await waitFor(() => expect(google).toBeEnabled());
    await userEvent.click(google);
    await expect(args.socialRedirect).toHaveBeenCalledTimes(1);
    const url = new URL(String((args.socialRedirect as ReturnType<typeof fn>).mock.calls[0][0]));
    const saved = JSON.parse(sessionStorage.getItem(OAUTH_STATE_KEY) ?? "{}");
    await expect(saved.provider).toBe("google");
    await expect(url.pathname).toBe("/__fake-oauth/google/authorize");
    await expect(url.searchParams.get("client_id")).toBe("rangrez-test-google");
    await expect(url.searchParams.get("redirect_uri")).toBe(`${window.location.origin}/login`);
    await expect(url.searchParams.get("response_type")).toBe("token");
    await expect(url.searchParams.get("scope")).toBe("openid email profile");
    await expect(url.searchParams.get("state")).toBe(saved.state);
    await expect(saved.state).toMatch(/^[0-9a-f]{32}$/);
  },
};

export const GoogleReturnSignsIn: Story = {
  parameters: { route: { path: "/login", initialEntry: "/login#access_token=tok_google_1&state=s123" } },
  beforeEach() {
    sessionStorage.setItem(OAUTH_STATE_KEY, JSON.stringify({ state: "s123", provider: "google" }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNavigated(canvas, "/");
    await expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  },
};

export const SocialReturnWrongState: Story = {
  parameters: { route: { path: "/login", initialEntry: "/login#access_token=tok_google_1&state=forged" } },
  beforeEach() {
    sessionStorage.setItem(OAUTH_STATE_KEY, JSON.stringify({ state: "s123", provider: "google" }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("Google login failed. Please try again."),
    );
    await expect(canvas.getByRole("heading", { level: 1, name: "Log In" })).toBeVisible();
  },
};

export const FacebookReturnRefused: Story = {
  parameters: { route: { path: "/login", initialEntry: "/login#access_token=invalid&state=s456" } },
  beforeEach({ msw }) {
    sessionStorage.setItem(OAUTH_STATE_KEY, JSON.stringify({ state: "s456", provider: "facebook" }));
    msw.use(...authHandlers.socialLoginFailed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent(
        "Failed to sign in with Facebook. Please try again.",
      ),
    );
  },
};

export const FacebookReturnSignsIn: Story = {
  parameters: { route: { path: "/login", initialEntry: "/login#access_token=tok_fb_1&state=s789" } },
  beforeEach() {
    sessionStorage.setItem(OAUTH_STATE_KEY, JSON.stringify({ state: "s789", provider: "facebook" }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNavigated(canvas, "/");
  },
};

/** A product a guest hearted, carried to the login page by its heart. */
const hearted = catalogue[3];
const heartedLogin = `/login?redirect=%2Ftrending%3Fpage%3D2&wishlist=${hearted._id}`;

/** The guest's heart brought them here: the page says why, and saves the product once they log in. */
export const WishlistHandOff: Story = {
  parameters: { route: { path: "/login", initialEntry: heartedLogin } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Log in to save this to your wishlist")).toBeVisible();
    await logIn(canvas, shopper.email, PASSWORD);
    await expectNavigated(canvas, "/trending?page=2");
    // Saved before going back, so the page shows its heart filled.
    await expect(mockStore.wishlistIds).toContain(hearted._id);
  },
};

/** The save fails: the shopper still goes back (the heart shows it unsaved; no message:
 * docs/product.md#when-a-call-fails). */
export const WishlistHandOffSaveFails: Story = {
  parameters: { route: { path: "/login", initialEntry: heartedLogin } },
  beforeEach({ msw }) {
    msw.use(http.post("/auth/wishlist/{userId}", () => new Response(null, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await logIn(canvas, shopper.email, PASSWORD);
    await expectNavigated(canvas, "/trending?page=2");
    await expect(mockStore.wishlistIds).not.toContain(hearted._id);
  },
};

/** Something that is not a product id is ignored: no message, nothing saved. */
export const WishlistParamNotAProduct: Story = {
  parameters: { route: { path: "/login", initialEntry: "/login?wishlist=%3Cscript%3E" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("Log in to save this to your wishlist")).toBeNull();
    await logIn(canvas, shopper.email, PASSWORD);
    await expectNavigated(canvas, "/");
    // The shopper's wishlist as it was.
    await expect(mockStore.wishlistIds).toEqual(wishlists[0].productIds);
  },
};

/** Social sign-in leaves the site: where to go back and what to save wait with the state. */
export const WishlistHandOffSocialStarts: Story = {
  parameters: { route: { path: "/login", initialEntry: heartedLogin } },
  args: { socialRedirect: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole("button", { name: "Continue with Google" });
    await waitFor(() => expect(google).toBeEnabled());
    await userEvent.click(google);
    await expect(args.socialRedirect).toHaveBeenCalledTimes(1);
    const saved = JSON.parse(sessionStorage.getItem(OAUTH_STATE_KEY) ?? "{}");
    await expect(saved).toMatchObject({ redirect: "/trending?page=2", wishlist: hearted._id });
  },
};

/** Back from the provider: signed in, the product saved, and back to the page the heart was on. */
export const WishlistHandOffSocialReturns: Story = {
  parameters: { route: { path: "/login", initialEntry: "/login#access_token=tok_google_1&state=s321" } },
  beforeEach() {
    sessionStorage.setItem(
      OAUTH_STATE_KEY,
      JSON.stringify({
        state: "s321",
        provider: "google",
        redirect: "/trending?page=2",
        wishlist: hearted._id,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNavigated(canvas, "/trending?page=2");
    await expect(mockStore.wishlistIds).toContain(hearted._id);
  },
};

/**
 * Someone already signed in meets the page (its route sends them on, but the page shows when the server's
 * session check failed, or after signing in from another tab): who they are, the way on to where signing
 * in would have led, and no form.
 */
export const SignedIn: Story = {
  parameters: { route: { path: "/login", initialEntry: "/login?redirect=%2Fcart" } },
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "You're already signed in" }),
    ).toBeVisible();
    await expect(canvas.getByText(/^You're signed in as/)).toHaveTextContent(
      `You're signed in as ${shopper.username} (${shopper.email}).`,
    );
    await expect(canvas.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/cart");
    await expect(canvas.getByRole("button", { name: "Sign Out" })).toBeEnabled();
    await expect(canvas.queryByRole("textbox", { name: "Email, username or phone" })).toBeNull();
  },
};

/** Sign Out on it: the session ends and the login form takes its place, for someone else. */
export const SignedInSignsOut: Story = {
  beforeEach() {
    mockSignIn(shopper._id);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Sign Out" }));
    await expect(await canvas.findByRole("heading", { level: 1, name: "Log In" })).toBeVisible();
    await expect(mockStore.user).toBeNull();
    await expect(canvas.getByRole("textbox", { name: "Email, username or phone" })).toHaveValue("");
  },
};
