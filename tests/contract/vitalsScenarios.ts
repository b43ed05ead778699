// Field vitals (docs/decisions/field-vitals.md), run inside `contractScenarios` against the server, every
// answer checked against the contract: a page view's report is taken and shows in the staff's percentiles
// (rated by the server, whatever rating the report claimed); malformed reports are refused with 400 and
// write nothing; a flood from one address is answered 429 once its budget is spent; the staff read refuses
// a guest (401) and a shopper (403). The page type "search" on "slow-2g" is this file's own: no other
// scenario reports it.
import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/errors";
import type { components } from "../../src/api/schema";
import { STAFF_ONLY } from "../../src/lib/staffAccessMessages";
import { DEFAULT_VITALS_LIMITS } from "../../server/services/vitals/vitals";
import { apiError } from "./apiError";
import { staffBrowser } from "./orderHelpers";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

type VitalsReport = components["schemas"]["VitalsReport"];

const report = (lcp: number, extra: VitalsReport["metrics"] = []): VitalsReport => ({
  buildId: "contract-1",
  pageType: "search",
  connection: "slow-2g",
  device: "phone",
  // The claimed rating is wrong on purpose: the server rates by the thresholds itself.
  metrics: [{ name: "LCP", value: lcp, rating: "good" }, ...extra],
});

export function vitalsScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  /** The staff's percentiles of this file's page type and connection. */
  async function ownPercentiles() {
    const staff = await staffBrowser(target());
    const { data } = await staff.client.GET("/admin/vitals");
    return {
      data: data?.data,
      page: data?.data.byPageType.filter((r) => r.pageType === "search"),
      connection: data?.data.byConnection.filter((r) => r.connection === "slow-2g"),
    };
  }

  describe("field vitals", () => {
    it("a page view's report is taken and shows in the staff's p75, rated by the thresholds", async () => {
      const guest = target().browser();
      const sent = [
        report(1000, [{ name: "CLS", value: 0.3, rating: "good" }]),
        report(2000, [{ name: "TTFB", value: 700, rating: "poor" }]),
        report(3000),
        report(5000, [{ name: "INP", value: 120.5, rating: "poor" }]),
      ];
      for (const body of sent) {
        const taken = await guest.client.POST("/vitals", { body });
        expect(taken.response.status).toBe(202);
        expect(taken.data).toEqual({ success: true });
      }
      const { data, page, connection } = await ownPercentiles();
      expect(data?.days).toBe(7);
      // LCP: 1000, 2000, 3000, 5000 → the continuous 75th percentile is 3000 + 0.25 × 2000.
      const expected = [
        { metric: "LCP", p75: 3500, samples: 4, rating: "needs-improvement" },
        { metric: "INP", p75: 120.5, samples: 1, rating: "good" },
        { metric: "CLS", p75: 0.3, samples: 1, rating: "poor" },
        { metric: "TTFB", p75: 700, samples: 1, rating: "good" },
      ];
      expect(page).toEqual(expected.map((row) => ({ pageType: "search", ...row })));
      expect(connection).toEqual(expected.map((row) => ({ connection: "slow-2g", ...row })));
      expect(data?.overall.map((r) => r.metric)).toEqual(["LCP", "INP", "CLS", "TTFB"]);
    });

    it("refuses a malformed report with 400 and writes nothing", async () => {
      const guest = target().browser();
      const before = await ownPercentiles();
      const malformed: unknown[] = [
        { ...report(900), pageType: "/display/prd_1/var_1?utm=mail" },
        { ...report(900), metrics: [{ name: "LCP", value: -5, rating: "good" }] },
        { ...report(900), metrics: [] },
        { ...report(900), buildId: "a b" },
        report(900, [{ name: "LCP", value: 1200, rating: "good" }]),
      ];
      for (const body of malformed) {
        const refused = await apiError(guest.client.POST("/vitals", { body: body as VitalsReport }));
        expect(refused.status).toBe(400);
      }
      expect((await ownPercentiles()).page).toEqual(before.page);
    });

    it("answers a flood from one address 429 once its budget is spent, and stores no more", async () => {
      const guest = target().browser();
      const { limit } = DEFAULT_VITALS_LIMITS.perAddress;
      let accepted = 0;
      let refusal: ApiError | undefined;
      for (let i = 0; i <= limit && !refusal; i++) {
        try {
          const taken = await guest.client.POST("/vitals", { body: { ...report(100), pageType: "other" } });
          expect(taken.response.status).toBe(202);
          accepted += 1;
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          refusal = error;
        }
      }
      expect(refusal?.status).toBe(429);
      expect(refusal?.serverMessage).toMatch(/^Too many requests from your network/);
      expect(accepted).toBeGreaterThan(0);
      expect(accepted).toBeLessThanOrEqual(limit);
      const { data } = await ownPercentiles();
      const stored = data?.byPageType.find((r) => r.pageType === "other" && r.metric === "LCP");
      expect(stored?.samples).toBe(accepted);
    });

    it("the staff read refuses a guest (401) and a shopper (403)", async () => {
      expect((await apiError(target().browser().client.GET("/admin/vitals"))).status).toBe(401);
      const { browser } = await registeredShopper(target(), "vitalsshopper");
      const refused = await apiError(browser.client.GET("/admin/vitals"));
      expect([refused.status, refused.serverMessage]).toEqual([403, STAFF_ONLY]);
    });
  });
}
