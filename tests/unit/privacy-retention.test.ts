// The retention table is the one source (docs/decisions/personal-data.md#the-retention-table): the privacy
// notice prints every rule of it, the erasure job has one eraser per kind it erases and reads the periods
// from it, and the server's session, guest-bag, guest-upload and code lifetimes are its numbers. Also the offer mails'
// unsubscribe link: signed per account, a forgery refused, and the List-Unsubscribe header that carries it.
import { describe, expect, it } from "vitest";
import { CODE_TTL_MS } from "../../server/services/accounts/codes";
import { SESSION_MAX_AGE_SECONDS } from "../../server/services/accounts/sessions";
import { GUEST_UPLOAD_MAX_AGE_SECONDS } from "../../server/services/designs/guestUploads";
import { GUEST_BAG_MAX_AGE_SECONDS } from "../../server/services/guestBags";
import { financialYearStart } from "../../server/services/privacy/retention";
import {
  marketingMailHeaders,
  unsubscribeToken,
  unsubscribeTokenUser,
} from "../../server/services/privacy/marketing";
import { KEPT } from "../../src/features/account/accountDeletion";
import { privacyPolicy } from "../../src/features/content/documents";
import {
  CODE_MINUTES,
  COMPLAINT_RECORD_YEARS,
  ERASED_KINDS,
  GUEST_BAG_DAYS,
  GUEST_UPLOAD_DAYS,
  ORDER_RECORD_YEARS,
  RETENTION,
  SESSION_DAYS,
  erasureRule,
} from "../../src/lib/privacy/retention";

const DAY_S = 24 * 60 * 60;

describe("the retention table", () => {
  it("gives every kind the job erases exactly one rule, and every rule a kind of data, a reason and a period", () => {
    for (const kind of ERASED_KINDS) {
      expect(
        RETENTION.filter((rule) => rule.erase?.kind === kind),
        kind,
      ).toHaveLength(1);
      expect(erasureRule(kind).afterDays).toBeGreaterThan(0);
    }
    expect(new Set(RETENTION.map((rule) => rule.id)).size).toBe(RETENTION.length);
    for (const rule of RETENTION) {
      expect(rule.data.trim(), rule.id).not.toBe("");
      expect(rule.why.trim(), rule.id).not.toBe("");
      expect(rule.kept.trim(), rule.id).not.toBe("");
    }
  });

  it("is what the privacy notice prints, row for row", () => {
    const section = privacyPolicy.sections.find((s) => s.id === "retention-security");
    expect(section?.table?.rows).toEqual(RETENTION.map((rule) => [rule.data, rule.why, rule.kept]));
  });

  it("holds the lifetimes the server gives sessions, guest bags, a guest's uploads and codes", () => {
    expect(SESSION_MAX_AGE_SECONDS).toBe(SESSION_DAYS * DAY_S);
    expect(GUEST_BAG_MAX_AGE_SECONDS).toBe(GUEST_BAG_DAYS * DAY_S);
    expect(GUEST_UPLOAD_MAX_AGE_SECONDS).toBe(GUEST_UPLOAD_DAYS * DAY_S);
    expect(erasureRule("guestUploads").afterDays).toBe(GUEST_UPLOAD_DAYS);
    expect(RETENTION.find((r) => r.id === "guestUploads")?.kept).toContain(`${GUEST_UPLOAD_DAYS} days`);
    expect(CODE_TTL_MS).toBe(CODE_MINUTES * 60 * 1000);
    expect(RETENTION.find((r) => r.id === "sessions")?.kept).toContain(`${SESSION_DAYS} days`);
    expect(RETENTION.find((r) => r.id === "codes")?.kept).toContain(`${CODE_MINUTES} minutes`);
  });

  it("erases orders the years it prints after their financial year, never sooner, and the deletion words say the same", () => {
    const days = erasureRule("orders").afterDays;
    // Eight calendar years hold two leap days at most: never a day short, at most a day over.
    expect(days).toBeGreaterThanOrEqual(ORDER_RECORD_YEARS * 365 + 2);
    expect(days).toBeLessThanOrEqual(ORDER_RECORD_YEARS * 365 + 3);
    expect(RETENTION.find((r) => r.id === "orders")?.kept).toContain(
      `${ORDER_RECORD_YEARS} years after the financial year of the order`,
    );
    expect(KEPT.join(" ")).toContain(`for ${ORDER_RECORD_YEARS} years as tax law requires`);
  });

  it("reads an order's financial year as India's, April to March", () => {
    // 31 March 2026, 23:59 in India is the year that began 1 April 2025; a minute later, the next one.
    expect(financialYearStart(new Date("2026-03-31T18:29:00Z")).toISOString()).toBe(
      "2025-03-31T18:30:00.000Z",
    );
    expect(financialYearStart(new Date("2026-03-31T18:30:00Z")).toISOString()).toBe(
      "2026-03-31T18:30:00.000Z",
    );
    expect(financialYearStart(new Date("2026-11-29T10:00:00Z")).toISOString()).toBe(
      "2026-03-31T18:30:00.000Z",
    );
    expect(financialYearStart(new Date("2027-01-15T10:00:00Z")).toISOString()).toBe(
      "2026-03-31T18:30:00.000Z",
    );
  });

  it("erases resolved complaint tickets after the years it prints, and the deletion words say the same", () => {
    expect(erasureRule("complaints").afterDays).toBe(COMPLAINT_RECORD_YEARS * 365);
    const rule = RETENTION.find((r) => r.id === "complaints");
    expect(rule?.kept).toContain(`${COMPLAINT_RECORD_YEARS} years after the complaint was resolved`);
    expect(
      KEPT.some((item) => item.includes(`${COMPLAINT_RECORD_YEARS} years after they were resolved`)),
    ).toBe(true);
  });
});

describe("the unsubscribe link of offer mails", () => {
  const key = "k".repeat(64);
  const userId = "64f1a2b3c4d5e6f708192a3b";

  it("names the account it was signed for, and refuses another account's id or another key's signature", () => {
    const token = unsubscribeToken(key, userId);
    expect(token).toMatch(/^[0-9a-f]{24}\.[A-Za-z0-9_-]{43}$/);
    expect(unsubscribeTokenUser(key, token)).toBe(userId);
    const [, mac] = token.split(".");
    expect(() => unsubscribeTokenUser(key, `${"0".repeat(24)}.${mac}`)).toThrow(/not valid/);
    expect(() => unsubscribeTokenUser("other".repeat(13), token)).toThrow(/not valid/);
    expect(() => unsubscribeTokenUser(key, userId)).toThrow(/not valid/);
  });

  it("is carried by a List-Unsubscribe header pointing at the shop's unsubscribe page, one-click (RFC 8058)", () => {
    const token = unsubscribeToken(key, userId);
    const headers = marketingMailHeaders("https://rangrez.in", token);
    expect(headers).toEqual({
      "List-Unsubscribe": `<https://rangrez.in/unsubscribe?token=${encodeURIComponent(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
