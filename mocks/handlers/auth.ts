// Contract tag "auth": sign-up codes, register, login (password and social), session check, logout,
// password reset, social-login providers. The rules and messages are the server's (issue 4, "Behaviour
// every part must agree on"): codes valid 10 minutes, dead after 5 wrong tries, 30 s between sends,
// single-use verification tokens, a login throttle, sessions rotated on every sign-in. The code the mocks
// "send" is always MOCK_OTP ("123456", see state.ts); each code mail is recorded in `db.outbox`.
import { HttpResponse } from "msw";
import { authMessages, RESET_MAIL_SUBJECT, SIGNUP_MAIL_SUBJECT } from "../../src/lib/accountApiMessages";
import { OTP_SENDS_PER_HOUR } from "../../src/lib/accountRules";
import type { SeedUser } from "../fixtures";
import { addressOf } from "./addresses";
import { fail, http, inputOf } from "./http";
import {
  CLEARED_SESSION_COOKIE,
  db,
  endSession,
  endUserSessions,
  findUserByIdentifier,
  LOGIN_MAX_CLIENT_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  MOCK_OTP,
  MOCK_VERIFICATION_TOKEN,
  nextMockId,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_SECONDS,
  OTP_VALID_MS,
  publicUser,
  SESSION_COOKIE,
  sendMockMail,
  sessionCookie,
  sessionUser,
  startSession,
  VERIFICATION_TOKEN_VALID_MS,
} from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

export {
  authMessages,
  RESET_MAIL_SUBJECT,
  SIGNUP_MAIL_SUBJECT,
} from "../../src/lib/accountApiMessages";

type Purpose = "signup" | "reset";

const SEND_WINDOW_MS = 60 * 60 * 1000;

const otpKey = (purpose: Purpose, address: string) => `${purpose}:${address.trim().toLowerCase()}`;

/**
 * A new code for `address` (replacing the old one and its wrong-try count), mailed when `mail` is given;
 * 429 with the seconds still to wait when the last send was less than 30 s ago, or with the minutes left
 * when this hour already saw OTP_SENDS_PER_HOUR codes for it.
 */
function sendCode(purpose: Purpose, address: string, mail: { subject: string; text: string } | null): void {
  const key = otpKey(purpose, address);
  const now = Date.now();
  const previous = db.otps.get(key);
  let windowStartedAt = now;
  let sendsInWindow = 1;
  if (previous) {
    const waitMs = previous.sentAt + OTP_RESEND_SECONDS * 1000 - now;
    if (waitMs > 0) fail(429, authMessages.resendWait(Math.ceil(waitMs / 1000)));
    const windowEnd = previous.windowStartedAt + SEND_WINDOW_MS;
    if (windowEnd > now) {
      if (previous.sendsInWindow >= OTP_SENDS_PER_HOUR) {
        fail(429, authMessages.tooManyCodes(Math.ceil((windowEnd - now) / 60_000)));
      }
      windowStartedAt = previous.windowStartedAt;
      sendsInWindow = previous.sendsInWindow + 1;
    }
  }
  db.otps.set(key, {
    code: mail ? MOCK_OTP : null,
    sentAt: now,
    expiresAt: now + OTP_VALID_MS,
    attempts: 0,
    windowStartedAt,
    sendsInWindow,
  });
  if (mail) sendMockMail(address, mail.subject, mail.text);
}

/** Checks a code by the shared rules (400 with their messages); consumes it when asked. */
function checkCode(purpose: Purpose, address: string, otp: string, consume: boolean): void {
  const key = otpKey(purpose, address);
  const entry = db.otps.get(key);
  if (!entry || entry.code === null) fail(400, authMessages.invalidOtp);
  if (entry.attempts >= OTP_MAX_WRONG_TRIES) fail(400, authMessages.otpDead);
  if (Date.now() > entry.expiresAt) fail(400, authMessages.otpExpired);
  if (otp !== entry.code) {
    entry.attempts += 1;
    fail(400, authMessages.invalidOtp);
  }
  if (consume) db.otps.delete(key);
}

