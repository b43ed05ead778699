import { createContext, type RouterContext, RouterContextProvider } from "react-router";
import type { ApiClient } from "../api/client";

// What the server hands every loader, through React Router's context: a typed API client that calls the
// API inside the same process (no network hop) and forwards the shopper's cookies; the shop's public origin
// for absolute URLs (never the request's Host); and the request's script nonce for entry.server.tsx. None
// of them is set when React Router prerenders at build time. See
// docs/architecture.md#loaders-prefetch-the-page-dehydrates.

/** The values the server has for one page request (server/app.ts). */
export interface ServerRenderValues {
  api: ApiClient;
  publicOrigin: string;
  cspNonce?: string;
}

// The server (run by tsx) and the server build (bundled by Vite) each load their own copy of this module,
// and React Router finds a context by the identity of its object: both copies take theirs from one
// process-wide registry, so what server/ssr.ts sets is what the build's loaders get.
function sharedContext<T>(name: string, defaultValue?: T): RouterContext<T> {
  const registry = globalThis as { [key: symbol]: RouterContext<unknown> | undefined };
  const key = Symbol.for(`rangrez.routerContext.${name}`);
  registry[key] ??= createContext<T>(defaultValue);
  return registry[key] as RouterContext<T>;
}

/** The in-process API client; null at build-time prerender (src/app/apiContext.ts). */
export const apiContext = sharedContext<ApiClient | null>("api", null);
/** The shop's public origin; absent at build-time prerender (no page prerendered asks for it). */
export const publicOriginContext = sharedContext<string>("publicOrigin");
/** The request's script nonce (server/security.ts); null at build-time prerender. */
export const cspNonceContext = sharedContext<string | null>("cspNonce", null);

/** The context a page request is rendered with: what loaders and entry.server.tsx read. */
export function serverRenderContext(values: ServerRenderValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiContext, values.api);
  context.set(publicOriginContext, values.publicOrigin);
  context.set(cspNonceContext, values.cspNonce ?? null);
  return context;
}

/** What a loader, or entry.server.tsx, is handed. */
export type LoaderContext = Readonly<RouterContextProvider>;
