import { describe, expect, it } from "vitest";
import { formatIndiaDate, formatIndiaDateTime } from "../../src/lib/indiaTime";

// The shop's dates are written by hand so that a page need not make an Intl.DateTimeFormat (indiaTime.ts);
// they must read exactly as Intl's en-IN in India's time zone did.
const intlDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const intlDateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

describe("dates in India's time", () => {
  it("writes every 37 minutes of a leap year as Intl's en-IN in Asia/Kolkata does", () => {
    const start = Date.UTC(2027, 11, 31, 0, 0);
    const end = Date.UTC(2029, 0, 1, 0, 0);
    let checked = 0;
    for (let time = start; time < end; time += 37 * 60_000) {
      const iso = new Date(time).toISOString();
      expect(formatIndiaDate(iso)).toBe(intlDate.format(time));
      expect(formatIndiaDateTime(iso)).toBe(intlDateTime.format(time));
      checked++;
    }
    expect(checked).toBeGreaterThan(14_000);
  });

  it("turns the day at India's midnight, not UTC's, and writes noon and midnight as 12", () => {
    expect(formatIndiaDateTime("2026-09-01T18:29:00Z")).toBe("1 Sept 2026, 11:59 pm");
    expect(formatIndiaDateTime("2026-09-01T18:30:00Z")).toBe("2 Sept 2026, 12:00 am");
    expect(formatIndiaDateTime("2026-06-15T06:30:00Z")).toBe("15 Jun 2026, 12:00 pm");
    expect(formatIndiaDate("2026-12-31T20:05:00Z")).toBe("1 Jan 2027");
    expect(formatIndiaDateTime("2026-03-02T09:15:00+05:30")).toBe("2 Mar 2026, 9:15 am");
  });

  it("shows a text that is no instant as it is instead of throwing", () => {
    expect(formatIndiaDate("soon")).toBe("soon");
    expect(formatIndiaDateTime("")).toBe("");
  });
});
