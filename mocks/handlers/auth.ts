// Contract tag "auth": sign-up codes, register, login (password and social), session check, logout,
// password reset. Codes are always MOCK_OTP ("123456", see state.ts).
import { HttpResponse } from "msw";
import type { SeedUser } from "../fixtures";
import { parseAddress } from "./addresses";
import { fail, http } from "./http";
import {
  CLEARED_SESSION_COOKIE,
  db,
  endSession,
  findUserByIdentifier,
  MOCK_OTP,
  MOCK_VERIFICATION_TOKEN,
  nextMockId,
  OTP_RESEND_SECONDS,
  publicUser,
  requireUser,
  sessionCookie,
  sessionUser,
  startSession,
} from "./state";
import { email, type Json, object, optionalString, password, readBody, string } from "./validate";
import { defineVariants, type HandlerVariants } from "./variants";

const OTP_PATTERN = /^[0-9]{6}$/;

function otpField(body: Json): string {
  return string(body, "otp", { pattern: OTP_PATTERN, patternMessage: "otp must be 6 digits" });
}

function sendCode(purpose: "signup" | "reset", address: string): void {
  const key = `${purpose}:${address.toLowerCase()}`;
  const previous = db.otps.get(key);
  if (previous && Date.now() - previous.sentAt < OTP_RESEND_SECONDS * 1000) {
    fail(429, `Too many requests. Please wait ${OTP_RESEND_SECONDS} seconds and try again.`);
  }
  db.otps.set(key, { code: MOCK_OTP, sentAt: Date.now() });
}

/** A sent, matching code (or MOCK_OTP when none was sent: handy for stories); else 400. */
function checkCode(purpose: "signup" | "reset", address: string, otp: string): void {
  const stored = db.otps.get(`${purpose}:${address.toLowerCase()}`);
  if (otp !== (stored?.code ?? MOCK_OTP)) fail(400, "otp is invalid or has expired");
}

/** Start a session: the AuthUserResponse body and the Set-Cookie header that carries it. */
function signIn(user: SeedUser, message: string) {
  const token = startSession(user._id);
  return [
    { success: true as const, message, user: publicUser(user) },
    { headers: { "Set-Cookie": sessionCookie(token) } },
  ] as const;
}

