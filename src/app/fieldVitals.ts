// Field vitals' start (docs/decisions/field-vitals.md): whether this page view is measured is decided once,
// at hydration; only a sampled view asks for the reporter and the web-vitals library, and only once the page
// has settled (src/lib/pageSettled.ts), so no view's first load carries them.
import { whenPageSettled } from "../lib/pageSettled";
import { VITALS_SAMPLE_RATE } from "../lib/vitals/vitals";

/** A test's (or a developer's) override of the sample rate, set before the page's scripts run:
 * `window.__rangrezVitalsSampleRate = 1` measures every view, 0 none. */
export const VITALS_SAMPLE_RATE_OVERRIDE = "__rangrezVitalsSampleRate";

/** One in `rate` views (an override from the window, else VITALS_SAMPLE_RATE). */
export function sampledView(random: () => number = Math.random): boolean {
  const override = (window as unknown as Record<string, unknown>)[VITALS_SAMPLE_RATE_OVERRIDE];
  const rate = typeof override === "number" ? override : VITALS_SAMPLE_RATE;
  return rate >= 1 && random() * rate < 1;
}

/** Starts measuring this page view if it is sampled; returns a function that cancels the wait. */
export function startFieldVitals(routeId: string | undefined): () => void {
  if (!sampledView()) return () => {};
  const buildId = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
  return whenPageSettled(() => {
    import("../lib/vitals/reporter").then(
      (reporter) => reporter.reportFieldVitals({ routeId, buildId }),
      () => {},
    );
  });
}
