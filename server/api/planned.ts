// The contract's planned operations (`x-planned: true`): designed, not served yet. Each one answers its
// documented 501 with the usual error body instead of an undeclared 404, read from the contract itself, so
// marking an operation planned or served is one change there. tests/contract/routes.test.ts compares these
// routes and the served ones with the contract's operations.
import type { Context, Hono } from "hono";
import { contractDocument, requestMessages } from "../../src/api/contract";
import { operationIndex } from "../../src/api/contract/operations";
import { errorJson } from "./errors";

/** Hono's path for a contract path template: /headlines/{id} → /headlines/:id. */
export const honoPath = (template: string) => template.replace(/\{([^}/]+)\}/g, ":$1");

/** The one handler of every planned operation (its name tells it from a served route's). */
export function plannedOperation(c: Context) {
  return errorJson(c, 501, requestMessages.planned);
}

/** The planned operations served under `base` ("/api/v1"; "" for the host root), as method and path. */
export function plannedRoutes(base: string): Array<{ method: string; path: string }> {
  return operationIndex(contractDocument)
    .operations.filter((op) => op.operation["x-planned"] === true && op.base === base)
    .map((op) => ({ method: op.method, path: honoPath(op.template) }));
}

/** Answers, on `app` (mounted at `base`), every planned operation under `base` with 501. */
export function answerPlanned(app: Hono, base: string): void {
  for (const { method, path } of plannedRoutes(base)) app.on(method, path, plannedOperation);
}
