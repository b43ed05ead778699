// The storefront's half of field vitals (docs/decisions/field-vitals.md), loaded only for a sampled page
// view and only once the page has settled (src/app/fieldVitals.ts), so the first load pays nothing for it.
// It measures LCP, INP, CLS and TTFB with the web-vitals library (which reads what the browser buffered
// before it arrived) and sends them in ONE beacon when the page is first hidden: the page's type, never
// its address; the connection's effective type and the device class; nothing about the shopper.
import { type Metric, onCLS, onINP, onLCP, onTTFB } from "web-vitals";
import { pageTypeOf } from "./pageType";
import {
  VITALS_CONNECTIONS,
  type VitalsConnection,
  type VitalsDevice,
  type VitalsMetricName,
  type VitalsReport,
} from "./vitals";

/** Where the report goes (the contract's POST /vitals). */
export const VITALS_ENDPOINT = "/api/v1/vitals";

/** What the page tells the reporter; everything else it reads from the browser. */
export interface PageView {
  /** The deepest route's id at the first render (mapped to a page type here, never sent). */
  routeId: string | undefined;
  /** The build that measured: React Router's manifest version. */
  buildId: string | undefined;
}

/** The browser's estimate of the connection ("unknown" where it gives none, as Safari and Firefox do). */
export function connectionOf(nav: Navigator): VitalsConnection {
  const effective = (nav as Navigator & { connection?: { effectiveType?: unknown } }).connection
    ?.effectiveType;
  return VITALS_CONNECTIONS.find((c) => c === effective) ?? "unknown";
}

/** A phone under 768 px wide; a tablet a touch screen up to 1024 px; anything else a desktop. */
export function deviceOf(width: number, coarsePointer: boolean): VitalsDevice {
  if (width < 768) return "phone";
  return coarsePointer && width <= 1024 ? "tablet" : "desktop";
}

const BUILD_ID = /^[A-Za-z0-9._-]{1,40}$/;

/** The report of a view's metrics (the last value of each); undefined while none was measured. */
export function vitalsReport(
  view: PageView,
  metrics: ReadonlyMap<VitalsMetricName, Pick<Metric, "value" | "rating">>,
  context: { connection: VitalsConnection; device: VitalsDevice },
): VitalsReport | undefined {
  if (metrics.size === 0) return undefined;
  return {
    buildId: view.buildId && BUILD_ID.test(view.buildId) ? view.buildId : "dev",
    pageType: pageTypeOf(view.routeId),
    connection: context.connection,
    device: context.device,
    metrics: [...metrics].map(([name, m]) => ({
      name,
      // Whole milliseconds are plenty; CLS keeps four decimals. The contract bounds a value at 10 minutes.
      value: Math.min(
        600_000,
        Math.max(0, name === "CLS" ? Math.round(m.value * 1e4) / 1e4 : Math.round(m.value)),
      ),
      rating: m.rating,
    })),
  };
}

/** Sends `report` in a way that survives the page going away: a beacon (a Blob, so it is sent as JSON),
 * else a keepalive fetch. */
export function sendReport(report: VitalsReport): void {
  const body = JSON.stringify(report);
  const sent = navigator.sendBeacon?.(VITALS_ENDPOINT, new Blob([body], { type: "application/json" }));
  if (sent) return;
  void fetch(VITALS_ENDPOINT, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "Content-Type": "application/json" },
  }).catch(() => {});
}

/** Measures this page view and reports it once, when the page is first hidden. */
export function reportFieldVitals(view: PageView): void {
  const measured = new Map<VitalsMetricName, Metric>();
  const keep = (metric: Metric) => measured.set(metric.name as VitalsMetricName, metric);
  onTTFB(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  // web-vitals hands over its last CLS and INP in its own listener for the same event (on the window, in
  // the capture phase), which runs before this one (on the document, bubbling).
  const onHidden = () => {
    if (document.visibilityState !== "hidden") return;
    const report = vitalsReport(view, measured, {
      connection: connectionOf(navigator),
      device: deviceOf(window.innerWidth, window.matchMedia("(pointer: coarse)").matches),
    });
    if (!report) return;
    document.removeEventListener("visibilitychange", onHidden);
    sendReport(report);
  };
  document.addEventListener("visibilitychange", onHidden);
}
