import { type ApiClient, type ApiQueryClient, createApiHooks } from "../api/client";
import { apiContext, type LoaderContext, publicOriginContext } from "./context";

/**
 * The server's in-process API client, or null where there is no server: React Router's build-time
 * prerender runs loaders without our context. Loaders then skip prefetching and the page fetches in the
 * browser instead.
 */
export function apiFrom(context: LoaderContext): ApiClient | null {
  return context.get(apiContext);
}

/**
 * openapi-react-query over the server's in-process client: loaders build their options with it, through
 * the same option functions the screens use, so the server prefetches under the keys the browser reads.
 */
export function apiHooksFrom(context: LoaderContext): ApiQueryClient | null {
  const api = apiFrom(context);
  return api ? createApiHooks(api) : null;
}

/**
 * The same, for the loaders of pages only ever rendered per request (never prerendered): without the
 * server's client they cannot answer, so its absence is a fault, not a page to fetch in the browser.
 */
export function serverApiHooksFrom(context: LoaderContext): ApiQueryClient {
  const hooks = apiHooksFrom(context);
  if (!hooks) throw new Error("This page is rendered by the server only: it has no prerendered form.");
  return hooks;
}

/** The shop's public origin, for the absolute URLs a page's metadata names. */
export function publicOriginFrom(context: LoaderContext): string {
  return context.get(publicOriginContext);
}
