// Contract tags "auth" and "otp": sign-up codes, registration, login (password and social), session
// check, logout, password reset, and the two retired calls (410).
import { type Context, Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database, SocialProvider } from "../db/schema";
import { insertAddress } from "../services/accounts/addresses";
import { checkCode, dropCode, issueCode } from "../services/accounts/codes";
import { authMessages } from "../../src/lib/accountApiMessages";
import { resetCodeMail, signupCodeMail } from "../services/accounts/mails";
import { hashPassword, verifyPassword } from "../services/accounts/passwords";
import { createSession, destroySession, destroyUserSessions } from "../services/accounts/sessions";
import {
  type OAuthConfig,
  providerList,
  userForIdentity,
  verifySocialToken,
} from "../services/accounts/social";
import {
  clearLoginFailures,
  clientAddress,
  loginThrottled,
  recordLoginFailure,
} from "../services/accounts/throttle";
import { newId, randomToken, sha256 } from "../services/accounts/tokens";
import {
  assertAvailable,
  conflictFromUniqueViolation,
  findUserByEmail,
  findUserByIdentifier,
  toApiUser,
  type UserRow,
} from "../services/accounts/users";
import type { Mailer, OutgoingMail } from "../services/mail/mailer";
import { addressFields } from "./addresses";
import { ApiError, badRequest } from "./errors";
import { inputOf } from "./requestInput";
import { clearSessionCookie, currentUser, sessionToken, setSessionCookie } from "./session";

export const VERIFICATION_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface AuthOptions {
  mailer?: Mailer;
  oauth: OAuthConfig;
  secureCookies: boolean;
  trustProxy: boolean;
  /** Key of the code hashes. */
  codePepper: string;
}

export function authRoutes(db: Kysely<Database>, options: AuthOptions) {
  const { mailer, oauth, secureCookies, trustProxy, codePepper } = options;

  /** Mails a code; when that fails the code is forgotten (so the 30 s wait does not apply) → 500. */
  async function mailCode(purpose: "signup" | "reset", email: string, mail: OutgoingMail) {
    try {
      if (!mailer) throw new Error("no mailer configured");
      await mailer.send(mail);
    } catch (error) {
      console.error(`Sending the ${purpose} code to ${email} failed:`, error);
      await dropCode(db, purpose, email);
      throw new ApiError(500, authMessages.sendFailed);
    }
  }

  /** A new session (the one the request carried is deleted), its cookie, and the AuthUserResponse. */
  async function signIn(c: Context, user: UserRow, message: string, status: 200 | 201 = 200) {
    const token = await createSession(db, user.id, sessionToken(c));
    setSessionCookie(c, token, secureCookies);
    return c.json({ success: true as const, message, user: await toApiUser(db, user) }, status);
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
      if (await findUserByEmail(db, email)) throw new ApiError(409, authMessages.emailTaken);
      const code = await issueCode(db, codePepper, "signup", email);
      await mailCode("signup", email, signupCodeMail(email, code, username));
      return c.json({ success: true as const, message: authMessages.otpSent(email) });
    })

    .post("/verify-otp", async (c) => {
      const { email, otp } = inputOf(c, "verifyOtp").body;
      await checkCode(db, codePepper, "signup", email, otp, { consume: true });
      const verificationToken = randomToken();
      await db
        .insertInto("verification_tokens")
        .values({
          token_hash: sha256(verificationToken),
          email: email.toLowerCase(),
          expires_at: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
        })
        .execute();
      return c.json({
        success: true as const,
        message: authMessages.otpVerified,
        data: { verificationToken },
      });
    })

    .post("/register", async (c) => {
      const body = inputOf(c, "register").body;
      const { username, email, password, verificationToken } = body;
      const phone = body.phone ?? "";
      const address = addressFields(body.address);
      const passwordHash = await hashPassword(password);

      let user: UserRow;
      try {
        user = await db.transaction().execute(async (tx) => {
          const spent = await tx
            .deleteFrom("verification_tokens")
            .where("token_hash", "=", sha256(verificationToken))
            .where("email", "=", email.toLowerCase())
            .where("expires_at", ">", new Date())
            .returning("token_hash")
            .executeTakeFirst();
          if (!spent) throw badRequest(authMessages.badVerificationToken);
          await assertAvailable(tx, { username, email, phone });
          const created = await tx
            .insertInto("users")
            .values({ id: newId(), username, email, phone, role: "shopper", password_hash: passwordHash })
            .returningAll()
            .executeTakeFirstOrThrow();
          // The sign-up address is the first entry, so it is the default whatever isDefault says.
          await insertAddress(tx, created.id, address.fields, true);
          return created;
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        conflictFromUniqueViolation(error);
      }
      return signIn(c, user, authMessages.registered, 201);
    })

    .get("/verify", async (c) => {
      // A guest is a normal state: 200 with `user: null`, not a 401 the browser logs on every page.
      const user = await currentUser(c, db);
      return c.json({ success: true as const, user: user ? await toApiUser(db, user) : null });
    })

    .post("/login", async (c) => {
      const { identifier, password } = inputOf(c, "login").body;
      const address = clientAddress(c, trustProxy);
      if (await loginThrottled(db, identifier, address)) {
        throw new ApiError(429, authMessages.loginThrottled, { retryAfter: 15 * 60 });
      }
      const user = await findUserByIdentifier(db, identifier);
      const ok = await verifyPassword(user?.password_hash, password);
      if (!user || !ok) {
        await recordLoginFailure(db, identifier, address);
        throw new ApiError(401, authMessages.loginFailed);
      }
      await clearLoginFailures(db, identifier);
      return signIn(c, user, authMessages.loggedIn);
    })

    .post("/google-login", (c) => socialLogin(c, "google"))
    .post("/facebook-login", (c) => socialLogin(c, "facebook"))
    .get("/providers", (c) => c.json({ success: true as const, providers: providerList(oauth) }))

    .post("/logout", async (c) => {
      await destroySession(db, sessionToken(c));
      clearSessionCookie(c, secureCookies);
      return c.json({ success: true as const, message: authMessages.loggedOut });
    })

    .post("/send-reset-otp", async (c) => {
      const { email } = inputOf(c, "sendResetOtp").body;
      // A code row is kept for unknown emails too (never mailed), so the answers and the 30 s wait are the
      // same whether or not the account exists.
      const code = await issueCode(db, codePepper, "reset", email);
      const user = await findUserByEmail(db, email);
      if (user) await mailCode("reset", email, resetCodeMail(user.email, code, user.username));
      return c.json({ success: true as const, message: authMessages.resetSent });
    })

    .post("/verify-reset-otp", async (c) => {
      const { email, otp } = inputOf(c, "verifyResetOtp").body;
      await checkCode(db, codePepper, "reset", email, otp, { consume: false });
      return c.json({ success: true as const, message: authMessages.otpVerified });
    })

    .post("/reset-password", async (c) => {
      const { email, password, otp } = inputOf(c, "resetPassword").body;
      await checkCode(db, codePepper, "reset", email, otp, { consume: true });
      const user = await findUserByEmail(db, email);
      if (!user) throw badRequest(authMessages.invalidOtp);
      const passwordHash = await hashPassword(password);
      await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
      await destroyUserSessions(db, user.id);
      // The owner proved control of the mailbox: earlier failed logins under the email no longer count.
      await clearLoginFailures(db, email);
      if (sessionToken(c)) clearSessionCookie(c, secureCookies);
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
