// New shoppers for the contract scenarios: a fresh identity (unique email, username and phone, so scenarios
// never depend on each other or on a server that is never reset), the sign-up code read from the mail, and
// a registered, signed-in browser.
import { expect } from "vitest";
import type { components } from "../../src/api/schema";
import type { Browser } from "./cookieJar";
import type { ContractTarget, InboxMail } from "./scenarios";

type AddressInput = components["schemas"]["AddressInput"];
type User = components["schemas"]["User"];

export const SIGNUP_SUBJECT = "Your Rangrez verification code";

let sequence = 0;

/** A fresh identity no other scenario (or earlier run against the same server) uses. */
export function freshIdentity(label: string) {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const digits = `${Date.now()}${sequence}${Math.floor(Math.random() * 1e6)}`.slice(-9);
  return {
    username: `${label}_${stamp}`,
    name: "Meera Iyer",
    email: `${label}.${stamp}@example.in`,
    phone: `7${digits}`,
    password: "Rangrez@2026",
  };
}
export type Identity = ReturnType<typeof freshIdentity>;

export const homeAddress: AddressInput = {
  street: "12 MG Road, Near Regal Square",
  city: "Indore",
  state: "Madhya Pradesh",
  pincode: "452001",
  country: "India",
  landmark: "Opposite City Mall",
  addressType: "home",
  isDefault: true,
};

const SIX_DIGIT_WORD = /(?<!\S)(\d{6})(?!\S)/g;

/** The code of the newest mail to `email` with `subject` (its body holds the 6 digits once). */
export async function mailedCode(target: ContractTarget, email: string, subject: string): Promise<string> {
  const mails = (await target.inbox()).filter(
    (m: InboxMail) => m.subject === subject && m.to.map((t) => t.toLowerCase()).includes(email.toLowerCase()),
  );
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail "${subject}" reached ${email}`);
  const codes = [...mail.text.matchAll(SIX_DIGIT_WORD)].map((m) => m[1]);
  expect(codes, `the mail's body holds the code once: ${mail.text}`).toHaveLength(1);
  return codes[0];
}

/** Send a sign-up code, read it from the mail, verify it: the verification token. */
export async function signUpToken(
  target: ContractTarget,
  browser: Browser,
  identity: Identity,
): Promise<string> {
  const sent = await browser.client.POST("/auth/send-email-verification-otp", {
    body: { email: identity.email, username: identity.username },
  });
  expect(sent.data).toEqual({ success: true, message: `OTP sent to ${identity.email}` });
  const otp = await mailedCode(target, identity.email, SIGNUP_SUBJECT);
  const verified = await browser.client.POST("/auth/verify-otp", { body: { email: identity.email, otp } });
  expect(verified.data?.message).toBe("OTP verified");
  const token = verified.data?.data.verificationToken;
  if (!token) throw new Error("verify-otp answered no verificationToken");
  return token;
}

export function registerBody(identity: Identity, verificationToken: string) {
  return {
    username: identity.username,
    name: identity.name,
    email: identity.email,
    password: identity.password,
    phone: identity.phone,
    verificationToken,
    address: homeAddress,
  };
}

/** A new account, signed in in a new browser. */
export async function registeredShopper(
  target: ContractTarget,
  label: string,
): Promise<{ browser: Browser; identity: Identity; user: User }> {
  const browser = target.browser();
  const identity = freshIdentity(label);
  const token = await signUpToken(target, browser, identity);
  const created = await browser.client.POST("/auth/register", { body: registerBody(identity, token) });
  expect(created.response.status).toBe(201);
  if (!created.data) throw new Error("register answered no data");
  return { browser, identity, user: created.data.user };
}
