import { describe, expect, it } from "vitest";
import { formatDeliveryDate } from "../../src/lib/deliveryDate";
import { ratingText, starCounts } from "../../src/lib/stars";

describe("starCounts", () => {
  it.each([
    [0, { full: 0, half: 0, empty: 5 }],
    [3.4, { full: 3, half: 0, empty: 2 }],
    [3.5, { full: 3, half: 1, empty: 1 }],
    [4.9, { full: 4, half: 1, empty: 0 }],
    [5, { full: 5, half: 0, empty: 0 }],
  ])("shows %d as %o (a half star at .5 or more)", (rating, expected) => {
    expect(starCounts(rating)).toEqual(expected);
  });

  it("keeps out-of-range and non-numbers within 0..5", () => {
    expect(starCounts(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starCounts(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starCounts(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });

  it("reads the average with one decimal", () => {
    expect(ratingText(4.25)).toBe("Rated 4.3 out of 5");
    expect(ratingText(0)).toBe("Rated 0.0 out of 5");
  });
});

describe("formatDeliveryDate", () => {
  it("writes every day of a year as Intl's en-IN does (the browser is spared Intl's slow first call)", () => {
    const intl = new Intl.DateTimeFormat("en-IN", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      expect(formatDeliveryDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });

  it("shows the weekday, day and month of the calendar date", () => {
    expect(formatDeliveryDate("2026-11-27")).toBe("Fri, 27 Nov");
    expect(formatDeliveryDate("2025-11-27")).toBe("Thu, 27 Nov");
  });

  it("keeps the date whatever the process's time zone (no drift to the day before)", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["America/Los_Angeles", "Asia/Kolkata", "Pacific/Kiritimati"]) {
        process.env.TZ = tz;
        expect(formatDeliveryDate("2026-01-01")).toBe("Thu, 1 Jan");
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it("refuses what is not a calendar date", () => {
    expect(formatDeliveryDate("2026-02-30")).toBeNull();
    expect(formatDeliveryDate("27/11/2026")).toBeNull();
    expect(formatDeliveryDate("")).toBeNull();
  });
});
