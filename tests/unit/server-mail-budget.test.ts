// The calls that send mail (sign-up and reset codes, contact messages, complaints) within their budgets: per client
// address and for the whole shop, counted atomically, so a burst of concurrent requests cannot slip past.
// On PGlite and on a PostgreSQL server (where concurrent requests really run at once).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_MAIL_LIMITS, type MailLimits } from "../../server/services/mailThrottle";
import { brand } from "../../src/lib/brand";
import { describeOnEachDatabase } from "../support/databases";
import { type Answer, type AuthHarness, authHarness, Browser, mailsTo } from "./server-auth-helpers";

describeOnEachDatabase("mail budgets", (database) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await authHarness({ database });
  }, 60_000);
  afterAll(() => h.close());
  // Each test starts with every budget whole.
  beforeEach(async () => {
    await h.handle.db.deleteFrom("throttle_counters").execute();
  });

  /** The shop with the given budgets, behind a trusted proxy so each browser has an address of its own. */
  const shop = (limits: MailLimits = DEFAULT_MAIL_LIMITS) => h.appWith({ proxyHops: 1, mailLimits: limits });
  const from = (app: ReturnType<typeof shop>, ip: string) => new Browser(app, { "x-forwarded-for": ip });

  let sequence = 0;
  const freshEmail = (label: string) => `${label}.${++sequence}@budget.example`;

  function expectRefused(answers: Answer[], message: string) {
    for (const answer of answers) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ success: false, message });
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    }
  }

  const statuses = (answers: Answer[]) => answers.map((a) => a.status);

  describe("mail budgets", () => {
    const perAddress = DEFAULT_MAIL_LIMITS.codes.perAddress.limit;

    it(`50 concurrent sign-up codes for 50 emails from one address: ${perAddress} sent, the rest 429`, async () => {
      const browser = from(shop(), "203.0.113.20");
      const emails = Array.from({ length: 50 }, () => freshEmail("burst"));
      const answers = await Promise.all(
        emails.map((email) => browser.post("/auth/send-email-verification-otp", { email })),
      );
      expect(statuses(answers).filter((s) => s === 200)).toHaveLength(perAddress);
      expectRefused(
        answers.filter((a) => a.status !== 200),
        "Too many requests from your network. Please try again in 15 minutes.",
      );
      const mailed = await Promise.all(emails.map((email) => mailsTo(h.mailbox, email)));
      expect(mailed.flat()).toHaveLength(perAddress);
      // Another address still has its own budget.
      const other = await from(shop(), "203.0.113.21").post("/auth/send-email-verification-otp", {
        email: freshEmail("other"),
      });
      expect(other.status).toBe(200);
    });

    it("sign-up and reset codes share one budget per address", async () => {
      const browser = from(shop(), "203.0.113.22");
      for (let i = 0; i < perAddress; i++) {
        const path = i % 2 ? "/auth/send-reset-otp" : "/auth/send-email-verification-otp";
        expect((await browser.post(path, { email: freshEmail("shared") })).status).toBe(200);
      }
      const answers = [
        await browser.post("/auth/send-reset-otp", { email: freshEmail("shared") }),
        await browser.post("/auth/send-email-verification-otp", { email: freshEmail("shared") }),
      ];
      expectRefused(answers, "Too many requests from your network. Please try again in 15 minutes.");
    });

    it("the whole shop has a budget too: concurrent requests from many addresses get exactly that many", async () => {
      const overall = 7;
      const app = shop({
        ...DEFAULT_MAIL_LIMITS,
        codes: {
          ...DEFAULT_MAIL_LIMITS.codes,
          overall: { ...DEFAULT_MAIL_LIMITS.codes.overall, limit: overall },
        },
      });
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          from(app, `198.51.100.${i + 1}`).post("/auth/send-reset-otp", { email: freshEmail("crowd") }),
        ),
      );
      expect(statuses(answers).filter((s) => s === 200)).toHaveLength(overall);
      expectRefused(
        answers.filter((a) => a.status !== 200),
        "We are receiving too many requests right now. Please try again in 15 minutes.",
      );
    });

    it(`50 concurrent contact messages from one address: ${DEFAULT_MAIL_LIMITS.contact.perAddress.limit} stored and mailed, the rest 429`, async () => {
      const stamp = `budget-${Date.now()}`;
      const browser = from(shop(), "203.0.113.23");
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          browser.post("/contact/submit", {
            name: "Flood",
            email: "flood@example.in",
            message: `${stamp} ${i}`,
          }),
        ),
      );
      const limit = DEFAULT_MAIL_LIMITS.contact.perAddress.limit;
      expect(statuses(answers).filter((s) => s === 201)).toHaveLength(limit);
      expectRefused(
        answers.filter((a) => a.status !== 201),
        "Too many requests from your network. Please try again in 15 minutes.",
      );
      const stored = await h.handle.db
        .selectFrom("contact_messages")
        .select("id")
        .where("message", "like", `${stamp}%`)
        .execute();
      expect(stored).toHaveLength(limit);
      const mailed = (await mailsTo(h.mailbox, brand.careEmail)).filter((m) => m.text.includes(stamp));
      expect(mailed).toHaveLength(limit);
    });

    it(`50 concurrent complaints from one address: ${DEFAULT_MAIL_LIMITS.complaints.perAddress.limit} filed and mailed, the rest 429`, async () => {
      const email = freshEmail("complainer");
      const browser = from(shop(), "203.0.113.25");
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          browser.post("/complaints", {
            name: "Flood",
            email,
            topic: "other",
            message: `A flood of complaints, number ${i}.`,
          }),
        ),
      );
      const limit = DEFAULT_MAIL_LIMITS.complaints.perAddress.limit;
      expect(statuses(answers).filter((s) => s === 201)).toHaveLength(limit);
      expectRefused(
        answers.filter((a) => a.status !== 201),
        "Too many requests from your network. Please try again in 15 minutes.",
      );
      const filed = await h.handle.db
        .selectFrom("complaints")
        .select("id")
        .where("email", "=", email)
        .execute();
      expect(filed).toHaveLength(limit);
      await expect
        .poll(async () => (await mailsTo(h.mailbox, email)).length, { timeout: 10_000 })
        .toBe(limit);
    });

    it("a cross-site request is refused before it counts", async () => {
      const browser = from(shop(), "203.0.113.24");
      for (let i = 0; i < perAddress + 3; i++) {
        const refused = await browser.post(
          "/auth/send-email-verification-otp",
          { email: freshEmail("csrf") },
          { origin: "https://evil.example" },
        );
        expect(refused.status).toBe(403);
      }
      expect(
        (await browser.post("/auth/send-email-verification-otp", { email: freshEmail("csrf") })).status,
      ).toBe(200);
    });
  });
});
