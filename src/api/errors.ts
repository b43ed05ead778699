import { isOffline, OFFLINE_ACTION_MESSAGE } from "../lib/online";

/**
 * One shape for every failed call, after the shop's generic error kinds (docs/product.md#when-a-call-fails):
 * a transport failure (FETCH_ERROR), a call that ran out of time (TIMEOUT_ERROR), a 2xx answer whose
 * body is not the JSON it claims (PARSING_ERROR), or an HTTP status with the body the server sent.
 */
export type ApiErrorKind = "FETCH_ERROR" | "TIMEOUT_ERROR" | "PARSING_ERROR";

export class ApiError extends Error {
  readonly status: ApiErrorKind | number;
  readonly data: unknown;

  constructor(status: ApiErrorKind | number, data: unknown, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.data = data;
  }

  /** The server's own `{ success: false, message }` text, when it sent one. */
  get serverMessage(): string | undefined {
    const data = this.data as { message?: unknown } | null;
    return data && typeof data === "object" && typeof data.message === "string" ? data.message : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  // By name too: in server rendering the API client comes from the server's own copy of this module
  // (server/ssr.ts), not the SSR bundle's, so its errors are not instances of this class.
  return (
    error instanceof ApiError || (error instanceof Error && error.name === "ApiError" && "status" in error)
  );
}

/** The text a shopper should read: the server's message when there is one, the offline notice when the call
 * never left an offline browser (docs/decisions/offline-shop.md#offline), else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === "FETCH_ERROR" && isOffline()) return OFFLINE_ACTION_MESSAGE;
  if (isApiError(error)) return error.serverMessage ?? fallback;
  return fallback;
}
