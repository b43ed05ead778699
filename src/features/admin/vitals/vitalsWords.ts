// The page speed screen's words (docs/decisions/field-vitals.md), in one place for the screen, its stories
// and tests.
import type {
  VitalsConnection,
  VitalsMetricName,
  VitalsPageType,
  VitalsRating,
} from "../../../lib/vitals/vitals";

const METRIC_NAMES: Record<VitalsMetricName, string> = {
  LCP: "Largest paint (LCP)",
  INP: "Response to input (INP)",
  CLS: "Layout shift (CLS)",
  TTFB: "First byte (TTFB)",
};

const PAGE_TYPE_NAMES: Record<VitalsPageType, string> = {
  home: "Home",
  listing: "Listings",
  product: "Product pages",
  search: "Search",
  cart: "Bag",
  checkout: "Checkout",
  customiser: "Customiser",
  account: "My account",
  auth: "Sign-in pages",
  content: "Policies and help",
  staff: "Staff screens",
  other: "Other pages",
};

const CONNECTION_NAMES: Record<VitalsConnection, string> = {
  "slow-2g": "Slow 2G",
  "2g": "2G",
  "3g": "3G",
  "4g": "4G or faster",
  unknown: "Not told by the browser",
};

const RATING_NAMES: Record<VitalsRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

/** A value in its metric's unit: seconds for the paints and the first byte, milliseconds for input, the
 * layout shift's score as it is. */
function inItsUnit(metric: VitalsMetricName, value: number): string {
  if (metric === "CLS") return value.toFixed(2);
  if (metric === "INP") return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

const samples = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "sample" : "samples"}`;

export const vitalsWords = {
  title: "Page speed",
  intro: (days: number) =>
    `How fast the shop is for shoppers: the Core Web Vitals of one page view in ten over the last ${days} days, as their browsers measured them. Each figure is the 75th percentile (three views in four were at least this fast) with its Web Vitals rating.`,
  loading: "Loading page speed",
  loadFailed: "Page speed could not be loaded.",
  tryAgain: "Try again",
  empty: (days: number) =>
    `No page view has been measured in the last ${days} days. Figures appear here once shoppers have visited the shop.`,
  overallTitle: "Every page",
  byPageTypeTitle: "By page type",
  byConnectionTitle: "By connection",
  pageTypeHeader: "Page type",
  connectionHeader: "Connection",
  noSamples: "No samples",
  metric: (metric: VitalsMetricName) => METRIC_NAMES[metric],
  pageType: (pageType: VitalsPageType) => PAGE_TYPE_NAMES[pageType],
  connection: (connection: VitalsConnection) => CONNECTION_NAMES[connection],
  rating: (rating: VitalsRating) => RATING_NAMES[rating],
  value: inItsUnit,
  samples,
  thresholds:
    "Good: LCP up to 2.5 s, INP up to 200 ms, CLS up to 0.1, TTFB up to 0.8 s. Poor: LCP over 4 s, INP over 500 ms, CLS over 0.25, TTFB over 1.8 s.",
} as const;