const codeText = (code: string, what: string) =>
  `Your Rangrez ${what} code is:\n\n${code}\n\nIt is valid for 10 minutes. If you did not ask for it, ignore this mail.`;

/**
 * Start a NEW session (ending the one the request carried): the AuthUserResponse body and the
 * Set-Cookie header that carries it.
 */
function signIn(user: SeedUser, message: string, cookies: Record<string, string>) {
  const carried = cookies[SESSION_COOKIE];
  if (carried) db.sessions.delete(carried);
  const token = startSession(user._id);
  return [
    { success: true as const, message, user: publicUser(user) },
    { headers: { "Set-Cookie": sessionCookie(token) } },
  ] as const;
}

// --- login throttle ---

function recentFailures(times: number[] | undefined, now: number): number[] {
  return (times ?? []).filter((t) => now - t < LOGIN_WINDOW_MS);
}

function checkLoginThrottle(identifier: string): void {
  const now = Date.now();
  const key = identifier.trim().toLowerCase();
  const mine = recentFailures(db.loginFailures.get(key), now);
  db.loginFailures.set(key, mine);
  db.clientLoginFailures = recentFailures(db.clientLoginFailures, now);
  if (mine.length >= LOGIN_MAX_FAILURES || db.clientLoginFailures.length >= LOGIN_MAX_CLIENT_FAILURES) {
    fail(429, authMessages.loginThrottled);
  }
}

function recordLoginFailure(identifier: string): never {
  const now = Date.now();
  const key = identifier.trim().toLowerCase();
  db.loginFailures.set(key, [...(db.loginFailures.get(key) ?? []), now]);
  db.clientLoginFailures.push(now);
  return fail(401, authMessages.loginFailed);
}

// --- social login ---

export type ProviderId = "google" | "facebook";

export interface MockAuthProvider {
  id: ProviderId;
  name: "Google" | "Facebook";
  configured: boolean;
  authorizeUrl?: string;
  clientId?: string;
  scope?: string;
}

/** Both providers configured, pointing at the local fake provider's paths (nothing leaves the machine). */
export const mockProviders: MockAuthProvider[] = [
  {
    id: "google",
    name: "Google",
    configured: true,
    authorizeUrl: "/__fake-oauth/google/authorize",
    clientId: "rangrez-test-google",
    scope: "openid email profile",
  },
  {
    id: "facebook",
    name: "Facebook",
    configured: true,
    authorizeUrl: "/__fake-oauth/facebook/dialog/oauth",
    clientId: "rangrez-test-facebook",
    scope: "email,public_profile",
  },
];

const notConfigured = (p: MockAuthProvider): MockAuthProvider => ({
  id: p.id,
  name: p.name,
  configured: false,
});

/** The user an access token stands for: token "invalid" (or one shorter than 4) fails verification. */
function socialUser(provider: ProviderId, accessToken: string): SeedUser {
  if (accessToken === "invalid" || accessToken.length < 4) {
    fail(401, provider === "google" ? authMessages.googleFailed : authMessages.facebookFailed);
  }
  // The same account the local fake provider (server/dev/fake-oauth.ts) signs in by default.
  const address = `${provider}.tester@example.com`;
  let user = db.users.find((u) => u.email === address);
  if (!user) {
    user = {
      _id: nextMockId("usr"),
      username: `${provider}_tester`,
      email: address,
      phone: "",
      role: "shopper",
      password: "",
      address: null,
    };
    db.users.push(user);
  }
  return user;
}

function providersHandler(providers: MockAuthProvider[]) {
  return http.get("/auth/providers", ({ response }) =>
    response(200).json({ success: true, providers: providers.map((p) => ({ ...p })) }),
  );
}

function unavailableSocialLogin(provider: ProviderId) {
  const name = provider === "google" ? "Google" : "Facebook";
  return http.post(`/auth/${provider}-login`, () => fail(503, authMessages.notConfigured(name)));
}

// --- handlers ---

