// The complaints' clocks and the form's rules (docs/decisions/complaints.md): Rule 4(5)'s 48 hours and one
// month, counted on India's calendar; the staff clock's words; the form's checks and what it sends.
import { describe, expect, it } from "vitest";
import {
  complaintPayload,
  complaintValidation,
  EMPTY_COMPLAINT,
  validateComplaint,
} from "../../src/features/content/complaintForm";
import { acknowledgeByOf, clockInWords, resolveByOf, spanInWords } from "../../src/lib/complaintWords";

describe("the clocks", () => {
  it("acknowledge by: 48 hours after filing", () => {
    expect(acknowledgeByOf(new Date("2026-11-23T04:30:00Z")).toISOString()).toBe("2026-11-25T04:30:00.000Z");
  });

  it("resolve by: the same day and time a month on, in India's calendar", () => {
    expect(resolveByOf(new Date("2026-11-23T04:30:00Z")).toISOString()).toBe("2026-12-23T04:30:00.000Z");
    // 31 January, 10:00 in India → the last day of February (no longer than one month).
    expect(resolveByOf(new Date("2027-01-31T04:30:00Z")).toISOString()).toBe("2027-02-28T04:30:00.000Z");
    expect(resolveByOf(new Date("2028-01-31T04:30:00Z")).toISOString()).toBe("2028-02-29T04:30:00.000Z");
    // 31 January 02:00 in India is still 30 January in UTC: India's day counts.
    expect(resolveByOf(new Date("2027-01-30T20:30:00Z")).toISOString()).toBe("2027-02-27T20:30:00.000Z");
    // December rolls into the next year.
    expect(resolveByOf(new Date("2026-12-15T04:30:00Z")).toISOString()).toBe("2027-01-15T04:30:00.000Z");
  });

  it("says the time left, or how late, in the two largest units", () => {
    expect(spanInWords(2879)).toBe("1 day 23 hours");
    expect(spanInWords(60)).toBe("1 hour");
    expect(spanInWords(-1440)).toBe("1 day");
    expect(spanInWords(5)).toBe("5 minutes");
    expect(clockInWords({ step: "acknowledge", dueAt: "x", minutesLeft: -90, overdue: true })).toBe(
      "Acknowledge: overdue by 1 hour 30 minutes",
    );
    expect(clockInWords({ step: "resolve", dueAt: "x", minutesLeft: 38880, overdue: false })).toBe(
      "Resolve within 27 days",
    );
    expect(clockInWords({ step: "done", dueAt: null, minutesLeft: null, overdue: false })).toBe("Resolved");
  });
});

describe("the complaint form", () => {
  it("asks a guest for name and email, everyone for a topic and at least 10 characters", () => {
    expect(validateComplaint(EMPTY_COMPLAINT, true)).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      topic: complaintValidation.topicRequired,
      message: complaintValidation.messageRequired,
    });
    expect(validateComplaint({ ...EMPTY_COMPLAINT, topic: "order", message: " short " }, false)).toEqual({
      message: complaintValidation.messageShort,
    });
  });

  it("sends a guest's name and email, a shopper's order, trimmed", () => {
    const values = {
      name: " Asha ",
      email: " asha@example.in ",
      topic: "delivery" as const,
      message: " Late parcel again. ",
    };
    expect(complaintPayload(values, { asGuest: true })).toEqual({
      name: "Asha",
      email: "asha@example.in",
      topic: "delivery",
      message: "Late parcel again.",
    });
    expect(complaintPayload(values, { asGuest: false, orderId: "ord_1" })).toEqual({
      orderId: "ord_1",
      topic: "delivery",
      message: "Late parcel again.",
    });
  });
});
