// The account mock handlers where the contract scenarios cannot reach on both targets: time (code expiry,
// a new send after 30 s, the login window), the outbox, and the story variants. The shared behaviour itself
// (messages, 5 wrong tries, throttle, reset, addresses) is in tests/contract/accountScenarios.ts.
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { shopper } from "../../mocks/fixtures";
import { db, handlers, MOCK_OTP, resetMockState, SESSION_COOKIE, variants } from "../../mocks/handlers";
import { mockProviders } from "../../mocks/handlers/auth";
import { ApiError } from "../../src/api/errors";
import { OTP_RESEND_SECONDS, OTP_SENDS_PER_HOUR } from "../../src/lib/accountRules";
import { type Browser, browserFactory } from "../contract/cookieJar";
import { formatViolations, takeViolations } from "../contract/validator";

const BASE = "http://localhost/api/v1";
const server = setupServer(...handlers);
const newBrowser = browserFactory(BASE, (request) => globalThis.fetch(request), {
  shadowCookies: [SESSION_COOKIE],
});

let offset = 0;
const realNow = Date.now.bind(Date);
/** Moves the mocks' clock forward. */
const advance = (ms: number) => {
  offset += ms;
};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  resetMockState();
  takeViolations();
  offset = 0;
  vi.spyOn(Date, "now").mockImplementation(() => realNow() + offset);
});
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  const violations = takeViolations();
  expect(violations, formatViolations(violations)).toEqual([]);
});
afterAll(() => server.close());

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.serverMessage };
    throw error;
  }
  throw new Error("expected the call to fail");
}

const email = "nila@example.in";
const send = (b: Browser, to = email) =>
  b.client.POST("/auth/send-email-verification-otp", { body: { email: to } });
const verify = (b: Browser, otp: string, to = email) =>
  b.client.POST("/auth/verify-otp", { body: { email: to, otp } });

describe("codes over time", () => {
  it("mails the code: the outbox holds the subject and a body with the code once", async () => {
    const b = newBrowser();
    await send(b);
    expect(db.outbox).toHaveLength(1);
    expect(db.outbox[0]).toMatchObject({ to: email, subject: "Your Rangrez verification code" });
    expect(db.outbox[0].text.match(/(?<!\S)\d{6}(?!\S)/g)).toEqual([MOCK_OTP]);
  });

  it("a code is valid 10 minutes", async () => {
    const b = newBrowser();
    await send(b);
    advance(10 * 60 * 1000 + 1000);
    expect(await failure(verify(b, MOCK_OTP))).toEqual({
      status: 400,
      message: "This OTP has expired. Please request a new one.",
    });
  });

  it("the resend wait counts down, and a new send replaces the code and its wrong-try count", async () => {
    const b = newBrowser();
    await send(b);
    advance(12_000);
    expect(await failure(send(b))).toEqual({
      status: 429,
      message: "Please wait 18 seconds before requesting a new code.",
    });
    for (let i = 0; i < 5; i++) await failure(verify(b, "000000"));
    expect((await failure(verify(b, MOCK_OTP))).message).toBe(
      "Too many wrong attempts. Please request a new OTP.",
    );
    advance(OTP_RESEND_SECONDS * 1000);
    await send(b);
    expect(db.outbox).toHaveLength(2);
    const verified = await verify(b, MOCK_OTP);
    expect(verified.data?.data.verificationToken).toBeTruthy();
  });

  it("at most 5 codes an hour per email, then 429 with the minutes left until the hour is over", async () => {
    const b = newBrowser();
    for (let i = 0; i < OTP_SENDS_PER_HOUR; i++) {
      await send(b);
      advance(OTP_RESEND_SECONDS * 1000);
    }
    // 5 sends took 2.5 minutes of the hour.
    expect(await failure(send(b))).toEqual({
      status: 429,
      message: "Too many codes requested for this email. Please try again in 58 minutes.",
    });
    advance(58 * 60 * 1000);
    await send(b);
    expect(db.outbox).toHaveLength(OTP_SENDS_PER_HOUR + 1);
  });

  it("a verification token expires after 30 minutes", async () => {
    const b = newBrowser();
    await send(b);
    const token = (await verify(b, MOCK_OTP)).data?.data.verificationToken ?? "";
    advance(31 * 60 * 1000);
    const body = {
      username: "nila_r",
      email,
      password: "Nila@2026",
      verificationToken: token,
      address: {
        street: "1 Beach Road",
        city: "Chennai",
        state: "Tamil Nadu",
        pincode: "600001",
        country: "India",
        addressType: "home" as const,
        isDefault: true,
      },
    };
    expect(await failure(b.client.POST("/auth/register", { body }))).toEqual({
      status: 400,
      message: "verificationToken is invalid or has expired",
    });
  });

  it("the reset code: a weak new password is refused with the password rule's message", async () => {
    const b = newBrowser();
    await b.client.POST("/auth/send-reset-otp", { body: { email: shopper.email } });
    expect(db.outbox.at(-1)?.subject).toBe("Your Rangrez password reset code");
    const weak = await failure(
      b.client.POST("/auth/reset-password", {
        body: { email: shopper.email, password: "weakpass", otp: MOCK_OTP },
      }),
    );
    expect(weak).toEqual({
      status: 400,
      message:
        "password must be 8 or more characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*",
    });
  });
});

