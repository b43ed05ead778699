// The error a service throws to refuse a request: its status and a message safe to show the caller. It lives
// with the services, which throw it; server/api and server/failures.ts turn it into the answer
// (docs/architecture.md#errors).
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
