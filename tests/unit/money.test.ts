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

describe("the hand-written formats agree with Intl's en-IN", () => {
  // The formats avoid Intl in the browser (its first call is slow on a phone); Node's Intl is the referee.
  const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
  const paise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const samples = [0, 7, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 98765432, 123456789012];

  it.each(samples)("whole rupees: %d", (amount) => {
    expect(formatRupees(amount)).toBe(`₹${rupees.format(amount)}`);
    expect(formatRupees(-amount - 1)).toBe(`-₹${rupees.format(amount + 1)}`);
  });

  it.each(samples)("rupees and paise: %d.xx", (amount) => {
    for (const fraction of [0, 0.05, 0.1, 0.5, 0.99]) {
      const value = amount + fraction;
      expect(formatRupeesPaise(value)).toBe(`₹${paise.format(Math.round(value * 100) / 100)}`);
    }
  });
});
