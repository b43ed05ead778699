// Every /api/v1 request passes the contract's validator (src/api/contract, shared with the mock handlers)
// before its route runs: a refusal is answered here (400 naming the field, 413, 415), and routes read the
// checked, normalised values with `inputOf(c, "operationId")`, typed from the contract. Answers of
// operations that read the session (and any that sets a cookie) are the caller's own: never cached.
import type { Context, MiddlewareHandler } from "hono";
import {
  checkFetchRequest,
  inputFor,
  type OperationId,
  type RequestValidator,
  type ValidatedRequest,
} from "../../src/api/contract";
import { errorJson } from "./errors";

export const PRIVATE = "private, no-store";

/** For a router whose every answer is the caller's own (cart, wishlist): never cached, refusals included. */
export const privateAnswers: MiddlewareHandler = async (c, next) => {
  c.header("Cache-Control", PRIVATE);
  await next();
};

declare module "hono" {
  interface ContextVariableMap {
    validated: ValidatedRequest;
  }
}

export function contractValidation(validator: RequestValidator): MiddlewareHandler {
  return async (c, next) => {
    const outcome = await checkFetchRequest(validator, c.req.raw);
    if (outcome.ok) {
      c.set("validated", { operationId: outcome.operationId, input: outcome.input });
      await next();
      if (outcome.session || c.res.headers.has("set-cookie")) c.header("Cache-Control", PRIVATE);
      return;
    }
    // No operation of the contract: the router answers (404 JSON).
    if (outcome.status === 404) return next();
    return errorJson(c, outcome.status, outcome.message);
  };
}

/** The validated input of the request, as the contract's `operationId` describes it. */
export const inputOf = <Op extends OperationId>(c: Context, operationId: Op) =>
  inputFor(c.get("validated"), operationId);