const defaults = [
  http.post("/auth/send-email-verification-otp", ({ request, response }) => {
    const address = inputOf(request, "sendEmailVerificationOtp").body.email;
    if (db.users.some((u) => u.email.toLowerCase() === address.toLowerCase())) {
      fail(409, authMessages.emailTaken);
    }
    sendCode("signup", address, { subject: SIGNUP_MAIL_SUBJECT, text: codeText(MOCK_OTP, "verification") });
    return response(200).json({ success: true, message: authMessages.otpSent(address) });
  }),

  http.post("/auth/verify-otp", ({ request, response }) => {
    const { email: address, otp } = inputOf(request, "verifyOtp").body;
    checkCode("signup", address, otp, true);
    const verificationToken = `vt_${nextMockId("v")}`;
    db.verificationTokens.set(verificationToken, {
      email: address.toLowerCase(),
      expiresAt: Date.now() + VERIFICATION_TOKEN_VALID_MS,
    });
    return response(200).json({
      success: true,
      message: authMessages.otpVerified,
      data: { verificationToken },
    });
  }),

  http.post("/auth/register", ({ request, cookies, response }) => {
    const body = inputOf(request, "register").body;
    const { username, email: address, password: pass, phone, verificationToken: token } = body;
    const addressFields = addressOf(body.address);

    const issued = db.verificationTokens.get(token);
    const tokenOk =
      token === MOCK_VERIFICATION_TOKEN ||
      (issued !== undefined && issued.email === address.toLowerCase() && Date.now() <= issued.expiresAt);
    if (!tokenOk) fail(400, authMessages.badVerificationToken);

    if (db.users.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
      fail(409, authMessages.usernameTaken);
    }
    if (db.users.some((u) => u.email.toLowerCase() === address.toLowerCase())) {
      fail(409, authMessages.emailTaken);
    }
    if (phone && db.users.some((u) => u.phone === phone)) fail(409, authMessages.phoneTaken);
    db.verificationTokens.delete(token);

    const user: SeedUser = {
      _id: nextMockId("usr"),
      username,
      email: address,
      phone: phone ?? "",
      role: "shopper",
      password: pass,
      address: null,
    };
    db.users.push(user);
    // The sign-up address is the first entry of the book, so it is the default.
    db.addresses.set(user._id, [{ _id: nextMockId("adr"), ...addressFields, isDefault: true }]);
    return response(201).json(...signIn(user, "Registration successful", cookies));
  }),

  http.get("/auth/verify", ({ cookies, response }) => {
    const user = sessionUser(cookies);
    return response(200).json({ success: true, user: user ? publicUser(user) : null });
  }),

  http.post("/auth/login", ({ request, cookies, response }) => {
    const { identifier, password: pass } = inputOf(request, "login").body;
    checkLoginThrottle(identifier);
    const user = findUserByIdentifier(identifier);
    if (!user?.password || user.password !== pass) recordLoginFailure(identifier);
    db.loginFailures.delete(identifier.trim().toLowerCase());
    return response(200).json(...signIn(user, "Login successful", cookies));
  }),

  http.post("/auth/google-login", ({ request, cookies, response }) => {
    const user = socialUser("google", inputOf(request, "googleLogin").body.access_token);
    return response(200).json(...signIn(user, "Login successful", cookies));
  }),

  http.post("/auth/facebook-login", ({ request, cookies, response }) => {
    const user = socialUser("facebook", inputOf(request, "facebookLogin").body.access_token);
    return response(200).json(...signIn(user, "Login successful", cookies));
  }),

  providersHandler(mockProviders),

  http.post("/auth/logout", ({ cookies }) => {
    endSession(cookies);
    return HttpResponse.json(
      { success: true as const, message: authMessages.loggedOut },
      { status: 200, headers: { "Set-Cookie": CLEARED_SESSION_COOKIE } },
    );
  }),

  http.post("/auth/send-reset-otp", ({ request, response }) => {
    const address = inputOf(request, "sendResetOtp").body.email;
    const exists = db.users.some((u) => u.email.toLowerCase() === address.toLowerCase());
    // The resend wait applies whether or not the account exists (no account enumeration).
    sendCode(
      "reset",
      address,
      exists ? { subject: RESET_MAIL_SUBJECT, text: codeText(MOCK_OTP, "password reset") } : null,
    );
    return response(200).json({ success: true, message: authMessages.resetSent });
  }),

  http.post("/auth/verify-reset-otp", ({ request, response }) => {
    const { email: address, otp } = inputOf(request, "verifyResetOtp").body;
    checkCode("reset", address, otp, false);
    return response(200).json({ success: true, message: authMessages.otpVerified });
  }),

  http.post("/auth/reset-password", ({ request, response }) => {
    // The contract validator has refused a weak password already: it never uses up the code.
    const { email: address, otp, password: pass } = inputOf(request, "resetPassword").body;
    checkCode("reset", address, otp, true);
    const user =
      db.users.find((u) => u.email.toLowerCase() === address.toLowerCase()) ??
      fail(400, authMessages.invalidOtp);
    user.password = pass;
    endUserSessions(user._id);
    return response(200).json({ success: true, message: authMessages.passwordUpdated });
  }),

  http.post("/auth/save-pswd", ({ response }) => {
    return response(410).json({ success: false, message: "Use /auth/reset-password" });
  }),
];

