import type { AppLoadContext } from "react-router";
import { type ApiClient, type ApiQueryClient, createApiHooks } from "../api/client";

/**
 * The server's in-process API client, or null where there is no server: React Router's build-time
 * prerender runs loaders without our load context. Loaders then skip prefetching and the page fetches
 * in the browser instead.
 */
export function apiFrom(context: AppLoadContext | undefined): ApiClient | null {
  return (context as Partial<AppLoadContext> | undefined)?.api ?? null;
}

/**
 * openapi-react-query over the server's in-process client: loaders build their options with it, through
 * the same option functions the screens use, so the server prefetches under the keys the browser reads.
 */
export function apiHooksFrom(context: AppLoadContext | undefined): ApiQueryClient | null {
  const api = apiFrom(context);
  return api ? createApiHooks(api) : null;
}