function socialUser(provider: "google" | "facebook", accessToken: string): SeedUser {
  if (accessToken === "invalid" || accessToken.length < 4)
    fail(401, `Could not verify the ${provider} account`);
  const address = `${provider}.user@example.com`;
  let user = db.users.find((u) => u.email === address);
  if (!user) {
    user = {
      _id: nextMockId("usr"),
      username: `${provider}_user`,
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

const defaults = [
  http.post("/auth/send-email-verification-otp", async ({ request, response }) => {
    const body = await readBody(request);
    const address = email(body);
    optionalString(body, "username", { max: 50 });
    if (db.users.some((u) => u.email.toLowerCase() === address.toLowerCase())) {
      fail(409, "This email is already registered");
    }
    sendCode("signup", address);
    return response(200).json({ success: true, message: `OTP sent to ${address}` });
  }),

  http.post("/auth/verify-otp", async ({ request, response }) => {
    const body = await readBody(request);
    const address = email(body);
    checkCode("signup", address, otpField(body));
    const verificationToken = `vt_${nextMockId("v")}`;
    db.verificationTokens.set(verificationToken, address.toLowerCase());
    return response(200).json({ success: true, message: "OTP verified", data: { verificationToken } });
  }),

  http.post("/auth/register", async ({ request, response }) => {
    const body = await readBody(request);
    const username = string(body, "username", { max: 50 });
    const address = email(body);
    const pass = password(body);
    const phone = optionalString(body, "phone", {
      pattern: /^([0-9]{10})?$/,
      patternMessage: "phone must be 10 digits",
    });
    const token = string(body, "verificationToken");
    const addressFields = parseAddress(object(body, "address"), "address.");

    const tokenEmail = db.verificationTokens.get(token);
    if (token !== MOCK_VERIFICATION_TOKEN && tokenEmail !== address.toLowerCase()) {
      fail(400, "verificationToken is invalid or has expired");
    }
    const taken = (u: SeedUser) =>
      u.username.toLowerCase() === username.toLowerCase()
        ? "username"
        : u.email.toLowerCase() === address.toLowerCase()
          ? "email"
          : phone && u.phone === phone
            ? "phone"
            : null;
    for (const u of db.users) {
      const field = taken(u);
      if (field) fail(409, `This ${field} is already registered`);
    }
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
    db.addresses.set(user._id, [{ _id: nextMockId("adr"), ...addressFields, isDefault: true }]);
    return response(201).json(...signIn(user, "Registration successful"));
  }),

  http.get("/auth/verify", ({ cookies, response }) => {
    const user = requireUser(cookies);
    return response(200).json({ success: true, user: publicUser(user) });
  }),

  http.post("/auth/login", async ({ request, response }) => {
    const body = await readBody(request);
    const identifier = string(body, "identifier");
    const pass = string(body, "password");
    const user = findUserByIdentifier(identifier);
    if (!user?.password || user.password !== pass) fail(401, "Invalid credentials");
    return response(200).json(...signIn(user, "Login successful"));
  }),

  http.post("/auth/google-login", async ({ request, response }) => {
    const user = socialUser("google", string(await readBody(request), "access_token"));
    return response(200).json(...signIn(user, "Login successful"));
  }),

  http.post("/auth/facebook-login", async ({ request, response }) => {
    const user = socialUser("facebook", string(await readBody(request), "access_token"));
    return response(200).json(...signIn(user, "Login successful"));
  }),

  http.post("/auth/logout", ({ cookies }) => {
    endSession(cookies);
    return HttpResponse.json(
      { success: true as const, message: "Logged out" },
      { status: 200, headers: { "Set-Cookie": CLEARED_SESSION_COOKIE } },
    );
  }),

  http.post("/auth/send-reset-otp", async ({ request, response }) => {
    const body = await readBody(request);
    const address = email(body);
    if (db.users.some((u) => u.email.toLowerCase() === address.toLowerCase())) sendCode("reset", address);
    return response(200).json({ success: true, message: "If the email is registered, an OTP has been sent" });
  }),

  http.post("/auth/verify-reset-otp", async ({ request, response }) => {
    const body = await readBody(request);
    const address = email(body);
    checkCode("reset", address, otpField(body));
    return response(200).json({ success: true, message: "OTP verified" });
  }),

  http.post("/auth/reset-password", async ({ request, response }) => {
    const body = await readBody(request);
    const address = email(body);
    const pass = password(body);
    const otp = otpField(body);
    const user = db.users.find((u) => u.email.toLowerCase() === address.toLowerCase());
    const stored = db.otps.get(`reset:${address.toLowerCase()}`);
    if (!user || !stored || stored.code !== otp) fail(400, "otp is invalid or has expired");
    db.otps.delete(`reset:${address.toLowerCase()}`);
    user.password = pass;
    return response(200).json({ success: true, message: "Password reset successful" });
  }),

  http.post("/auth/save-pswd", async ({ request, response }) => {
    const body = await readBody(request);
    email(body);
    password(body);
    return response(410).json({ success: false, message: "Use POST /auth/reset-password with a code" });
  }),
];

export const authHandlers: HandlerVariants = defineVariants(defaults, {
  /** GET /auth/verify answers 401 (a guest), whatever the session. */
  guest: [http.get("/auth/verify", () => fail(401, "Please log in first"))],
  /** GET /auth/verify answers the session's user, else the first sample shopper. */
  signedIn: [
    http.get("/auth/verify", ({ cookies, response }) => {
      const user = sessionUser(cookies) ?? db.users[0];
      return response(200).json({ success: true, user: publicUser(user) });
    }),
  ],
});
