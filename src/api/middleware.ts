import type { Middleware } from "openapi-fetch";
import { ApiError } from "./errors";

export const DEFAULT_TIMEOUT_MS = 15_000;

const timedOut = new WeakSet<Request>();

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isJson(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").includes("json");
}

/**
 * Turns every failure into an ApiError of the shop's kinds (docs/product.md#when-a-call-fails), in one
 * place, so screens and toasts never look at raw responses. Also bounds every call with a timeout.
 */
export function errorKindsMiddleware(timeoutMs = DEFAULT_TIMEOUT_MS): Middleware {
  return {
    onRequest({ request }) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([request.signal, timeout]);
      const bounded = new Request(request, { signal });
      timeout.addEventListener("abort", () => timedOut.add(bounded), { once: true });
      return bounded;
    },
    async onResponse({ response }) {
      if (!response.ok) {
        const data = await readBody(response.clone());
        const message =
          (data as { message?: string } | undefined)?.message ??
          `Request failed with status ${response.status}`;
        throw new ApiError(response.status, data, message);
      }
      if (response.status !== 204 && isJson(response)) {
        const text = await response.clone().text();
        if (text) {
          try {
            JSON.parse(text);
          } catch {
            throw new ApiError("PARSING_ERROR", text, "The server's answer could not be read.");
          }
        }
      }
      return undefined;
    },
    onError({ request, error }) {
      if (timedOut.has(request)) {
        return new ApiError("TIMEOUT_ERROR", undefined, "The request took too long.");
      }
      const message = error instanceof Error ? error.message : String(error);
      return new ApiError("FETCH_ERROR", undefined, message || "Network error");
    },
  };
}
