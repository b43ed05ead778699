// Account scenarios, run inside `contractScenarios` against the server: sign-up with the code
// read from the mail, sessions, login by email / username / phone, the code rules (resend wait, 5 wrong
// tries), password reset, the address book, pincode lookup, social-login providers
// and the retired calls. Each scenario makes its own accounts (unique email, username and phone), so the
// scenarios do not depend on each other or on their order, and work on a server that is never reset.
import { describe, expect, it } from "vitest";
import { pincodes, shopper } from "../../mocks/fixtures";
import type { components } from "../../src/api/schema";
import { SESSION_COOKIE } from "../../src/lib/sessionCookie";
import type { Browser } from "./cookieJar";
import type { ContractTarget, InboxMail } from "./scenarios";
import { apiError } from "./apiError";
import {
  freshIdentity,
  homeAddress,
  type Identity,
  mailedCode,
  registerBody,
  registeredShopper,
  SIGNUP_SUBJECT,
  signUpToken,
} from "./shoppers";

type AddressInput = components["schemas"]["AddressInput"];
const RESET_SUBJECT = "Your Rangrez password reset code";

/** The shared messages, word for word (docs/product.md#messages). */
const messages = {
  invalidOtp: "Invalid OTP. Please try again.",
  otpLocked: "Too many wrong attempts. Please request a new OTP.",
  otpVerified: "OTP verified",
  usernameTaken: "This username is already taken",
  phoneTaken: "This phone number is already registered",
  badToken: "verificationToken is invalid or has expired",
  weakPassword:
    "password must be 8 or more characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*",
  loginFailed: "Invalid email or password. Please try again.",
  notLoggedIn: "Please log in first",
  loggedOut: "Logged out",
  resetSent: "If an account exists for this email, we have sent a code to it.",
  passwordUpdated: "Password updated. Please log in.",
  tooManyAddresses: "You can save up to 20 addresses",
  addressNotFound: "Address not found",
  pincodeNotFound: "Pincode not found",
} as const;
const RESEND_WAIT = /^Please wait (\d+) seconds before requesting a new code\.$/;

/** Expects the call to fail with exactly this status and message. */
async function expectFailure(call: Promise<unknown>, status: number, message: string | RegExp) {
  const error = await apiError(call);
  expect({ status: error.status, message: error.serverMessage }).toEqual({
    status,
    message: typeof message === "string" ? message : expect.stringMatching(message),
  });
  expect(error.data).toMatchObject({ success: false });
  return error;
}

