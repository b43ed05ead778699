// Field vitals (docs/decisions/field-vitals.md): what a page view reports and how a value is rated. One
// home for the storefront's reporter, the server (which rates what it stores and what it answers staff),
// the mocks and the staff screen.
import type { components } from "../../api/schema";

type Schemas = components["schemas"];
export type VitalsMetricName = Schemas["VitalsMetricName"];
export type VitalsRating = Schemas["VitalsRating"];
export type VitalsPageType = Schemas["VitalsPageType"];
export type VitalsConnection = Schemas["VitalsConnection"];
export type VitalsDevice = Schemas["VitalsDevice"];
export type VitalsReport = Schemas["VitalsReport"];

/** The metrics, in the order staff read them. */
export const VITALS_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const satisfies readonly VitalsMetricName[];

export const VITALS_PAGE_TYPES = [
  "home",
  "listing",
  "product",
  "search",
  "cart",
  "checkout",
  "customiser",
  "account",
  "auth",
  "content",
  "staff",
  "other",
] as const satisfies readonly VitalsPageType[];

export const VITALS_CONNECTIONS = [
  "slow-2g",
  "2g",
  "3g",
  "4g",
  "unknown",
] as const satisfies readonly VitalsConnection[];

export const VITALS_DEVICES = ["phone", "tablet", "desktop"] as const satisfies readonly VitalsDevice[];

/** One page view in VITALS_SAMPLE_RATE reports its vitals (decided once per view). A busy day's views
 * still give each page type hundreds of samples a week; a tenth of the beacons, rows and budget. */
export const VITALS_SAMPLE_RATE = 10;

/** The window staff and /metrics read the 75th percentile over. */
export const VITALS_WINDOW_DAYS = 7;

/** The Web Vitals thresholds (web.dev/articles/vitals; the web-vitals library's own): a value up to the
 * first is good, over the second poor, between them needs improvement. Milliseconds, CLS a score. */
export const VITALS_THRESHOLDS: Record<VitalsMetricName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export function vitalsRating(metric: VitalsMetricName, value: number): VitalsRating {
  const [good, poor] = VITALS_THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** The one rule of a report the contract cannot say (each metric at most once), in the contract's words
 * for a field; undefined when the report is fine. The server and the mocks refuse with it. */
export function vitalsReportProblem(report: Pick<VitalsReport, "metrics">): string | undefined {
  const seen = new Set<string>();
  for (const { name } of report.metrics) {
    if (seen.has(name)) return `metrics must name each metric once (${name} is named twice)`;
    seen.add(name);
  }
  return undefined;
}
