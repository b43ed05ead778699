import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { MiddlewareHandler } from "hono";
import { contentSecurityPolicy } from "./security";

export const PRERENDERED_CACHE = "public, max-age=300";

/** Page paths with a prerendered build/client/<path>/index.html ("/terms" → its HTML), found once. */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, path: string) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isFile() && entry.name === "index.html") {
        pages.set(path || "/", readFileSync(join(dir, entry.name), "utf8"));
      } else if (
        entry.isDirectory() &&
        !(path === "" && (entry.name === "assets" || entry.name === "media"))
      ) {
        walk(join(dir, entry.name), `${path}/${entry.name}`);
      }
    }
  };
  walk(clientDir, "");
  return pages;
}

/** A page's HTML and its Content-Security-Policy: built once, its inline scripts (React Router's
 * hydration data and module loader) carry no nonce, so the policy names them by hash. */
interface PrerenderedPage {
  html: string;
  csp: string;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function prerenderedPolicy(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`,
  );
  return contentSecurityPolicy([...new Set(hashes)]);
}

/**
 * Answers GET/HEAD of a page that React Router prerendered at build time (react-router.config.ts
 * `prerender`) from its HTML file, before SSR; other pages pass on. The folder is read once, on the first
 * page request (so no file system work per request); `null` source → never (development).
 */
export function prerenderedPages(clientDir: string | null): MiddlewareHandler {
  let pages: Map<string, PrerenderedPage> | undefined;
  return async (c, next) => {
    if (!clientDir || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    pages ??= new Map(
      [...findPrerenderedPages(clientDir)].map(([path, html]) => [
        path,
        { html, csp: prerenderedPolicy(html) },
      ]),
    );
    if (pages.size === 0) return next();
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    const page = pages.get(path);
    if (page === undefined) return next();
    return c.html(page.html, 200, {
      "Cache-Control": PRERENDERED_CACHE,
      "Content-Security-Policy": page.csp,
    });
  };
}
