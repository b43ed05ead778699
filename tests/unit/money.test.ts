import { describe, expect, it } from "vitest";
import { discountPercent, formatRupees, formatRupeesPaise } from "../../src/lib/money";

describe("formatRupees", () => {
  it.each([
    [0, "₹0"],
    [5, "₹5"],
    [999, "₹999"],
    [1299, "₹1,299"],
    [12999, "₹12,999"],
    [129999, "₹1,29,999"],
    [12345678, "₹1,23,45,678"],
  ])("formats %d with Indian grouping as %s", (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });

  it("rounds fractional rupees down, never up", () => {
    expect(formatRupees(1299.99)).toBe("₹1,299");
    expect(formatRupees(1299.5)).toBe("₹1,299");
    expect(formatRupees(0.99)).toBe("₹0");
  });

  it("keeps the sign of negative amounts (a refund) and floors them", () => {
    expect(formatRupees(-1500)).toBe("-₹1,500");
    expect(formatRupees(-0.5)).toBe("-₹1");
  });

  it("shows ₹0 for values that are not numbers", () => {
    expect(formatRupees(Number.NaN)).toBe("₹0");
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe("₹0");
  });
});

describe("discountPercent", () => {
  it("rounds the percentage off the original price", () => {
    expect(discountPercent(1999, 1299)).toBe(35); // 35.017…
    expect(discountPercent(1000, 500)).toBe(50);
    expect(discountPercent(999, 666)).toBe(33); // 33.33…
    expect(discountPercent(1000, 995)).toBe(1); // 0.5 rounds up
  });

  it("is 0 when the price is not discounted", () => {
    expect(discountPercent(1299, 1299)).toBe(0);
  });

  it("is 0 without a usable original price", () => {
    expect(discountPercent(undefined, 1299)).toBe(0);
    expect(discountPercent(null, 1299)).toBe(0);
    expect(discountPercent(0, 1299)).toBe(0);
    expect(discountPercent(-10, 5)).toBe(0);
  });
});

describe("formatRupeesPaise", () => {
  it.each([
    [0, "₹0.00"],
    [97.53, "₹97.53"],
    [1950.4, "₹1,950.40"],
    [123456.789, "₹1,23,456.79"],
    [-35.67, "-₹35.67"],
  ])("formats %d with paise and Indian grouping as %s", (amount, expected) => {
    expect(formatRupeesPaise(amount)).toBe(expected);
  });

  it("shows ₹0.00 for values that are not numbers", () => {
    expect(formatRupeesPaise(Number.NaN)).toBe("₹0.00");
  });
});
