import { existsSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/**
 * Serves files under `root` for requests below `prefix` (prefix stripped from the path), with a
 * Cache-Control header. A file's Brotli or gzip copy (`.br`, `.gz`, written by the build: see
 * src/app/bundle/precompress.ts) is sent when the browser accepts it. Passes on (next) when the file or
 * the folder itself does not exist, e.g. before `npm run build`.
 */
export function staticFiles(root: string, prefix: string, cacheControl: string): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (!serve) {
      if (!existsSync(root)) return next();
      serve = serveStatic({
        root,
        precompressed: true,
        rewriteRequestPath: (path) => (prefix === "/" ? path : path.slice(prefix.length) || "/"),
      });
    }
    let passed = false;
    const found = await serve(c, async () => {
      passed = true;
      await next();
    });
    // serveStatic's onFound runs after the response is made, too late for headers: set them here.
    if (!passed && found instanceof Response) found.headers.set("Cache-Control", cacheControl);
    return found;
  };
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const ONE_DAY = "public, max-age=86400";
export const ONE_HOUR = "public, max-age=3600";