/** A send answers 429 as if the last code went out `secondsAgo` seconds ago. */
function resendTooSoon(secondsAgo: number) {
  const message = authMessages.resendWait(OTP_RESEND_SECONDS - secondsAgo);
  return [
    http.post("/auth/send-email-verification-otp", () => fail(429, message)),
    http.post("/auth/send-reset-otp", () => fail(429, message)),
  ];
}

export const authHandlers: HandlerVariants = defineVariants(defaults, {
  /** GET /auth/verify answers a guest (`user: null`), whatever the session. */
  guest: [http.get("/auth/verify", ({ response }) => response(200).json({ success: true, user: null }))],
  /** GET /auth/verify answers the session's user, else the first sample shopper. */
  signedIn: [
    http.get("/auth/verify", ({ cookies, response }) => {
      const user = sessionUser(cookies) ?? db.users[0];
      return response(200).json({ success: true, user: publicUser(user) });
    }),
  ],
  /** GET /auth/providers: neither provider configured; the social logins answer 503. */
  none: [
    providersHandler(mockProviders.map(notConfigured)),
    unavailableSocialLogin("google"),
    unavailableSocialLogin("facebook"),
  ],
  /** GET /auth/providers: Google configured, Facebook not (its login answers 503). */
  googleOnly: [
    providersHandler([mockProviders[0], notConfigured(mockProviders[1])]),
    unavailableSocialLogin("facebook"),
  ],
  /** Both code sends answer 429 "Please wait 27 seconds before requesting a new code.". */
  resendTooSoon: resendTooSoon(3),
  /** Both code checks answer 400 "This OTP has expired. Please request a new one.". */
  otpExpired: [
    http.post("/auth/verify-otp", () => fail(400, authMessages.otpExpired)),
    http.post("/auth/verify-reset-otp", () => fail(400, authMessages.otpExpired)),
    http.post("/auth/reset-password", () => fail(400, authMessages.otpExpired)),
  ],
  /** Both code checks answer 400 "Too many wrong attempts. Please request a new OTP.". */
  otpLocked: [
    http.post("/auth/verify-otp", () => fail(400, authMessages.otpDead)),
    http.post("/auth/verify-reset-otp", () => fail(400, authMessages.otpDead)),
    http.post("/auth/reset-password", () => fail(400, authMessages.otpDead)),
  ],
  /** POST /auth/login answers 429 (throttled), whatever the credentials. */
  loginThrottled: [http.post("/auth/login", () => fail(429, authMessages.loginThrottled))],
  /** POST /auth/register answers 409 "This username is already taken". */
  usernameTaken: [http.post("/auth/register", () => fail(409, authMessages.usernameTaken))],
});