export function accountScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  const codeFromMail = (email: string, subject: string) => mailedCode(target(), email, subject);

  async function mailsTo(email: string): Promise<InboxMail[]> {
    return (await target().inbox()).filter((m) =>
      m.to.map((t) => t.toLowerCase()).includes(email.toLowerCase()),
    );
  }

  const verifiedToken = (browser: Browser, identity: Identity) => signUpToken(target(), browser, identity);
  const registered = (label: string) => registeredShopper(target(), label);

  async function login(browser: Browser, identifier: string, password: string) {
    const answer = await browser.client.POST("/auth/login", { body: { identifier, password } });
    expect(answer.response.status).toBe(200);
    if (!answer.data) throw new Error("login answered no data");
    return answer.data.user;
  }

  /** The session check's user: the signed-in one, or null for a guest (answered 200 either way). */
  async function sessionUserOf(browser: Browser) {
    const { data, response } = await browser.client.GET("/auth/verify");
    expect(response.status).toBe(200);
    if (!data) throw new Error("verify answered no data");
    return data.user;
  }

  async function sessionOf(browser: Browser) {
    const user = await sessionUserOf(browser);
    if (!user) throw new Error("the session check answered a guest");
    return user;
  }

  async function expectGuest(browser: Browser) {
    expect(await sessionUserOf(browser)).toBeNull();
  }

  /** The session cookie an answer set, with the server's flags. */
  function expectSessionCookieSet(browser: Browser) {
    const header = browser.jar.lastSetCookies().find((h) => h.startsWith(`${SESSION_COOKIE}=`));
    expect(header, `Set-Cookie ${SESSION_COOKIE}`).toBeDefined();
    expect(browser.jar.get(SESSION_COOKIE)).toBeTruthy();
    expect(header).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(header).toMatch(/;\s*SameSite=Lax(;|$)/i);
    expect(header).toMatch(/;\s*Path=\/(;|$)/i);
    expect(header).toMatch(/;\s*Max-Age=2592000(;|$)/i);
    expect(header).toMatch(/;\s*Secure(;|$)/i);
  }

  describe("accounts: sign-up, session, logout, login", () => {
    it("registers with the mailed code, is signed in, logs out, logs in by email, username and phone", async () => {
      const browser = target().browser();
      const identity = freshIdentity("asha");
      const verificationToken = await verifiedToken(browser, identity);

      const created = await browser.client.POST("/auth/register", {
        body: registerBody(identity, verificationToken),
      });
      expect(created.response.status).toBe(201);
      expectSessionCookieSet(browser);
      const user = created.data?.user;
      expect(user).toMatchObject({
        username: identity.username,
        email: identity.email,
        phone: identity.phone,
        role: "shopper",
      });
      expect(user?.address).toMatchObject({ ...homeAddress, isDefault: true });
      expect(user).not.toHaveProperty("password");

      const me = await sessionOf(browser);
      expect(me._id).toBe(user?._id);
      expect(me.address?._id).toBe(user?.address?._id);
      const book = await browser.client.GET("/addresses");
      expect(book.data?.data).toEqual([user?.address]);

      const out = await browser.client.POST("/auth/logout");
      expect(out.data).toEqual({ success: true, message: messages.loggedOut });
      expect(browser.jar.get(SESSION_COOKIE)).toBeUndefined();
      expect(browser.jar.lastSetCookies().find((h) => h.startsWith(`${SESSION_COOKIE}=`))).toMatch(
        /;\s*Max-Age=0(;|$)/i,
      );
      await expectGuest(browser);

      for (const identifier of [
        identity.email.toUpperCase(),
        identity.username.toUpperCase(),
        identity.phone,
      ]) {
        const again = target().browser();
        const signedIn = await login(again, identifier, identity.password);
        expectSessionCookieSet(again);
        expect(signedIn._id).toBe(user?._id);
        expect((await sessionOf(again))._id).toBe(user?._id);
      }
    });

    it("every login starts a new session and ends the one the request carried", async () => {
      const { browser, identity, user } = await registered("ravi");
      const first = browser.jar.get(SESSION_COOKIE);
      // A second browser holding a copy of the same cookie.
      const copy = target().browser();
      copy.jar.set(SESSION_COOKIE, first ?? "");
      expect((await sessionOf(copy))._id).toBe(user._id);

      await login(browser, identity.username, identity.password);
      const second = browser.jar.get(SESSION_COOKIE);
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
      expect((await sessionOf(browser))._id).toBe(user._id);
      await expectGuest(copy);
    });

    it("logout answers 200 also without a session", async () => {
      const guest = target().browser();
      const out = await guest.client.POST("/auth/logout");
      expect(out.data).toEqual({ success: true, message: messages.loggedOut });
    });

    it("a wrong password or an unknown identifier is 401 with the one message", async () => {
      const browser = target().browser();
      await expectFailure(
        browser.client.POST("/auth/login", { body: { identifier: shopper.email, password: "Wrong@2026x" } }),
        401,
        messages.loginFailed,
      );
      await expectFailure(
        browser.client.POST("/auth/login", {
          body: { identifier: freshIdentity("nobody").email, password: shopper.password },
        }),
        401,
        messages.loginFailed,
      );
      expect(browser.jar.get(SESSION_COOKIE)).toBeUndefined();
    });
  });

  describe("accounts: codes and verification tokens", () => {
    it("a verification token is bound to its email and single-use; the code is consumed", async () => {
      const browser = target().browser();
      const identity = freshIdentity("meera");
      const token = await verifiedToken(browser, identity);
      const otp = await codeFromMail(identity.email, SIGNUP_SUBJECT);
      // The code was consumed by the verify.
      await expectFailure(
        browser.client.POST("/auth/verify-otp", { body: { email: identity.email, otp } }),
        400,
        messages.invalidOtp,
      );

      const other = freshIdentity("other");
      await expectFailure(
        browser.client.POST("/auth/register", { body: registerBody(other, token) }),
        400,
        messages.badToken,
      );
      const created = await browser.client.POST("/auth/register", { body: registerBody(identity, token) });
      expect(created.response.status).toBe(201);

      const second = target().browser();
      await expectFailure(
        second.client.POST("/auth/register", {
          body: { ...registerBody(identity, token), username: freshIdentity("again").username, phone: "" },
        }),
        400,
        messages.badToken,
      );
      await expectFailure(
        second.client.POST("/auth/register", {
          body: registerBody(freshIdentity("forged"), "vt_not_issued_by_the_server"),
        }),
        400,
        messages.badToken,
      );
    });

    it("a second send within 30 s answers 429 with the seconds still to wait", async () => {
      const browser = target().browser();
      const identity = freshIdentity("kiran");
      await browser.client.POST("/auth/send-email-verification-otp", { body: { email: identity.email } });
      const error = await expectFailure(
        browser.client.POST("/auth/send-email-verification-otp", { body: { email: identity.email } }),
        429,
        RESEND_WAIT,
      );
      const seconds = Number(RESEND_WAIT.exec(error.serverMessage ?? "")?.[1]);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(30);
      expect((await mailsTo(identity.email)).filter((m) => m.subject === SIGNUP_SUBJECT)).toHaveLength(1);
    });

    it("after 5 wrong codes the code is dead: the right one is refused with the lock message", async () => {
      const browser = target().browser();
      const identity = freshIdentity("lock");
      await browser.client.POST("/auth/send-email-verification-otp", { body: { email: identity.email } });
      const otp = await codeFromMail(identity.email, SIGNUP_SUBJECT);
      const wrong = otp === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) {
        await expectFailure(
          browser.client.POST("/auth/verify-otp", { body: { email: identity.email, otp: wrong } }),
          400,
          messages.invalidOtp,
        );
      }
      await expectFailure(
        browser.client.POST("/auth/verify-otp", { body: { email: identity.email, otp } }),
        400,
        messages.otpLocked,
      );
    });

    it("a code that was never sent is an invalid OTP", async () => {
      const browser = target().browser();
      await expectFailure(
        browser.client.POST("/auth/verify-otp", {
          body: { email: freshIdentity("never").email, otp: "123456" },
        }),
        400,
        messages.invalidOtp,
      );
    });
  });

  describe("accounts: register checks", () => {
    it("409 for a taken username or phone; 400 for a weak password", async () => {
      const browser = target().browser();
      const byUsername = freshIdentity("dupuser");
      await expectFailure(
        browser.client.POST("/auth/register", {
          body: {
            ...registerBody(byUsername, await verifiedToken(browser, byUsername)),
            username: shopper.username,
          },
        }),
        409,
        messages.usernameTaken,
      );
      const byPhone = freshIdentity("dupphone");
      await expectFailure(
        browser.client.POST("/auth/register", {
          body: { ...registerBody(byPhone, await verifiedToken(browser, byPhone)), phone: shopper.phone },
        }),
        409,
        messages.phoneTaken,
      );
      const weak = freshIdentity("weak");
      await expectFailure(
        browser.client.POST("/auth/register", {
          body: { ...registerBody(weak, await verifiedToken(browser, weak)), password: "password" },
        }),
        400,
        messages.weakPassword,
      );
      expect(browser.jar.get(SESSION_COOKIE)).toBeUndefined();
    });
  });

  describe("accounts: password reset", () => {
    it("resets with the mailed code: sessions end, the old password fails, the new one works", async () => {
      const { browser, identity, user } = await registered("reset");
      const other = target().browser();
      await login(other, identity.phone, identity.password);

      const guest = target().browser();
      const sent = await guest.client.POST("/auth/send-reset-otp", { body: { email: identity.email } });
      expect(sent.data).toEqual({ success: true, message: messages.resetSent });
      const otp = await codeFromMail(identity.email, RESET_SUBJECT);
      const wrong = otp === "000000" ? "111111" : "000000";

      await expectFailure(
        guest.client.POST("/auth/verify-reset-otp", { body: { email: identity.email, otp: wrong } }),
        400,
        messages.invalidOtp,
      );
      // Verifying does not consume the code.
      for (let i = 0; i < 2; i++) {
        const verified = await guest.client.POST("/auth/verify-reset-otp", {
          body: { email: identity.email, otp },
        });
        expect(verified.data).toEqual({ success: true, message: messages.otpVerified });
      }

      const newPassword = "Fresh#Start9";
      const reset = await guest.client.POST("/auth/reset-password", {
        body: { email: identity.email, password: newPassword, otp },
      });
      expect(reset.data).toEqual({ success: true, message: messages.passwordUpdated });

      // Every session of the user ended.
      await expectGuest(browser);
      await expectGuest(other);

      await expectFailure(
        guest.client.POST("/auth/login", {
          body: { identifier: identity.email, password: identity.password },
        }),
        401,
        messages.loginFailed,
      );
      const signedIn = await login(guest, identity.email, newPassword);
      expect(signedIn._id).toBe(user._id);

      // The code was consumed.
      await expectFailure(
        guest.client.POST("/auth/reset-password", {
          body: { email: identity.email, password: "Another#Pass9", otp },
        }),
        400,
        messages.invalidOtp,
      );
    });

    it("an unknown email gets the same 200, no mail, and the resend wait; its codes are invalid", async () => {
      const browser = target().browser();
      const email = freshIdentity("ghost").email;
      const sent = await browser.client.POST("/auth/send-reset-otp", { body: { email } });
      expect(sent.data).toEqual({ success: true, message: messages.resetSent });
      expect(await mailsTo(email)).toEqual([]);
      await expectFailure(browser.client.POST("/auth/send-reset-otp", { body: { email } }), 429, RESEND_WAIT);
      await expectFailure(
        browser.client.POST("/auth/verify-reset-otp", { body: { email, otp: "123456" } }),
        400,
        messages.invalidOtp,
      );
    });

    it("a malformed email is 400", async () => {
      const error = await apiError(
        target()
          .browser()
          .client.POST("/auth/send-reset-otp", { body: { email: "not-an-email" } }),
      );
      expect(error.status).toBe(400);
    });
  });

  describe("accounts: address book", () => {
    const work: AddressInput = {
      name: "Office",
      phoneNumber: "9811122233",
      street: "4th Floor, Tower B, Bagmane Tech Park",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560093",
      country: "India",
      addressType: "work",
      isDefault: false,
    };

    it("a guest gets 401", async () => {
      await expectFailure(target().browser().client.GET("/addresses"), 401, messages.notLoggedIn);
    });

    it("adds, lists default first then newest first, updates in place, sets the default, deletes", async () => {
      const { browser, user } = await registered("addr");
      const first = user.address;
      if (!first) throw new Error("the sign-up address is missing");

      const added = await browser.client.POST("/addresses", { body: work });
      expect(added.response.status).toBe(201);
      const second = added.data?.data;
      expect(second).toMatchObject({ ...work, isDefault: false });
      if (!second) throw new Error("no address answered");

      const third = (
        await browser.client.POST("/addresses", {
          body: {
            ...work,
            name: "Parents",
            street: "7 Park Street",
            city: "Kolkata",
            state: "West Bengal",
            pincode: "700001",
            addressType: "other",
            isDefault: true,
          },
        })
      ).data?.data;
      if (!third) throw new Error("no address answered");
      expect(third.isDefault).toBe(true);

      const ids = async () =>
        (await browser.client.GET("/addresses")).data?.data.map((a) => [a._id, a.isDefault]);
      expect(await ids()).toEqual([
        [third._id, true],
        [second._id, false],
        [first._id, false],
      ]);
      expect((await sessionOf(browser)).address?._id).toBe(third._id);

      const updated = await browser.client.PUT("/addresses/{id}", {
        params: { path: { id: second._id } },
        body: { ...work, street: "5th Floor, Tower C, Bagmane Tech Park", isDefault: false },
      });
      expect(updated.data?.data).toMatchObject({
        _id: second._id,
        street: "5th Floor, Tower C, Bagmane Tech Park",
        isDefault: false,
      });
      expect(await ids()).toEqual([
        [third._id, true],
        [second._id, false],
        [first._id, false],
      ]);

      const switched = await browser.client.POST("/addresses/{id}/default", {
        params: { path: { id: second._id } },
      });
      expect(switched.data?.data.map((a) => [a._id, a.isDefault])).toEqual([
        [second._id, true],
        [third._id, false],
        [first._id, false],
      ]);
      expect(switched.data?.data[0].street).toBe("5th Floor, Tower C, Bagmane Tech Park");
      expect((await sessionOf(browser)).address?._id).toBe(second._id);

      // Deleting the default makes the newest remaining address the default.
      const deleted = await browser.client.DELETE("/addresses/{id}", {
        params: { path: { id: second._id } },
      });
      expect(deleted.data?.success).toBe(true);
      expect(await ids()).toEqual([
        [third._id, true],
        [first._id, false],
      ]);
      expect((await sessionOf(browser)).address?._id).toBe(third._id);
    });

    it("another user's address id is 404, for read-modify calls", async () => {
      const owner = await registered("owner");
      const intruder = await registered("intruder");
      const id = owner.user.address?._id;
      if (!id) throw new Error("the owner has no address");
      const path = { params: { path: { id } } };
      await expectFailure(
        intruder.browser.client.PUT("/addresses/{id}", { ...path, body: work }),
        404,
        messages.addressNotFound,
      );
      await expectFailure(
        intruder.browser.client.POST("/addresses/{id}/default", path),
        404,
        messages.addressNotFound,
      );
      await expectFailure(
        intruder.browser.client.DELETE("/addresses/{id}", path),
        404,
        messages.addressNotFound,
      );
      expect((await owner.browser.client.GET("/addresses")).data?.data.map((a) => a._id)).toEqual([id]);
    });

    it("at most 20 addresses", async () => {
      const { browser } = await registered("many");
      for (let i = 2; i <= 20; i++) {
        const added = await browser.client.POST("/addresses", { body: { ...work, street: `Desk ${i}` } });
        expect(added.response.status).toBe(201);
      }
      await expectFailure(
        browser.client.POST("/addresses", { body: { ...work, street: "Desk 21" } }),
        400,
        messages.tooManyAddresses,
      );
      expect((await browser.client.GET("/addresses")).data?.data).toHaveLength(20);
    });
  });

  describe("accounts: pincode lookup", () => {
    it("a known pincode answers the fixture's city, district, state and post offices", async () => {
      const indore = pincodes.find((p) => p.pincode === "452001");
      const { data } = await target()
        .browser()
        .client.GET("/pincode/{pin}", { params: { path: { pin: "452001" } } });
      expect(data).toEqual({ success: true, data: indore });
    });

    it("an unknown pincode is 404, a malformed one 400", async () => {
      const client = target().browser().client;
      await expectFailure(
        client.GET("/pincode/{pin}", { params: { path: { pin: "999999" } } }),
        404,
        messages.pincodeNotFound,
      );
      const malformed = await apiError(client.GET("/pincode/{pin}", { params: { path: { pin: "12ab" } } }));
      expect(malformed.status).toBe(400);
    });
  });

  describe("accounts: social login", () => {
    it("/auth/providers lists google and facebook; a configured one has where to go, another none", async () => {
      const client = target().browser().client;
      const { data } = await client.GET("/auth/providers");
      expect(data?.success).toBe(true);
      const providers = data?.providers ?? [];
      expect(providers.map((p) => p.id).sort()).toEqual(["facebook", "google"]);
      for (const provider of providers) {
        expect(provider.name).toBe(provider.id === "google" ? "Google" : "Facebook");
        if (provider.configured) {
          expect(provider.authorizeUrl).toBeTruthy();
          expect(provider.clientId).toBeTruthy();
        } else {
          expect(provider.authorizeUrl).toBeUndefined();
          expect(provider.clientId).toBeUndefined();
        }
      }
    });

    it("a token that cannot be verified is 401 (503 where the provider is not configured)", async () => {
      const client = target().browser().client;
      const providers = (await client.GET("/auth/providers")).data?.providers ?? [];
      const configured = (id: string) => providers.find((p) => p.id === id)?.configured === true;
      const google = client.POST("/auth/google-login", { body: { access_token: "invalid" } });
      if (configured("google")) await expectFailure(google, 401, "Google login failed. Please try again.");
      else await expectFailure(google, 503, "Google sign-in is not available on this shop");
      const facebook = client.POST("/auth/facebook-login", { body: { access_token: "invalid" } });
      if (configured("facebook")) {
        await expectFailure(facebook, 401, "Failed to sign in with Facebook. Please try again.");
      } else await expectFailure(facebook, 503, "Facebook sign-in is not available on this shop");
    });

    it.each(["google", "facebook"] as const)(
      "%s: a verified token signs in with a new session; the next sign-in finds the same account",
      async (provider) => {
        const first = target().browser();
        const path = provider === "google" ? "/auth/google-login" : "/auth/facebook-login";
        const signedIn = await first.client.POST(path, {
          body: { access_token: await target().socialToken(provider) },
        });
        expect(signedIn.response.status).toBe(200);
        expectSessionCookieSet(first);
        const user = signedIn.data?.user;
        expect(user).toMatchObject({ role: "shopper", phone: "" });
        expect((await sessionOf(first))._id).toBe(user?._id);

        const second = target().browser();
        const again = await second.client.POST(path, {
          body: { access_token: await target().socialToken(provider) },
        });
        expect(again.data?.user._id).toBe(user?._id);
        expect(second.jar.get(SESSION_COOKIE)).not.toBe(first.jar.get(SESSION_COOKIE));
      },
    );
  });

  describe("accounts: retired calls", () => {
    it("/otp/saveotp and /auth/save-pswd answer 410 after validating the body", async () => {
      const client = target().browser().client;
      const saveOtp = await apiError(
        client.POST("/otp/saveotp", { body: { email: freshIdentity("old").email, otp: "123456" } }),
      );
      expect(saveOtp.status).toBe(410);
      expect(saveOtp.data).toMatchObject({ success: false });
      const savePassword = await apiError(
        client.POST("/auth/save-pswd", {
          body: { email: freshIdentity("old").email, password: "Rangrez@2026" },
        }),
      );
      expect(savePassword.status).toBe(410);
      const bad = await apiError(client.POST("/otp/saveotp", { body: { email: "nope", otp: "123456" } }));
      expect(bad.status).toBe(400);
    });
  });
}
