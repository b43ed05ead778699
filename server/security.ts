// Security headers on every answer, and the Host check. The Content-Security-Policy lets scripts run only
// from this origin or when they carry the request's nonce (server-rendered pages: entry.server.tsx hands it
// to React Router's inline scripts) or a hash (prerendered pages: prerendered.ts hashes their scripts).
import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { HostCheck } from "./api/publicCache";

declare module "hono" {
  interface ContextVariableMap {
    /** This request's script nonce (base64), for the Content-Security-Policy. */
    cspNonce: string;
  }
}

/** The shop's policy, with `scriptSources` ('nonce-…' or 'sha256-…') allowed beside this origin. */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Style attributes (React Aria's positioning, a colour swatch) and sonner's injected stylesheet: styles
    // cannot run code, so inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "media-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export interface SecurityOptions {
  /** HSTS (HTTPS only from now on) is sent in production. */
  production: boolean;
  /** Under Vite (npm run dev) no Content-Security-Policy: its client injects inline scripts. */
  development: boolean;
}

/** A nonce's random bytes (128 bits), and how many nonces one draw from the system's generator serves. */
const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;
let drawn = Buffer.alloc(0);
let used = 0;

/**
 * A nonce never given before, from bytes drawn from the system's generator 256 nonces at a time (as Node's
 * randomUUID draws its bytes): one draw per request was ~3 % of the server's CPU time under load
 * (`npm run bench:api`), and the bytes are as unpredictable pooled as drawn one by one.
 */
export function freshNonce(): string {
  if (used === drawn.length) {
    drawn = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    used = 0;
  }
  const nonce = drawn.toString("base64", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

/**
 * nosniff, frame-ancestors 'none' (and X-Frame-Options DENY), a Referrer-Policy, HSTS in production, and
 * the Content-Security-Policy with a fresh nonce per request, unless a handler set its own (prerendered
 * pages set one with their scripts' hashes).
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const headers = secureHeaders({
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: options.production ? "max-age=31536000; includeSubDomains" : false,
  });
  return async (c, next) => {
    const nonce = freshNonce();
    c.set("cspNonce", nonce);
    await headers(c, next);
    if (!options.development && !c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
    }
  };
}

/** Whether a request is for the public URL's host: its Host, or behind a trusted proxy the host it
 * forwards (X-Forwarded-Host's first). */
export function knownHost(publicOrigin: string, trustProxy: boolean): HostCheck {
  const expected = new URL(publicOrigin).host.toLowerCase();
  return (host, forwardedHost) => {
    const forwarded = trustProxy ? forwardedHost?.split(",")[0]?.trim() : undefined;
    return (forwarded || host || "").toLowerCase() === expected;
  };
}

/**
 * Refuses a request for any host but the public URL's (400), so a forged Host header cannot reach the
 * pages, the sitemap or the API. Behind a trusted proxy the host it forwards counts.
 */
export function hostGuard(publicOrigin: string, trustProxy: boolean): MiddlewareHandler {
  const known = knownHost(publicOrigin, trustProxy);
  return async (c, next) => {
    if (!known(new URL(c.req.url).host, c.req.header("x-forwarded-host")))
      return c.json({ success: false as const, message: "Unknown host" }, 400);
    return next();
  };
}
