// Contract tag "operations": the load balancer's probes, GET /healthz and GET /readyz, and Prometheus'
// scrape, GET /metrics. Served from the host root (their own `servers: [{url: /}]`), so untyped handlers on
// "*/healthz", "*/readyz" and "*/metrics". No screen calls them; they are here because every operation has
// its handlers (tests/contract/handlerVariants.test.ts).
import { HttpResponse } from "msw";
import { http } from "./http";
import { defineVariants } from "./variants";

const NO_STORE = { "Cache-Control": "no-store" };

const readyz = (ready: boolean) =>
  http.untyped.get("*/readyz", () =>
    HttpResponse.json(ready ? { ok: true } : { success: false, message: "Shutting down" }, {
      status: ready ? 200 : 503,
      headers: NO_STORE,
    }),
  );

/** A scrape's answer: one counter, as the server writes it. */
const METRICS_TEXT = [
  "# HELP rangrez_http_requests_total HTTP requests answered, by method, route (a template or a fixed bucket) and status.",
  "# TYPE rangrez_http_requests_total counter",
  'rangrez_http_requests_total{method="GET",route="/healthz",status="200"} 1',
  "",
].join("\n");

export const operationHandlers = defineVariants(
  [
    http.untyped.get("*/healthz", () => HttpResponse.json({ ok: true }, { headers: NO_STORE })),
    readyz(true),
    http.untyped.get("*/metrics", () =>
      HttpResponse.text(METRICS_TEXT, {
        headers: { ...NO_STORE, "Content-Type": "text/plain; version=0.0.4; charset=utf-8" },
      }),
    ),
  ],
  {
    /** The instance is shutting down: /readyz answers 503. */
    draining: [readyz(false)],
  },
);
