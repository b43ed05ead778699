// Contract tags "auth" and "otp": sign-up codes, registration, login (password and social), session
// check, logout, password reset, and the two retired calls (410).
import { type Context, Hono } from "hono";
import type { Kysely } from "kysely";
import { EMAIL_RULE, OTP_RULE, PASSWORD_RULE, PHONE_RULE } from "../../src/lib/accountRules";
import type { Database, SocialProvider } from "../db/schema";
import { checkCode } from "../services/accounts/codes";
import { authMessages, PASSWORD_MESSAGE } from "../../src/lib/accountApiMessages";
import { requestResetCode, requestSignupCode } from "../services/accounts/codeRequests";
import { passwordLogin } from "../services/accounts/login";
import { resetPassword } from "../services/accounts/passwordReset";
import { issueVerificationToken, registerAccount } from "../services/accounts/registration";
import { createSession, destroySession } from "../services/accounts/sessions";
import {
  type OAuthConfig,
  providerList,
  userForIdentity,
  verifySocialToken,
} from "../services/accounts/social";
import { toApiUser, type UserRow } from "../services/accounts/users";
import type { Mailer } from "../services/mail/mailer";
import { parseAddressInput } from "./addresses";
import { type Json, objectField, optionalString, readJsonObject, requiredString } from "./body";
import { clientAddress } from "./clientAddress";
import { ApiError } from "./errors";
import { clearSessionCookie, currentUser, sessionToken, setSessionCookie } from "./session";

export interface AuthOptions {
  mailer?: Mailer;
  oauth: OAuthConfig;
  trustProxy: boolean;
  /** Key of the code hashes. */
  codePepper: string;
}

const emailField = (body: Json) =>
  requiredString(body, "email", {
    max: 254,
    pattern: EMAIL_RULE,
    patternMessage: "email must be a valid email",
  });
const otpField = (body: Json) =>
  requiredString(body, "otp", { pattern: OTP_RULE, patternMessage: "otp must be 6 digits" });
const passwordField = (body: Json) =>
  requiredString(body, "password", {
    max: 128,
    pattern: PASSWORD_RULE,
    patternMessage: PASSWORD_MESSAGE,
    trim: false,
  });

export function authRoutes(db: Kysely<Database>, options: AuthOptions) {
  const { mailer, oauth, trustProxy, codePepper } = options;
  const codeMailer = { db, mailer, pepper: codePepper };

  /** A new session (the one the request carried is deleted), its cookie, and the AuthUserResponse. */
  async function signIn(c: Context, user: UserRow, message: string, status: 200 | 201 = 200) {
    const token = await createSession(db, user.id, sessionToken(c));
    setSessionCookie(c, token);
    return c.json({ success: true as const, message, user: await toApiUser(db, user) }, status);
  }

  async function socialLogin(c: Context, provider: SocialProvider) {
    const body = await readJsonObject(c);
    const accessToken = requiredString(body, "access_token", { max: 4096 });
    const identity = await verifySocialToken(oauth, provider, accessToken);
    const user = await userForIdentity(db, identity);
    return signIn(c, user, authMessages.loggedIn);
  }

  return new Hono()
    .post("/send-email-verification-otp", async (c) => {
      const body = await readJsonObject(c);
      const email = emailField(body);
      const username = optionalString(body, "username", { max: 50 });
      await requestSignupCode(codeMailer, email, username);
      return c.json({ success: true as const, message: authMessages.otpSent(email) });
    })

    .post("/verify-otp", async (c) => {
      const body = await readJsonObject(c);
      const email = emailField(body);
      const otp = otpField(body);
      await checkCode(db, codePepper, "signup", email, otp, { consume: true });
      const verificationToken = await issueVerificationToken(db, email);
      return c.json({
        success: true as const,
        message: authMessages.otpVerified,
        data: { verificationToken },
      });
    })

    .post("/register", async (c) => {
      const body = await readJsonObject(c);
      const username = requiredString(body, "username", { max: 50 });
      const email = emailField(body);
      const password = passwordField(body);
      const phone =
        optionalString(body, "phone", { pattern: PHONE_RULE, patternMessage: "phone must be 10 digits" }) ??
        "";
      const verificationToken = requiredString(body, "verificationToken", { max: 200 });
      const address = parseAddressInput(objectField(body, "address"), "address.");
      const user = await registerAccount(db, {
        username,
        email,
        password,
        phone,
        verificationToken,
        address: address.fields,
      });
      return signIn(c, user, authMessages.registered, 201);
    })

    .get("/verify", async (c) => {
      // A guest is a normal state: 200 with `user: null`, not a 401 the browser logs on every page.
      const user = await currentUser(c, db);
      return c.json({ success: true as const, user: user ? await toApiUser(db, user) : null });
    })

    .post("/login", async (c) => {
      const body = await readJsonObject(c);
      const identifier = requiredString(body, "identifier", { max: 254 });
      const password = requiredString(body, "password", { max: 1024, trim: false });
      const user = await passwordLogin(db, {
        identifier,
        password,
        clientAddress: clientAddress(c, trustProxy),
      });
      return signIn(c, user, authMessages.loggedIn);
    })

    .post("/google-login", (c) => socialLogin(c, "google"))
    .post("/facebook-login", (c) => socialLogin(c, "facebook"))
    .get("/providers", (c) => c.json({ success: true as const, providers: providerList(oauth) }))

    .post("/logout", async (c) => {
      await destroySession(db, sessionToken(c));
      clearSessionCookie(c);
      return c.json({ success: true as const, message: authMessages.loggedOut });
    })

    .post("/send-reset-otp", async (c) => {
      const body = await readJsonObject(c);
      const email = emailField(body);
      await requestResetCode(codeMailer, email);
      return c.json({ success: true as const, message: authMessages.resetSent });
    })

    .post("/verify-reset-otp", async (c) => {
      const body = await readJsonObject(c);
      const email = emailField(body);
      const otp = otpField(body);
      await checkCode(db, codePepper, "reset", email, otp, { consume: false });
      return c.json({ success: true as const, message: authMessages.otpVerified });
    })

    .post("/reset-password", async (c) => {
      const body = await readJsonObject(c);
      const email = emailField(body);
      const password = passwordField(body);
      const otp = otpField(body);
      await resetPassword(db, codePepper, { email, otp, password });
      if (sessionToken(c)) clearSessionCookie(c);
      return c.json({ success: true as const, message: authMessages.passwordUpdated });
    })

    .post("/save-pswd", async (c) => {
      const body = await readJsonObject(c);
      emailField(body);
      passwordField(body);
      throw new ApiError(410, authMessages.savePasswordGone);
    });
}

/** Contract tag "otp": the retired code-storage call. */
export function otpRoutes() {
  return new Hono().post("/saveotp", async (c) => {
    const body = await readJsonObject(c);
    emailField(body);
    otpField(body);
    throw new ApiError(410, authMessages.saveOtpGone);
  });
}
