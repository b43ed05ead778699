// Accounts on the real server: sign-up with the code read from the caught mail, login by email, username
// and phone, logout, password reset, code limits, the session cookie, cross-site refusal. The login
// throttle, the mail budgets and the same answers for known and unknown emails have files of their own.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopper } from "../../mocks/fixtures";
import {
  RESET_MAIL_SUBJECT as RESET_SUBJECT,
  SIGNUP_MAIL_SUBJECT as SIGNUP_SUBJECT,
} from "../../src/lib/accountApiMessages";
import { sha256 } from "../../server/services/accounts/tokens";
import { PLAIN_HTTP_SESSION_COOKIE, SESSION_COOKIE, sessionCookieName } from "../../src/lib/sessionCookie";
import {
  type AuthHarness,
  authHarness,
  Browser,
  codeFromMail,
  mailsTo,
  sampleAddress,
  wrongCode,
} from "./server-auth-helpers";

let h: AuthHarness;
beforeAll(async () => {
  h = await authHarness();
}, 60_000);
afterAll(() => h.close());

/** Makes the last code for (purpose, email) look older, so the 30 s resend wait is over. */
async function ageCode(purpose: "signup" | "reset", email: string, seconds = 31) {
  await h.handle.db
    .updateTable("email_codes")
    .set({ sent_at: sql`sent_at - make_interval(secs => ${seconds})` })
    .where("purpose", "=", purpose)
    .where("email", "=", email.toLowerCase())
    .execute();
}

