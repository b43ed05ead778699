// Whether an email has an account cannot be read from the code and reset calls: a registered and an
// unknown email get the same status and body on every one of them, and the mail is sent after the answer
// (so the answer's timing does not depend on whether a mail goes out).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { shopper } from "../../mocks/fixtures";
import type { Mailer, OutgoingMail } from "../../server/services/mail/mailer";
import { SIGNUP_ATTEMPT_MAIL_SUBJECT, SIGNUP_MAIL_SUBJECT } from "../../src/lib/accountApiMessages";
import { type Answer, type AuthHarness, authHarness, Browser, mailsTo } from "./server-auth-helpers";
import { captureLogs } from "../support/logLines";

let h: AuthHarness;
beforeAll(async () => {
  h = await authHarness();
}, 60_000);
afterAll(() => h.close());

const known = shopper.email;
let sequence = 0;
const unknownEmail = () => `nobody.${++sequence}@example.in`;

/**
 * Status and body, with what differs by what was asked rather than by who has an account written as
 * placeholders: the email itself ("OTP sent to <email>"), and a wait in seconds (it depends on the clock).
 */
const seen = (email: string, { status, body }: Answer) => {
  let message = String(body.message).replaceAll(email, "<email>").replaceAll(email.toUpperCase(), "<email>");
  if (status === 429) message = message.replace(/\d+/g, "N");
  return { status, body: { ...body, message } };
};

/** The same calls for a registered and an unknown email, answer by answer. */
async function sameAnswers(calls: (email: string, browser: Browser) => Promise<Answer>[]) {
  const run = async (email: string) => {
    const browser = new Browser(h.app);
    const answers: Answer[] = [];
    for (const call of calls(email, browser)) answers.push(await call);
    return answers.map((answer) => seen(email, answer));
  };
  const forKnown = await run(known);
  expect(await run(unknownEmail())).toEqual(forKnown);
  return forKnown;
}

describe("known and unknown emails answer the same", () => {
  it("sign-up code: sent, resend too soon, a wrong code", async () => {
    const answers = await sameAnswers((email, b) => [
      b.post("/auth/send-email-verification-otp", {
        email,
        username: "someone",
      }),
      b.post("/auth/send-email-verification-otp", { email }),
      b.post("/auth/verify-otp", { email, otp: "000000" }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 429, 400]);
  });

  it("the owner of a registered email gets a note, no code; a new email gets the code", async () => {
    const owner = "rohit.mehta@example.com";
    const fresh = unknownEmail();
    for (const email of [owner, fresh]) {
      const sent = await new Browser(h.app).post("/auth/send-email-verification-otp", {
        email,
        username: "x",
      });
      expect(sent.body).toEqual({
        success: true,
        message: `OTP sent to ${email}`,
      });
    }
    const ownerMails = await mailsTo(h.mailbox, owner);
    expect(ownerMails.map((m) => m.subject)).toEqual([SIGNUP_ATTEMPT_MAIL_SUBJECT]);
    expect(ownerMails[0].text).toContain("which already has an account");
    expect(ownerMails[0].text).not.toMatch(/\b\d{6}\b/);
    expect((await mailsTo(h.mailbox, fresh)).map((m) => m.subject)).toEqual([SIGNUP_MAIL_SUBJECT]);
  });

  it("reset: sent, resend too soon, a wrong code to verify, a wrong code to reset", async () => {
    const answers = await sameAnswers((email, b) => [
      b.post("/auth/send-reset-otp", { email: email.toUpperCase() }),
      b.post("/auth/send-reset-otp", { email }),
      b.post("/auth/verify-reset-otp", { email, otp: "000000" }),
      b.post("/auth/reset-password", {
        email,
        otp: "000000",
        password: "Fresh#Pass9",
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 429, 400, 400]);
  });
});

/** A mailer whose sends wait until the test lets them go. */
function heldMailer() {
  const sent: OutgoingMail[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mailer: Mailer = {
    send: async (mail) => {
      await gate;
      sent.push(mail);
    },
    close: () => {},
  };
  return { mailer, sent, release };
}

describe("mail is sent after the answer", () => {
  it("code and reset requests answer while their mail is still being sent", async () => {
    const held = heldMailer();
    await h.runJobsWith({ mailer: held.mailer });
    try {
      const fresh = unknownEmail();
      const signup = await new Browser(h.app).post("/auth/send-email-verification-otp", { email: fresh });
      const reset = await new Browser(h.app).post("/auth/send-reset-otp", {
        email: "priya.sharma@example.com",
      });
      // Both answered though no send has finished: the request did not wait for the mail.
      expect([signup.status, reset.status]).toEqual([200, 200]);
      expect(held.sent).toEqual([]);
      held.release();
      await vi.waitFor(() =>
        expect(held.sent.map((m) => m.to).sort()).toEqual([fresh, "priya.sharma@example.com"]),
      );
    } finally {
      held.release();
      await h.runJobsWith({});
    }
  });

  it("a code whose mail fails every try is logged without the address and forgotten, so the next try need not wait", async () => {
    const failing: Mailer = {
      send: () => Promise.reject(new Error(`connect ECONNREFUSED for ${known}`)),
      close: () => {},
    };
    const logs = captureLogs();
    // Tried again at once (no backoff) up to the code mail's last try.
    await h.runJobsWith({ mailer: failing }, { backoffMs: { base: 0, max: 0 } });
    try {
      const email = unknownEmail();
      const first = await new Browser(h.app).post("/auth/send-email-verification-otp", { email });
      expect(first.status).toBe(200);
      await h.mailbox.settled();
      const code = await h.handle.db
        .selectFrom("email_codes")
        .select("email")
        .where("email", "=", email)
        .executeTakeFirst();
      expect(code).toBeUndefined();
      expect(logs.messages()).toContainEqual(
        expect.stringContaining("failed on try 3 of 3, given up: connect ECONNREFUSED"),
      );
      expect(logs.text()).not.toContain(known);
      expect(logs.text()).not.toContain(email);
      await h.runJobsWith({});
      expect(
        (
          await new Browser(h.app).post("/auth/send-email-verification-otp", {
            email,
          })
        ).status,
      ).toBe(200);
    } finally {
      logs.restore();
      await h.runJobsWith({});
    }
  });
});
