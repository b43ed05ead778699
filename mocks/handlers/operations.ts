// Contract tag "operations": the load balancer's probes, GET /healthz and GET /readyz. Served from the host
// root (their own `servers: [{url: /}]`), so untyped handlers on "*/healthz" and "*/readyz". No screen
// calls them; they are here because every operation has its handlers (tests/contract/handlerVariants.test.ts).
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

export const operationHandlers = defineVariants(
  [http.untyped.get("*/healthz", () => HttpResponse.json({ ok: true }, { headers: NO_STORE })), readyz(true)],
  {
    /** The instance is shutting down: /readyz answers 503. */
    draining: [readyz(false)],
  },
);
