import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error with an HTTP status and a message safe to show the caller. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  /** Seconds for a Retry-After header (429s). */
  readonly retryAfter?: number;
  constructor(status: ContentfulStatusCode, message: string, options: { retryAfter?: number } = {}) {
    super(message);
    this.status = status;
    this.retryAfter = options.retryAfter;
  }
}

export const badRequest = (message: string) => new ApiError(400, message);

/** `{ success: false, message }` with the status. */
export function errorJson(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ success: false as const, message }, status);
}
