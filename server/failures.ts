// What an error becomes: a known failure keeps its status and message; a database error caused by the
// input is a 400 (a safety net behind the contract's validation); anything else is a 500 with a generic
// message, logged with the request id that the answer's X-Request-Id header carries.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { errorJson } from "./api/errors";
import { log } from "./observability/log";
import { ApiError } from "./services/errors";

export const SERVER_ERROR = "Internal server error";
export const BAD_VALUE = "A value in the request is not valid";

/** SQLSTATE class 22, "data exception" (a NUL byte 22021, out of range 22003, bad text for a type 22P02 …),
 * on the error or one it wraps. */
export function isDataException(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function failureAnswer(error: unknown, c: Context): Response {
  const where = `${c.req.method} ${c.req.path}`;
  const requestId = c.get("requestId");
  if (error instanceof ApiError) {
    if (error.retryAfter !== undefined) c.header("Retry-After", String(error.retryAfter));
    return errorJson(c, error.status, error.message);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return errorJson(c, error.status, error.message || "Bad request");
  }
  if (isDataException(error)) {
    log.warn({ requestId, err: error }, `${where}: the database refused a value`);
    return errorJson(c, 400, BAD_VALUE);
  }
  log.error({ requestId, err: error }, `${where} failed`);
  return errorJson(c, 500, SERVER_ERROR);
}
