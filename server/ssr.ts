import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import { type ServerRenderValues, serverRenderContext } from "../src/app/context";

export type BuildSource = ServerBuild | (() => ServerBuild | Promise<ServerBuild>);

/** Loads build/server/index.js on first use; null while it does not exist (not built yet). */
export function lazyBuildFromFile(file: string): () => Promise<ServerBuild | null> {
  let loaded: Promise<ServerBuild> | undefined;
  return async () => {
    if (!loaded) {
      if (!existsSync(file)) return null;
      loaded = import(pathToFileURL(file).href) as Promise<ServerBuild>;
    }
    return loaded;
  };
}

/** The build's version (React Router's `assets.version`), or undefined while there is no build. */
export async function buildVersion(
  source: BuildSource | (() => Promise<ServerBuild | null>),
): Promise<string | undefined> {
  const build = typeof source === "function" ? await source() : source;
  return build?.assets.version;
}

/**
 * The last handler: React Router renders the page, its loaders given the request's values (the in-process
 * API client, the public origin, the script nonce) through React Router's context (src/app/context.ts).
 * Answers 503 text while there is no server build, so the API keeps working without `npm run build`.
 */
export function ssrHandler(
  source: BuildSource | (() => Promise<ServerBuild | null>),
  mode: string,
  renderValues: (c: Context) => ServerRenderValues,
) {
  let handler: RequestHandler | undefined;
  // In development the build changes under us (Vite); resolve it on every request.
  const cache = mode !== "development";
  return async (c: Context) => {
    if (!handler || !cache) {
      const build = typeof source === "function" ? await source() : source;
      if (!build) {
        return c.text("The storefront is not built yet: run `npm run build`.", 503, {
          "Cache-Control": "no-store",
        });
      }
      handler = createRequestHandler(build, mode);
    }
    const values = renderValues(c);
    return handler(onPublicOrigin(c.req.raw, values.publicOrigin), serverRenderContext(values));
  };
}

/**
 * A form post as React Router's action check expects it: that check compares the Origin with the
 * request's own URL, which behind a proxy names the address the proxy called (http, another host), so
 * the shop's own pages would be refused. The shop has checked the Origin against its public origin
 * already (csrfGuard in server/app.ts: docs/decisions/forms-before-hydration.md#cross-site-posts), so
 * the post is handed on addressed to that origin. Reads are handed on as they came.
 */
export function onPublicOrigin(request: Request, publicOrigin: string): Request {
  if (request.method === "GET" || request.method === "HEAD") return request;
  const url = new URL(request.url);
  if (url.origin === publicOrigin) return request;
  return new Request(`${publicOrigin}${url.pathname}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
}
