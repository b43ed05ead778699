// Contract tags "auth" and "otp": sign-up codes, registration, login (password and social), session
// check, logout, password reset, and the two retired calls (410). Every sign-in merges the guest's bag (the
// guest bag cookie) into the account's cart, makes the guest's customiser pictures (the guest upload
// cookie) the account's, and removes both cookies.
import { type Context, Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database, SocialProvider } from "../db/schema";
import { checkCode } from "../services/accounts/codes";
import { authMessages } from "../../src/lib/accountApiMessages";
import { requestResetCode, requestSignupCode } from "../services/accounts/codeRequests";
import { passwordLogin } from "../services/accounts/login";
import { resetPassword } from "../services/accounts/passwordReset";
import { issueVerificationToken, registerAccount } from "../services/accounts/registration";
import { createSession, destroySession } from "../services/accounts/sessions";
import { mergeGuestBag } from "../services/cartMerge";
import { claimGuestUploads } from "../services/designs/guestUploads";
import { findGuestBag } from "../services/guestBags";
import {
  type OAuthConfig,
  providerList,
  userForIdentity,
  verifySocialToken,
} from "../services/accounts/social";
import { toApiUser, type UserRow } from "../services/accounts/users";
import { addressFields } from "./addresses";
import { clientAddress } from "./clientAddress";
import { ApiError } from "../services/errors";
import { clearGuestBagCookie, guestBagToken } from "./guestBagCookie";
import { clearGuestUploadCookie, guestUploadToken } from "./guestUploadCookie";
import { inputOf } from "./requestInput";
import { clearSessionCookie, currentUser, sessionToken, setSessionCookie } from "./session";

export interface AuthOptions {
  oauth: OAuthConfig;
  /** Trusted reverse proxies in front of the shop (clientAddress.ts). */
  proxyHops: number;
  /** Key of the code hashes. */
  codePepper: string;
}

export function authRoutes(db: Kysely<Database>, options: AuthOptions) {
  const { oauth, proxyHops, codePepper } = options;
  const codeMailer = { db, pepper: codePepper };

  /**
   * The guest's bag merged into the account's cart and their uploaded pictures made the account's (first,
   * so a sign-in never leaves either behind), a new session (the one the request carried is deleted), the
   * cookies, and the AuthUserResponse, with what became of the bag when there was one.
   */
  async function signIn(c: Context, user: UserRow, message: string, status: 200 | 201 = 200) {
    const bag = await mergeGuestBag(db, guestBagToken(c), user.id);
    clearGuestBagCookie(c);
    await claimGuestUploads(db, guestUploadToken(c), user.id);
    clearGuestUploadCookie(c);
    const token = await createSession(db, user.id, sessionToken(c));
    setSessionCookie(c, token);
    const apiUser = await toApiUser(db, user);
    return c.json({ success: true as const, message, user: apiUser, ...(bag ? { bag } : {}) }, status);
  }

  async function socialLogin(c: Context, provider: SocialProvider) {
    const accessToken = inputOf(c, provider === "google" ? "googleLogin" : "facebookLogin").body.access_token;
    const identity = await verifySocialToken(oauth, provider, accessToken);
    const user = await userForIdentity(db, identity);
    return signIn(c, user, authMessages.loggedIn);
  }

  return new Hono()
    .post("/send-email-verification-otp", async (c) => {
      const { email, username } = inputOf(c, "sendEmailVerificationOtp").body;
      await requestSignupCode(codeMailer, email, username);
      return c.json({ success: true as const, message: authMessages.otpSent(email) });
    })

    .post("/verify-otp", async (c) => {
      const { email, otp } = inputOf(c, "verifyOtp").body;
      await checkCode(db, codePepper, "signup", email, otp, { consume: true });
      const verificationToken = await issueVerificationToken(db, email);
      return c.json({
        success: true as const,
        message: authMessages.otpVerified,
        data: { verificationToken },
      });
    })

    .post("/register", async (c) => {
      const body = inputOf(c, "register").body;
      const { username, name, email, password, verificationToken } = body;
      const phone = body.phone ?? "";
      const address = addressFields(body.address);
      const user = await registerAccount(db, {
        username,
        name,
        email,
        password,
        phone,
        verificationToken,
        address: address.fields,
        marketingConsent: body.marketingConsent === true,
      });
      return signIn(c, user, authMessages.registered, 201);
    })

    .get("/verify", async (c) => {
      // A guest is a normal state: 200 with `user: null`, not a 401 the browser logs on every page. Whether
      // they hold a bag tells the header whether to ask for its count.
      const user = await currentUser(c, db);
      if (user) return c.json({ success: true as const, user: await toApiUser(db, user) });
      const guestBag = (await findGuestBag(db, guestBagToken(c))) !== null;
      return c.json({ success: true as const, user: null, ...(guestBag ? { guestBag } : {}) });
    })

    .post("/login", async (c) => {
      const { identifier, password } = inputOf(c, "login").body;
      const user = await passwordLogin(db, {
        identifier,
        password,
        clientAddress: clientAddress(c, proxyHops),
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
      const { email } = inputOf(c, "sendResetOtp").body;
      await requestResetCode(codeMailer, email);
      return c.json({ success: true as const, message: authMessages.resetSent });
    })

    .post("/verify-reset-otp", async (c) => {
      const { email, otp } = inputOf(c, "verifyResetOtp").body;
      await checkCode(db, codePepper, "reset", email, otp, { consume: false });
      return c.json({ success: true as const, message: authMessages.otpVerified });
    })

    .post("/reset-password", async (c) => {
      const { email, password, otp } = inputOf(c, "resetPassword").body;
      await resetPassword(db, codePepper, { email, otp, password });
      if (sessionToken(c)) clearSessionCookie(c);
      return c.json({ success: true as const, message: authMessages.passwordUpdated });
    })

    .post("/save-pswd", () => {
      // The contract validator has checked the body by now.
      throw new ApiError(410, authMessages.savePasswordGone);
    });
}

/** Contract tag "otp": the retired code-storage call. */
export function otpRoutes() {
  return new Hono().post("/saveotp", () => {
    // The contract validator has checked the body by now.
    throw new ApiError(410, authMessages.saveOtpGone);
  });
}
