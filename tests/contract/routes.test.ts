// The contract says which operations the server serves and which are planned (`x-planned: true`), and the
// server's own routes, read from the Hono app, must agree in both directions: no route under /api/v1 that no
// operation declares, no served operation without its route, and every planned operation answered by the
// planned handler with its documented 501 (and nothing else answered by it).
import { inspectRoutes } from "hono/dev";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import type { DatabaseHandle } from "../../server/db/database";
import { API_BASE } from "../../server/api";
import { plannedOperation } from "../../server/api/planned";
import type { ContractOperation } from "../../src/api/contract/operations";
import { memoryDatabase } from "../unit/server-helpers";
import { createContractValidator } from "./validator";
import { contractOperations, sampleRequest } from "./sampleRequests";

const ORIGIN = "http://shop.test";

/** "GET /api/v1/headlines/{}" for a route or an operation: parameters by position, not by name. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\/:[^/{]+(\{[^}]*\})?/g, "/{}")}`;
const operationKey = (op: ContractOperation) =>
  `${op.method} ${`${op.base}${op.template}`.replace(/\{[^}/]+\}/g, "{}")}`;

const isPlanned = (op: ContractOperation) => op.operation["x-planned"] === true;
const served = contractOperations.filter((op) => !isPlanned(op));
const planned = contractOperations.filter(isPlanned);

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await memoryDatabase({ seeded: true });
  app = createApp({ db: handle.db, build: null, publicUrl: ORIGIN });
}, 60_000);
afterAll(() => handle.close());

/** The app's route handlers (middleware and catch-alls left out), each as its key and handler name. */
function routes() {
  return inspectRoutes(app)
    .filter((route) => !route.isMiddleware && route.method !== "ALL")
    .map((route) => ({
      key: routeKey(route.method, route.path),
      planned: route.name === plannedOperation.name,
    }));
}

describe("served and planned operations: the contract and the server's routes agree", () => {
  it("reads the app's routes and the contract's marks (the comparison below has something to compare)", () => {
    expect(served.length).toBeGreaterThan(60);
    expect(planned.length).toBeGreaterThan(0);
    expect(routes().filter((route) => !route.planned).length).toBeGreaterThan(60);
    expect(routeKey("DELETE", "/api/v1/addresses/:id")).toBe("DELETE /api/v1/addresses/{}");
    expect(routeKey("GET", "/:file{sitemap-[0-9]+\\.xml}")).toBe("GET /{}");
  });

  it("every route under /api/v1 is an operation the contract declares as served", () => {
    const declared = new Set(served.map(operationKey));
    const undeclared = routes()
      .filter((route) => !route.planned && route.key.split(" ")[1]?.startsWith(`${API_BASE}/`))
      .map((route) => route.key)
      .filter((key) => !declared.has(key));
    expect(undeclared).toEqual([]);
  });

  it("every served operation has its route", () => {
    const routed = new Set(
      routes()
        .filter((route) => !route.planned)
        .map((route) => route.key),
    );
    const unserved = served.filter((op) => !routed.has(operationKey(op))).map((op) => op.operationId);
    expect(unserved).toEqual([]);
  });

  it("the planned handler answers exactly the planned operations", () => {
    const plannedRoutes = routes()
      .filter((route) => route.planned)
      .map((route) => route.key)
      .sort();
    expect(plannedRoutes).toEqual(planned.map(operationKey).sort());
  });

  it("a planned operation answers its documented 501 with the usual error body", async () => {
    const validator = createContractValidator();
    for (const op of planned) {
      const request = sampleRequest(op, ORIGIN);
      const response = await app.fetch(request);
      const text = await response.text();
      expect({ id: op.operationId, status: response.status, body: JSON.parse(text) }).toEqual({
        id: op.operationId,
        status: 501,
        body: { success: false, message: "Not implemented yet" },
      });
      const check = validator.check(op.method, request.url, {
        status: response.status,
        contentType: response.headers.get("content-type") ?? "",
        text,
      });
      expect(check.violations, op.operationId).toEqual([]);
    }
  });
});
