// Field vitals' budgets (docs/decisions/field-vitals.md): 30 reports per client address and 3000 for the
// whole shop per 15 minutes; VITALS_REPORTS_PER_ADDRESS sets the first (the e2e run's one address), and a
// value that is no whole number above 0 leaves the default.
import { describe, expect, it } from "vitest";
import { DEFAULT_VITALS_LIMITS, vitalsLimitsFromEnv } from "../../server/services/vitals/vitals";

describe("the field vitals' budgets", () => {
  it("are 30 per address and 3000 for the shop per 15 minutes by default", () => {
    expect(vitalsLimitsFromEnv({})).toEqual({
      perAddress: { limit: 30, windowMs: 15 * 60 * 1000 },
      overall: { limit: 3000, windowMs: 15 * 60 * 1000 },
    });
  });

  it("take the per-address limit from VITALS_REPORTS_PER_ADDRESS, the shop's staying", () => {
    const limits = vitalsLimitsFromEnv({ VITALS_REPORTS_PER_ADDRESS: "100000" });
    expect(limits.perAddress).toEqual({ limit: 100_000, windowMs: 15 * 60 * 1000 });
    expect(limits.overall).toEqual(DEFAULT_VITALS_LIMITS.overall);
    for (const value of ["", "0", "-5", "2.5", "many"]) {
      expect(vitalsLimitsFromEnv({ VITALS_REPORTS_PER_ADDRESS: value }), value).toBe(DEFAULT_VITALS_LIMITS);
    }
  });
});
