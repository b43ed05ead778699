// Contract tag "auth": sign-up codes, register, login (password and social), session check, logout,
// password reset, social-login providers. The mocks answer; they do not judge: every code is right, every
// login signs in the first sample shopper, and the server's refusals (a wrong or expired code, a resend too
// soon, a wrong password, the login throttle, a taken username) are named variants with its exact messages.
// Only the session is state (store.ts): who the answers signed in, and a guest's bag carried into their
// account at sign-in.
import { HttpResponse } from "msw";
import { authMessages } from "../../src/lib/accountApiMessages";
import { OTP_RESEND_SECONDS } from "../../src/lib/accountRules";
import { authProviders, shopper, type AuthProvider } from "../fixtures";
import { savedAddress } from "./addresses";
import { fail, http, inputOf } from "./http";
import {
  mockId,
  mockSignIn,
  mockSignInAs,
  mockSignInWithBag,
  mockSignOut,
  mockStore,
  sessionUser,
} from "./store";
import { defineVariants } from "./variants";

/** The verification token every mock code check answers (POST /auth/register accepts any token). */
export const MOCK_VERIFICATION_TOKEN = "vt_mock_verified";

/** Signs in with `signIn`, carrying a guest's bag along: the AuthUserResponse body. */
function signedInBody(signIn: () => void, message: string) {
  const bag = mockSignInWithBag(signIn);
  const user = sessionUser();
  if (!user) throw new Error("nobody is signed in");
  return { success: true as const, message, user, ...(bag ? { bag } : {}) };
}

/** Signs in the first sample shopper: the AuthUserResponse body. */
const signedInShopper = (message: string) => signedInBody(() => mockSignIn(shopper._id), message);

/** What a sign-in answers when part of the guest's bag could not be carried over (the server's words). */
export const BAG_NOT_CARRIED_NOTES = [
  "Classic Cotton Crew Tee (Black, M) is sold out, so it was not added to your bag.",
  "Only 2 of Rangrez Classic Pullover Hoodie (Grey, L) left: your bag holds 2.",
];

function providersHandler(providers: readonly AuthProvider[]) {
  return http.get("/auth/providers", ({ response }) =>
    response(200).json({ success: true, providers: providers.map((p) => ({ ...p })) }),
  );
}

const notConfigured = ({ id, name }: AuthProvider): AuthProvider => ({ id, name, configured: false });

function unavailableSocialLogin(provider: AuthProvider) {
  return http.post(`/auth/${provider.id}-login`, () => fail(503, authMessages.notConfigured(provider.name)));
}

const [google, facebook] = authProviders;

const defaults = [
  http.post("/auth/send-email-verification-otp", ({ request, response }) => {
    const { email } = inputOf(request, "sendEmailVerificationOtp").body;
    return response(200).json({ success: true, message: authMessages.otpSent(email) });
  }),

  http.post("/auth/verify-otp", ({ response }) =>
    response(200).json({
      success: true,
      message: authMessages.otpVerified,
      data: { verificationToken: MOCK_VERIFICATION_TOKEN },
    }),
  ),

  http.post("/auth/register", ({ request, response }) => {
    const { username, name, email, phone, address } = inputOf(request, "register").body;
    const body = signedInBody(
      () =>
        mockSignInAs(
          { _id: mockId("usr"), username, name, email, phone: phone ?? "", role: "shopper" },
          { ...savedAddress(mockId("adr"), { ...address, name: address.name || name }), isDefault: true },
        ),
      authMessages.registered,
    );
    return response(201).json(body);
  }),

  http.get("/auth/verify", ({ response }) => {
    const user = sessionUser();
    // A guest with lines in the store holds a bag.
    const guestBag = !user && mockStore.cartLines.length > 0;
    return response(200).json({ success: true, user, ...(guestBag ? { guestBag } : {}) });
  }),

  http.post("/auth/login", ({ response }) => response(200).json(signedInShopper(authMessages.loggedIn))),

  http.post("/auth/google-login", ({ response }) =>
    response(200).json(signedInShopper(authMessages.loggedIn)),
  ),

  http.post("/auth/facebook-login", ({ response }) =>
    response(200).json(signedInShopper(authMessages.loggedIn)),
  ),

  providersHandler(authProviders),

  http.post("/auth/logout", () => {
    mockSignOut();
    return HttpResponse.json({ success: true as const, message: authMessages.loggedOut });
  }),

  http.post("/auth/send-reset-otp", ({ response }) =>
    response(200).json({ success: true, message: authMessages.resetSent }),
  ),

  http.post("/auth/verify-reset-otp", ({ response }) =>
    response(200).json({ success: true, message: authMessages.otpVerified }),
  ),

  http.post("/auth/reset-password", ({ response }) =>
    response(200).json({ success: true, message: authMessages.passwordUpdated }),
  ),

  http.post("/auth/save-pswd", () => fail(410, authMessages.savePasswordGone)),
];

