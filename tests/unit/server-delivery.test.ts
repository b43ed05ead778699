// The delivery rule (server/services/delivery.ts): zones from the warehouse in Indore, remote places not
// served, COD per zone, and the date: India's day, Sundays skipped, orders after the cut-off dispatched the
// next business day.
import { describe, expect, it } from "vitest";
import { deliveryEstimate, serviceability, zoneOf } from "../../server/services/delivery";
import { DELIVERY_BUSINESS_DAYS, ZONE_DELIVERY } from "../../src/lib/delivery";
import { deliveryText } from "../../src/lib/policy";

const place = (pincode: string, city: string, state: string) => ({ pincode, city, state });

describe("zones", () => {
  it.each([
    [place("452010", "Indore", "Madhya Pradesh"), "same-city"],
    [place("462001", "Bhopal", "Madhya Pradesh"), "same-state"],
    [place("500001", "Hyderabad", "Telangana"), "metro"],
    [place("110001", "New Delhi", "Delhi"), "metro"],
    [place("793001", "East Khasi Hills", "Meghalaya"), "rest-of-india"],
    [place("194101", "Leh", "Jammu & Kashmir"), "remote"],
    [place("744101", "South Andaman", "Andaman & Nicobar Islands"), "remote"],
    [place("682555", "Lakshadweep", "Lakshadweep"), "remote"],
  ])("%j is %s", (where, zone) => {
    expect(zoneOf(where)).toBe(zone);
  });

  it("remote and unknown pincodes are not serviceable; rest of India has no COD", () => {
    const now = new Date("2026-11-23T10:00:00+05:30");
    expect(
      serviceability(
        "744101",
        {
          ...place("744101", "South Andaman", "Andaman & Nicobar Islands"),
          district: "Port Blair",
          postOffices: [],
        },
        now,
      ),
    ).toMatchObject({
      isServiceable: false,
      zone: "remote",
      codAvailable: false,
      estimatedDelivery: null,
    });
    expect(serviceability("799999", null, now)).toMatchObject({
      isServiceable: false,
      zone: null,
      city: null,
    });
    expect(
      serviceability(
        "793001",
        { ...place("793001", "East Khasi Hills", "Meghalaya"), district: "Mylliem", postOffices: [] },
        now,
      ),
    ).toMatchObject({
      isServiceable: true,
      zone: "rest-of-india",
      codAvailable: false,
      estimatedDays: 6,
      estimatedDelivery: "2026-11-30",
    });
  });
});

describe("the estimated date", () => {
  it("counts business days from today before the cut-off (Mon 10:00 + 2 = Wed)", () => {
    expect(deliveryEstimate("same-city", new Date("2026-11-23T10:00:00+05:30"))).toEqual({
      days: 2,
      date: "2026-11-25",
    });
  });

  it("dispatches the next business day after the 14:00 cut-off", () => {
    expect(deliveryEstimate("same-city", new Date("2026-11-23T14:30:00+05:30"))).toEqual({
      days: 3,
      date: "2026-11-26",
    });
  });

  it("skips Sundays: Friday + 4 business days is Wednesday; an order on Sunday leaves on Monday", () => {
    expect(deliveryEstimate("metro", new Date("2026-11-27T09:00:00+05:30"))).toEqual({
      days: 4,
      date: "2026-12-02",
    });
    expect(deliveryEstimate("same-city", new Date("2026-11-29T09:00:00+05:30"))).toEqual({
      days: 3,
      date: "2026-12-02",
    });
  });

  it("uses India's date: 20:00 UTC on Sunday is already Monday 01:30 in India", () => {
    expect(deliveryEstimate("same-city", new Date("2026-11-22T20:00:00Z"))).toEqual({
      days: 2,
      date: "2026-11-25",
    });
  });
});

it("the policy pages promise the zones' range", () => {
  const days = Object.values(ZONE_DELIVERY).map((z) => z.businessDays);
  expect(DELIVERY_BUSINESS_DAYS).toEqual({ min: Math.min(...days), max: Math.max(...days) });
  expect(deliveryText).toBe(`${Math.min(...days)} to ${Math.max(...days)} business days`);
});