describe("sign-up → verify → logout → login → reset", () => {
  const who = {
    username: "Neha_R",
    name: "Neha Rao",
    email: "Neha.R@example.in",
    phone: "9811122233",
    password: "Neha@2026x",
  };
  const browser = () => new Browser(h.app);
  let b: Browser;

  it("mails a code and answers 'OTP sent to <email>'", async () => {
    b = browser();
    const res = await b.post("/auth/send-email-verification-otp", {
      email: who.email,
      username: who.username,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: `OTP sent to ${who.email}` });
    const mails = await mailsTo(h.mailbox, who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Your Rangrez verification code");
    expect(mails[0].text).toContain("Hello Neha_R,");
    expect(mails[0].html).toContain(await codeFromMail(h.mailbox, who.email, SIGNUP_SUBJECT));
    // Only a keyed hash is stored, never the code.
    const row = await h.handle.db
      .selectFrom("email_codes")
      .selectAll()
      .where("email", "=", who.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(await codeFromMail(h.mailbox, who.email, SIGNUP_SUBJECT));
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a second send within 30 s is 429 with the seconds left", async () => {
    const res = await b.post("/auth/send-email-verification-otp", { email: who.email });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Please wait (30|29|28) seconds before requesting a new code\.$/);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    await ageCode("signup", who.email, 25);
    const later = await b.post("/auth/send-email-verification-otp", { email: who.email });
    expect(later.body.message).toMatch(/^Please wait [3-5] seconds before requesting a new code\.$/);
  });

  it("at most 5 codes an hour per email: the 6th send is 429 with the minutes left, the next hour may send again", async () => {
    const address = "code.cap@example.in";
    for (let send = 1; send <= 5; send++) {
      const res = await b.post("/auth/send-reset-otp", { email: address });
      expect(res.status, `send ${send}`).toBe(200);
      await ageCode("reset", address);
    }
    const sixth = await b.post("/auth/send-reset-otp", { email: address });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(
      /^Too many codes requested for this email\. Please try again in (5[7-9]|60) minutes\.$/,
    );
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(55 * 60);
    await h.handle.db
      .updateTable("email_codes")
      .set({ window_started_at: sql`window_started_at - interval '61 minutes'` })
      .where("email", "=", address)
      .execute();
    expect((await b.post("/auth/send-reset-otp", { email: address })).status).toBe(200);
  });

  it("verify answers a single-use token; register signs in (201) with the address as default", async () => {
    const otp = await codeFromMail(h.mailbox, who.email, SIGNUP_SUBJECT);
    const verified = await b.post("/auth/verify-otp", { email: who.email, otp });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe("OTP verified");
    const token = verified.body.data.verificationToken as string;
    expect(token.length).toBeGreaterThan(20);
    // The code is consumed.
    const again = await b.post("/auth/verify-otp", { email: who.email, otp });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Invalid OTP. Please try again.");

    // A token for another email is refused.
    const foreign = await b.post("/auth/register", {
      ...who,
      email: "someone.else@example.in",
      verificationToken: token,
      address: sampleAddress,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("verificationToken is invalid or has expired");

    const res = await b.post("/auth/register", { ...who, verificationToken: token, address: sampleAddress });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.user).toMatchObject({
      username: "Neha_R",
      name: "Neha Rao",
      // Stored normalised: lower-cased.
      email: "neha.r@example.in",
      phone: "9811122233",
      role: "shopper",
      // The sign-up address is delivered to the shopper's name when it names nobody.
      address: { ...sampleAddress, name: "Neha Rao", country: "India", isDefault: true },
    });
    expect(res.setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    const stored = await h.handle.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", who.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const me = await b.get("/auth/verify");
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(who.email.toLowerCase());

    // The token was spent.
    const reuse = await new Browser(h.app).post("/auth/register", {
      ...who,
      username: "neha_two",
      verificationToken: token,
      address: sampleAddress,
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe("verificationToken is invalid or has expired");
  });

  it("logout deletes the session and clears the cookie; also fine without a session", async () => {
    const res = await b.post("/auth/logout");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Logged out" });
    expect(res.setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(res.setCookie).toMatch(/Max-Age=0/);
    expect((await b.get("/auth/verify")).body).toEqual({ success: true, user: null });
    const guest = await new Browser(h.app).post("/auth/logout");
    expect(guest.status).toBe(200);
  });

  it.each([
    ["email, any case", "neha.r@EXAMPLE.in"],
    ["username, any case", "neha_r"],
    ["phone", "9811122233"],
  ])("logs in by %s", async (_, identifier) => {
    const res = await browser().post("/auth/login", { identifier, password: who.password });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Login successful");
    expect(res.body.user.username).toBe("Neha_R");
    expect(res.body.user.address.pincode).toBe("560025");
  });

  it("a wrong password or unknown identifier is the same 401", async () => {
    for (const body of [
      { identifier: who.email, password: "Wrong@2026" },
      { identifier: "nobody@example.in", password: who.password },
    ]) {
      const res = await browser().post("/auth/login", body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: "Invalid email or password. Please try again." });
    }
  });

  it("reset: send (same answer for unknown emails), verify without consuming, reset, old sessions end", async () => {
    const signedIn = browser();
    expect(
      (await signedIn.post("/auth/login", { identifier: who.username, password: who.password })).status,
    ).toBe(200);

    const message = "If an account exists for this email, we have sent a code to it.";
    const unknown = await browser().post("/auth/send-reset-otp", { email: "ghost@example.in" });
    expect(unknown.body).toEqual({ success: true, message });
    expect(await mailsTo(h.mailbox, "ghost@example.in")).toHaveLength(0);
    const unknownAgain = await browser().post("/auth/send-reset-otp", { email: "ghost@example.in" });
    expect(unknownAgain.status).toBe(429);
    const unknownVerify = await browser().post("/auth/verify-reset-otp", {
      email: "ghost@example.in",
      otp: "123456",
    });
    expect(unknownVerify.status).toBe(400);
    expect(unknownVerify.body.message).toBe("Invalid OTP. Please try again.");

    const sent = await browser().post("/auth/send-reset-otp", { email: who.email.toUpperCase() });
    expect(sent.body).toEqual({ success: true, message });
    // To the account's stored (normalised) address.
    const otp = await codeFromMail(h.mailbox, who.email.toLowerCase(), RESET_SUBJECT);
    const mail = (await mailsTo(h.mailbox, who.email.toLowerCase())).at(-1);
    expect(mail?.subject).toBe("Your Rangrez password reset code");

    for (let i = 0; i < 2; i++) {
      const verified = await browser().post("/auth/verify-reset-otp", { email: who.email, otp });
      expect(verified.body).toEqual({ success: true, message: "OTP verified" });
    }
    const weak = await browser().post("/auth/reset-password", {
      email: who.email,
      otp,
      password: "weakpass",
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(
      "password must be 8 or more characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*",
    );
    const reset = await browser().post("/auth/reset-password", {
      email: who.email,
      otp,
      password: "Fresh#Pass9",
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: "Password updated. Please log in." });
    // Consumed.
    const twice = await browser().post("/auth/reset-password", {
      email: who.email,
      otp,
      password: "Fresh#Pass9",
    });
    expect(twice.body.message).toBe("Invalid OTP. Please try again.");

    expect((await signedIn.get("/auth/verify")).body).toEqual({ success: true, user: null });
    expect(
      (await browser().post("/auth/login", { identifier: who.email, password: who.password })).status,
    ).toBe(401);
    const fresh = await browser().post("/auth/login", { identifier: who.email, password: "Fresh#Pass9" });
    expect(fresh.status).toBe(200);
  });
});

describe("codes", () => {
  it("5 wrong codes kill the code: even the right one is refused after", async () => {
    const email = "five.tries@example.in";
    const b = new Browser(h.app);
    expect((await b.post("/auth/send-email-verification-otp", { email })).status).toBe(200);
    const otp = await codeFromMail(h.mailbox, email, SIGNUP_SUBJECT);
    for (let i = 0; i < 5; i++) {
      const res = await b.post("/auth/verify-otp", { email, otp: wrongCode(otp) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Invalid OTP. Please try again.");
    }
    const right = await b.post("/auth/verify-otp", { email, otp });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe("Too many wrong attempts. Please request a new OTP.");

    // A new send replaces the code and its count.
    await ageCode("signup", email);
    expect((await b.post("/auth/send-email-verification-otp", { email })).status).toBe(200);
    const second = await codeFromMail(h.mailbox, email, SIGNUP_SUBJECT);
    const ok = await b.post("/auth/verify-otp", { email, otp: second });
    expect(ok.status).toBe(200);
  });

  it("an expired code is refused with its own message", async () => {
    const email = "slow.reader@example.in";
    const b = new Browser(h.app);
    await b.post("/auth/send-email-verification-otp", { email });
    const otp = await codeFromMail(h.mailbox, email, SIGNUP_SUBJECT);
    await h.handle.db
      .updateTable("email_codes")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("email", "=", email)
      .execute();
    const res = await b.post("/auth/verify-otp", { email, otp });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This OTP has expired. Please request a new one.");
  });

  it("an expired verification token is refused", async () => {
    const email = "late.register@example.in";
    const b = new Browser(h.app);
    await b.post("/auth/send-email-verification-otp", { email });
    const otp = await codeFromMail(h.mailbox, email, SIGNUP_SUBJECT);
    const token = (await b.post("/auth/verify-otp", { email, otp })).body.data.verificationToken as string;
    await h.handle.db
      .updateTable("verification_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("token_hash", "=", sha256(token))
      .execute();
    const res = await b.post("/auth/register", {
      username: "late_one",
      name: "Late One",
      email,
      password: "Late@2026x",
      verificationToken: token,
      address: sampleAddress,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("verificationToken is invalid or has expired");
  });
});

describe("register conflicts and validation", () => {
  let clashes = 0;
  it.each([
    [{ username: "AARAV_K" }, "This username is already taken"],
    [{ phone: "9876543210" }, "This phone number is already registered"],
    [{ username: "\u0430arav_k" }, "This username is already taken"],
    [{ username: "ＡＡＲＡＶ_Ｋ" }, "This username is already taken"],
  ])(
    "409 when %j belongs to (or looks like) someone else's, and the token is spent",
    async (clash, message) => {
      clashes += 1;
      const email = `clash.${clashes}@example.in`;
      const b = new Browser(h.app);
      const who = {
        username: "fresh_name",
        name: "Fresh Name",
        email,
        password: "Clash@2026",
        phone: "",
        ...clash,
      };
      const sent = await b.post("/auth/send-email-verification-otp", { email });
      expect(sent.status).toBe(200);
      const otp = await codeFromMail(h.mailbox, email.toLowerCase(), SIGNUP_SUBJECT);
      const token = (await b.post("/auth/verify-otp", { email, otp })).body.data.verificationToken as string;
      const res = await b.post("/auth/register", {
        ...who,
        verificationToken: token,
        address: sampleAddress,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(message);
      expect(b.cookie).toBeNull();
      // Probing costs a new code: the same token, with the clash fixed, is refused.
      const again = await b.post("/auth/register", {
        ...who,
        username: "fresh_name_2",
        phone: "",
        verificationToken: token,
        address: sampleAddress,
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe("verificationToken is invalid or has expired");
    },
  );

  it.each([
    [{ password: "short1!A".slice(0, 7) }, "password must be 8 or more characters"],
    [{ phone: "12345" }, "phone must be 10 digits"],
    [{ email: "not-an-email" }, "email must be a valid email"],
    [{ address: { ...sampleAddress, pincode: "5600" } }, "address.pincode must be 6 digits"],
    [{ address: { ...sampleAddress, street: " " } }, "address.street is required"],
    [
      { address: { ...sampleAddress, addressType: "castle" } },
      "address.addressType must be one of: home, work, other",
    ],
    [{ username: undefined }, "username is required"],
    [{ name: undefined }, "name is required"],
    [{ name: "n3ha_r" }, "name must be your full name"],
    [{ address: undefined }, "address is required"],
  ])("400 for %j naming the field", async (change, message) => {
    const res = await new Browser(h.app).post("/auth/register", {
      username: "valid_name",
      name: "Valid Name",
      email: "valid@example.in",
      password: "Valid@2026",
      phone: "",
      verificationToken: "x",
      address: sampleAddress,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("bodies that are not JSON objects are 400", async () => {
    const b = new Browser(h.app);
    expect((await b.post("/auth/login", "not json")).body.message).toBe("Request body must be valid JSON");
    expect((await b.post("/auth/login", [1, 2])).body.message).toBe("Request body must be a JSON object");
    expect((await b.post("/auth/login", { identifier: " ", password: "x" })).body.message).toBe(
      "identifier is required",
    );
    expect((await b.post("/auth/verify-otp", { email: "a@b.in", otp: "12ab56" })).body.message).toBe(
      "otp must be 6 digits",
    );
  });

  it("the retired calls answer 410 after validating the body", async () => {
    const b = new Browser(h.app);
    expect((await b.post("/otp/saveotp", { email: "a@b.in" })).status).toBe(400);
    const otp = await b.post("/otp/saveotp", { email: "a@b.in", otp: "123456" });
    expect(otp.status).toBe(410);
    expect(otp.body.success).toBe(false);
    expect((await b.post("/auth/save-pswd", { email: "a@b.in", password: "weak" })).status).toBe(400);
    expect((await b.post("/auth/save-pswd", { email: "a@b.in", password: "Strong@2026" })).status).toBe(410);
  });
});

describe("session cookie", () => {
  const login = (app: ReturnType<AuthHarness["appWith"]>, cookieName?: string) =>
    new Browser(app, {}, cookieName).post("/auth/login", {
      identifier: shopper.username,
      password: shopper.password,
    });

  it("is __Host-rz_session: HttpOnly, Secure, SameSite=Lax, Path=/, no Domain, 30 days, by default", async () => {
    const cookie = (await login(h.app)).setCookie ?? "";
    expect(cookie).toMatch(/^__Host-rz_session=[A-Za-z0-9_-]{43}; /);
    for (const flag of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/", "Max-Age=2592000"]) {
      expect(cookie.split("; ")).toContain(flag);
    }
    expect(cookie).not.toMatch(/domain=/i);
    const b = new Browser(h.app);
    await b.post("/auth/login", { identifier: shopper.username, password: shopper.password });
    const out = await b.post("/auth/logout");
    expect(out.setCookie).toMatch(/^__Host-rz_session=; .*Secure/);
  });

  it("only the __Host- cookie is read: an unprefixed rz_session (planted by another host) is a guest", async () => {
    const b = new Browser(h.app);
    await b.post("/auth/login", { identifier: shopper.username, password: shopper.password });
    const planted = await new Browser(h.app).get("/auth/verify", {
      cookie: `${PLAIN_HTTP_SESSION_COOKIE}=${b.cookie}`,
    });
    expect(planted.body).toEqual({ success: true, user: null });
  });

  it.each([
    ["http://localhost:3000", false],
    ["http://127.0.0.1:3000/", false],
    ["http://[::1]:3000", false],
    ["https://localhost:3000", true],
    ["http://shop.example", true],
    ["https://rangrez.example", true],
  ])("PUBLIC_URL %s: Secure %s", async (publicUrl, secure) => {
    const res = await login(h.appWith({ publicUrl }), sessionCookieName(secure));
    const cookie = res.setCookie ?? "";
    // Plain-http localhost development: no Secure, so no __Host- prefix either (browsers refuse it).
    expect(cookie.startsWith(`${secure ? "__Host-rz_session" : "rz_session"}=`)).toBe(true);
    expect(cookie.split("; ").includes("Secure")).toBe(secure);
  });

  it("a login gets a new session id and the old one stops working; only the hash is stored", async () => {
    const b = new Browser(h.app);
    await b.post("/auth/login", { identifier: shopper.username, password: shopper.password });
    const first = b.cookie as string;
    await b.post("/auth/login", { identifier: shopper.email, password: shopper.password });
    const second = b.cookie as string;
    expect(second).not.toBe(first);
    const stale = await new Browser(h.app).get("/auth/verify", { cookie: `${SESSION_COOKIE}=${first}` });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ success: true, user: null });
    const rows = await h.handle.db.selectFrom("sessions").select("token_hash").execute();
    expect(rows.some((r) => r.token_hash === sha256(second))).toBe(true);
    expect(rows.some((r) => r.token_hash === second || r.token_hash === sha256(first))).toBe(false);
  });

  it("verify answers the user with role and default address; an expired session is a guest", async () => {
    const b = new Browser(h.app);
    await b.post("/auth/login", { identifier: "staff@rangrez.example", password: "Staff$Rangrez1" });
    const me = await b.get("/auth/verify");
    expect(me.body.user).toMatchObject({ username: "rangrez_staff", role: "staff", address: null });
    await h.handle.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("token_hash", "=", sha256(b.cookie as string))
      .execute();
    expect((await b.get("/auth/verify")).body).toEqual({ success: true, user: null });
  });
});

describe("cross-site requests", () => {
  const login = { identifier: shopper.username, password: shopper.password };

  it("a foreign Origin on a state-changing call is 403", async () => {
    const res = await new Browser(h.app).post("/auth/login", login, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: "Cross-site request refused" });
    const logout = await new Browser(h.app).post("/auth/logout", {}, { origin: "null" });
    expect(logout.status).toBe(403);
  });

  it("no Origin but Sec-Fetch-Site: cross-site is 403", async () => {
    const res = await new Browser(h.app).post("/auth/login", login, { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
  });

  it("PUBLIC_URL's origin and calls without either header pass", async () => {
    expect((await new Browser(h.app).post("/auth/login", login, { origin: "http://shop.test" })).status).toBe(
      200,
    );
    const published = h.appWith({ publicUrl: "https://rangrez.example/" });
    expect(
      (await new Browser(published).post("/auth/login", login, { origin: "https://rangrez.example" })).status,
    ).toBe(200);
    // The request's own Host does not count: only the public URL does.
    expect(
      (await new Browser(published).post("/auth/login", login, { origin: "http://shop.test" })).status,
    ).toBe(403);
    expect(
      (await new Browser(h.app).post("/auth/login", login, { "sec-fetch-site": "same-origin" })).status,
    ).toBe(200);
    expect((await new Browser(h.app).post("/auth/login", login)).status).toBe(200);
    // Reads are never refused.
    expect((await new Browser(h.app).get("/auth/providers", { origin: "https://evil.example" })).status).toBe(
      200,
    );
  });

  describe("a shop on this machine (PUBLIC_URL http://localhost:3000)", () => {
    const publicUrl = "http://localhost:3000";
    /** A login posted by a page at `origin` to `shopUrl` (the address the browser opened the shop at). */
    const loginFrom = async (app: ReturnType<typeof h.appWith>, origin: string, shopUrl = origin) => {
      const res = await app.request(`${shopUrl}/api/v1/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(login),
      });
      return { status: res.status, body: await res.json() };
    };

    it("in development, opened as localhost, 127.0.0.1 or [::1] on the same port, its forms go through", async () => {
      const development = h.appWith({ publicUrl, production: false });
      for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
        expect((await loginFrom(development, origin)).status, origin).toBe(200);
      }
      // Another port, another scheme or another machine's name is another site.
      for (const origin of ["http://127.0.0.1:3001", "https://127.0.0.1:3000", "http://192.168.1.5:3000"]) {
        expect(await loginFrom(development, origin, "http://127.0.0.1:3000"), origin).toEqual({
          status: 403,
          body: { success: false, message: "Cross-site request refused" },
        });
      }
    });

    it("in development, absolute URLs still name PUBLIC_URL when the shop is opened as 127.0.0.1", async () => {
      const development = h.appWith({ publicUrl, production: false });
      const robots = await development.request("http://127.0.0.1:3000/robots.txt");
      expect(await robots.text()).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    });

    it("in production only PUBLIC_URL's origin passes: the loopback aliases are refused", async () => {
      const production = h.appWith({ publicUrl, production: true });
      expect((await loginFrom(production, publicUrl)).status).toBe(200);
      for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000"]) {
        expect(await loginFrom(production, origin, publicUrl), origin).toEqual({
          status: 403,
          body: { success: false, message: "Cross-site request refused" },
        });
      }
    });
  });
});