/** Every call that checks a code answers `message` (400). */
const codeRefused = (message: string) => [
  http.post("/auth/verify-otp", () => fail(400, message)),
  http.post("/auth/verify-reset-otp", () => fail(400, message)),
  http.post("/auth/reset-password", () => fail(400, message)),
];

export const authHandlers = defineVariants(defaults, {
  /** GET /auth/verify answers a guest (`user: null`), whatever the store holds. */
  guest: [http.get("/auth/verify", ({ response }) => response(200).json({ success: true, user: null }))],
  /** GET /auth/verify answers the signed-in shopper, the first sample shopper when nobody is. */
  signedIn: [
    http.get("/auth/verify", ({ response }) => {
      if (!sessionUser()) mockSignIn(shopper._id);
      return response(200).json({ success: true, user: sessionUser() });
    }),
  ],
  /** GET /auth/providers: neither provider configured; the social logins answer 503. */
  none: [
    providersHandler(authProviders.map(notConfigured)),
    unavailableSocialLogin(google),
    unavailableSocialLogin(facebook),
  ],
  /** GET /auth/providers: Google configured, Facebook not (its login answers 503). */
  googleOnly: [providersHandler([google, notConfigured(facebook)]), unavailableSocialLogin(facebook)],
  /** Both code sends answer 429 "Please wait 27 seconds before requesting a new code.". */
  resendTooSoon: [
    http.post("/auth/send-email-verification-otp", () =>
      fail(429, authMessages.resendWait(OTP_RESEND_SECONDS - 3)),
    ),
    http.post("/auth/send-reset-otp", () => fail(429, authMessages.resendWait(OTP_RESEND_SECONDS - 3))),
  ],
  /** The code checks answer 400 "Invalid OTP. Please try again.". */
  otpInvalid: codeRefused(authMessages.invalidOtp),
  /** The code checks answer 400 "This OTP has expired. Please request a new one.". */
  otpExpired: codeRefused(authMessages.otpExpired),
  /** The code checks answer 400 "Too many wrong attempts. Please request a new OTP.". */
  otpLocked: codeRefused(authMessages.otpDead),
  /** POST /auth/login answers 401 "Invalid email or password. Please try again.". */
  loginFailed: [http.post("/auth/login", () => fail(401, authMessages.loginFailed))],
  /** POST /auth/login answers 429 (throttled for the longest delay). */
  loginThrottled: [http.post("/auth/login", () => fail(429, authMessages.loginThrottled))],
  /** Both social logins answer 401: the provider did not vouch for the token. */
  socialLoginFailed: [
    http.post("/auth/google-login", () => fail(401, authMessages.googleFailed)),
    http.post("/auth/facebook-login", () => fail(401, authMessages.facebookFailed)),
  ],
  /** POST /auth/register answers 409 "This username is already taken". */
  usernameTaken: [http.post("/auth/register", () => fail(409, authMessages.usernameTaken))],
  /** POST /auth/login signs in the first sample shopper and says two lines of the guest's bag could not
   * be carried over whole (BAG_NOT_CARRIED_NOTES). */
  bagPartlyCarried: [
    http.post("/auth/login", ({ response }) => {
      const body = signedInShopper(authMessages.loggedIn);
      return response(200).json({
        ...body,
        bag: { carried: body.bag?.carried ?? 0, notes: [...BAG_NOT_CARRIED_NOTES] },
      });
    }),
  ],
});