describe("login throttle window", () => {
  it("lets the identifier in again 15 minutes after the failures", async () => {
    const b = newBrowser();
    for (let i = 0; i < 10; i++) {
      await failure(b.client.POST("/auth/login", { body: { identifier: shopper.username, password: "x" } }));
    }
    const body = { identifier: shopper.username, password: shopper.password };
    expect((await failure(b.client.POST("/auth/login", { body }))).status).toBe(429);
    advance(15 * 60 * 1000 + 1);
    const ok = await b.client.POST("/auth/login", { body });
    expect(ok.data?.user._id).toBe(shopper._id);
  });

  it("50 failures from the client within 15 minutes lock every identifier", async () => {
    const b = newBrowser();
    for (let i = 0; i < 50; i++) {
      const identifier = `nobody${i}@example.in`;
      await failure(b.client.POST("/auth/login", { body: { identifier, password: "Wrong@2026" } }));
    }
    const locked = await failure(
      b.client.POST("/auth/login", { body: { identifier: shopper.email, password: shopper.password } }),
    );
    expect(locked).toEqual({
      status: 429,
      message: "Too many login attempts. Please try again in 15 minutes.",
    });
  });
});

describe("social login and providers", () => {
  it("default: both providers configured, pointing at the local fake provider", async () => {
    const { data } = await newBrowser().client.GET("/auth/providers");
    expect(data?.providers).toEqual(mockProviders);
    for (const p of data?.providers ?? []) expect(p.authorizeUrl).toMatch(/^\/__fake-oauth\//);
  });

  it("a valid token signs in and creates the account once; 'invalid' is 401 with the spec's message", async () => {
    const b = newBrowser();
    const first = await b.client.POST("/auth/google-login", { body: { access_token: "fake-google-token" } });
    const again = await newBrowser().client.POST("/auth/google-login", {
      body: { access_token: "fake-google-2" },
    });
    expect(again.data?.user._id).toBe(first.data?.user._id);
    expect(b.jar.get(SESSION_COOKIE)).toBeTruthy();
    expect(await failure(b.client.POST("/auth/google-login", { body: { access_token: "invalid" } }))).toEqual(
      {
        status: 401,
        message: "Google login failed. Please try again.",
      },
    );
    expect(
      await failure(b.client.POST("/auth/facebook-login", { body: { access_token: "invalid" } })),
    ).toEqual({
      status: 401,
      message: "Failed to sign in with Facebook. Please try again.",
    });
  });

  it("none: neither provider configured (no authorizeUrl); googleOnly: facebook not configured", async () => {
    server.use(...(variants.auth.none ?? []));
    const none = (await newBrowser().client.GET("/auth/providers")).data?.providers;
    expect(none).toEqual([
      { id: "google", name: "Google", configured: false },
      { id: "facebook", name: "Facebook", configured: false },
    ]);
    server.use(...(variants.auth.googleOnly ?? []));
    const googleOnly = (await newBrowser().client.GET("/auth/providers")).data?.providers;
    expect(googleOnly?.map((p) => [p.id, p.configured])).toEqual([
      ["google", true],
      ["facebook", false],
    ]);
  });
});

describe("story variants", () => {
  it("resendTooSoon, otpExpired, otpLocked, loginThrottled answer the shared messages", async () => {
    server.use(
      ...(variants.auth.resendTooSoon ?? []),
      ...(variants.auth.otpExpired ?? []),
      ...(variants.auth.loginThrottled ?? []),
    );
    const b = newBrowser();
    expect(await failure(send(b))).toEqual({
      status: 429,
      message: "Please wait 27 seconds before requesting a new code.",
    });
    expect((await failure(verify(b, MOCK_OTP))).message).toBe(
      "This OTP has expired. Please request a new one.",
    );
    expect(
      await failure(
        b.client.POST("/auth/login", { body: { identifier: shopper.email, password: shopper.password } }),
      ),
    ).toEqual({ status: 429, message: "Too many login attempts. Please try again in 15 minutes." });
    server.use(...(variants.auth.otpLocked ?? []));
    expect(
      (await failure(b.client.POST("/auth/verify-reset-otp", { body: { email, otp: MOCK_OTP } }))).message,
    ).toBe("Too many wrong attempts. Please request a new OTP.");
  });
});
