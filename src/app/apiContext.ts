import type { AppLoadContext } from "react-router";
import type { ApiClient } from "../api/client";

/**
 * The server's in-process API client, or null where there is no server: React Router's build-time
 * prerender runs loaders without our load context. Loaders then skip prefetching and the page fetches
 * in the browser instead.
 */
export function apiFrom(context: AppLoadContext | undefined): ApiClient | null {
  return (context as Partial<AppLoadContext> | undefined)?.api ?? null;
}
