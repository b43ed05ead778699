import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { Kysely } from "kysely";
import "../src/app/context";
import { createApiClient } from "../src/api/client";
import { apiRoutes } from "./api";
import type { Database } from "./db/schema";
import { prerenderedPages } from "./prerendered";
import { seoRoutes } from "./seo";
import type { OAuthConfig } from "./services/accounts/social";
import type { Mailer } from "./services/mail/mailer";
import type { MailLimits } from "./services/mailThrottle";
import { secureCookiesFor } from "../src/lib/sessionCookie";
import { type BuildSource, lazyBuildFromFile, ssrHandler } from "./ssr";
import { IMMUTABLE, ONE_DAY, ONE_HOUR, staticFiles } from "./static";

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface AppOptions {
  db: Kysely<Database>;
  /** React Router server build (or a loader of it). Default: build/server/index.js, loaded lazily when it
   * exists; `null` turns SSR off (503). */
  build?: BuildSource | null;
  /** React Router mode for createRequestHandler. Default: NODE_ENV or "production". */
  mode?: string;
  /** Folder of the client build (assets/ and public files). Default: build/client. */
  clientDir?: string;
  /** Folder served at /media. Default: mocks/media. */
  mediaDir?: string;
  /** Sends the contact form's mails. Without one, POST /contact/submit stores the message and answers 502. */
  mailer?: Mailer;
  /** Public origin for absolute URLs in /sitemap.xml and /robots.txt, and an origin the API's cross-site
   * check accepts. Default: PUBLIC_URL, else the request's. */
  publicUrl?: string;
  /** Google / Facebook sign-in (server/main.ts reads it from the environment). Default: none configured. */
  oauth?: OAuthConfig;
  /** Secure flag (and __Host- name) of the session cookie. Default: Secure, unless PUBLIC_URL is plain http
   * on this machine (http://localhost…, see src/lib/sessionCookie.ts). */
  secureCookies?: boolean;
  /** Behind a reverse proxy: client address from X-Forwarded-For (login throttle), forwarded host accepted
   * as the request's origin. Default: TRUST_PROXY=1. */
  trustProxy?: boolean;
  /** Key for one-time-code hashes. Default: AUTH_SECRET, else random per process (codes die on restart). */
  authSecret?: string;
  /** Budgets of the mail-sending calls. Default: DEFAULT_MAIL_LIMITS (server/services/mailThrottle.ts). */
  mailLimits?: MailLimits;
}

/** Compress text-like bodies only; images are already compressed. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/i;
/** A request for a file at the top of build/client (favicon.ico, robots.txt …): its last segment has a dot. */
const LOOKS_LIKE_FILE = /\/[^/]+\.[a-z0-9]+$/i;

export function createApp(options: AppOptions): Hono {
  const clientDir = options.clientDir ?? `${PROJECT_ROOT}build/client`;
  const mediaDir = options.mediaDir ?? `${PROJECT_ROOT}mocks/media`;
  const mode = options.mode ?? process.env.NODE_ENV ?? "production";
  const publicUrl = options.publicUrl ?? (process.env.PUBLIC_URL || undefined);
  const build =
    options.build === undefined
      ? lazyBuildFromFile(`${PROJECT_ROOT}build/server/index.js`)
      : (options.build ?? (async () => null));

  const app = new Hono();
  app.use(compress({ contentTypeFilter: COMPRESSIBLE }));
  // 1. API first: never touches the file system.
  app.route(
    "/api/v1",
    apiRoutes(options.db, {
      mailer: options.mailer,
      oauth: options.oauth,
      secureCookies: options.secureCookies ?? secureCookiesFor(publicUrl),
      trustProxy: options.trustProxy ?? process.env.TRUST_PROXY === "1",
      publicUrl,
      authSecret: options.authSecret ?? (process.env.AUTH_SECRET || undefined),
      mailLimits: options.mailLimits,
    }),
  );
  // 2. Fingerprinted build assets, then generated media.
  app.use("/assets/*", staticFiles(clientDir, "/", IMMUTABLE));
  app.use("/media/*", staticFiles(mediaDir, "/media", ONE_DAY));
  app.all("/assets/*", (c) => c.text("Not found", 404));
  app.all("/media/*", (c) => c.text("Not found", 404));
  // 3. robots.txt and the sitemap come from the server (the sitemap lists products from the database).
  app.route("/", seoRoutes(options.db, { publicUrl: options.publicUrl }));
  // 4. Other public files of the client build (favicon, prerendered .data …); page paths skip the file
  // system.
  const publicFiles = staticFiles(clientDir, "/", ONE_HOUR);
  app.use("*", (c, next) => (LOOKS_LIKE_FILE.test(c.req.path) ? publicFiles(c, next) : next()));
  // 5. Pages prerendered at build time (build/client/<path>/index.html; the folder is read once). Not in
  // development, where Vite renders everything fresh.
  app.use("*", prerenderedPages(mode === "development" ? null : clientDir));
  // 6. Everything else is a page: server-rendered by React Router.
  // Loaders call the API inside this process (no network hop), as the shopper: their cookies go along.
  const loadContext = (request: Request) => ({
    api: createApiClient({
      baseUrl: `${new URL(request.url).origin}/api/v1`,
      fetch: (apiRequest) => Promise.resolve(app.fetch(apiRequest)),
      headers: { cookie: request.headers.get("cookie") ?? "" },
    }),
  });
  app.all("*", ssrHandler(build, mode, loadContext));
  app.onError((error, c) => {
    console.error(`Error on ${c.req.method} ${c.req.path}:`, error);
    return c.json({ success: false, message: "Internal server error" }, 500);
  });
  return app;
}
