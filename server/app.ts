import type { RequestListener } from "node:http";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { type RequestIdVariables, requestId } from "hono/request-id";
import type { Kysely } from "kysely";
import { createApiClient } from "../src/api/client";
import { MAX_JSON_BODY_BYTES, requestMessages } from "../src/api/contract";
import { API_BASE, apiRoutes } from "./api";
import { errorJson } from "./api/errors";
import { publicCache } from "./api/publicCache";
import { answerPlanned } from "./api/planned";
import { PRIVATE } from "./api/requestInput";
import { hasPersonalCookie } from "./api/guestBagCookie";
import { csrfGuard } from "./api/csrf";
import { sessionCookieMode } from "./api/session";
import { trustedProxyHopsFromEnv } from "./config/proxyHops";
import type { Database } from "./db/schema";
import { type JobWorker, startJobWorker } from "./jobs/worker";
import { jobHandlers, periodicJobs } from "./services/jobHandlers";
import { MAX_PICTURE_BYTES } from "../src/lib/pictureRules";
import { pictureMessages } from "../src/lib/pictureApiMessages";
import { ONE_CLICK_UNSUBSCRIBE_PATH } from "./api/privacy";
import { UNSUBSCRIBE_PATH } from "../src/lib/paths";
import { PICTURE_UPLOAD_PATH } from "./api/pictures";
import { PRODUCT_FORM_PATH } from "./api/productCreate";
import { PRODUCT_IMPORT_PATH } from "./api/productCsv";
import { DESIGN_UPLOAD_PATH } from "./api/designUploads";

/** Routes that bound and read their own bodies once the caller is known (server/api/boundedBody.ts). */
const READ_AFTER_SESSION = new Set([PRODUCT_FORM_PATH, PRODUCT_IMPORT_PATH, DESIGN_UPLOAD_PATH]);
import { DEFAULT_PRICING } from "./services/pricing/config";
import { versionsOf } from "./services/cacheVersions/registry";
import { failureAnswer } from "./failures";
import { guestPages, PERSONAL_PAGES } from "./guestPages";
import { withLogContext } from "./observability/log";
import { createMetrics, type ShopMetrics } from "./observability/metrics";
import { methodLabel, routeLabel } from "./observability/routeLabel";
import { opsRoutes, type Readiness } from "./ops";
import type { VitalsLimits } from "./services/vitals/vitals";
import { prerenderedPages } from "./prerendered";
import { hostGuard, knownHost, securityHeaders } from "./security";
import { seoRoutes } from "./seo";
import type { OAuthConfig } from "./services/accounts/social";
import type { Mailer } from "./services/mail/mailer";
import { measuredMailer } from "./services/mail/measured";
import type { PaymentGateway } from "./services/payments/gateway";
import { measuredGateway } from "./services/payments/measured";
import type { MailLimits } from "./services/mailThrottle";
import { secureCookiesFor } from "../src/lib/sessionCookie";
import { BUILD_HEADER } from "../src/lib/offlinePages";
import { type BuildSource, buildVersion, lazyBuildFromFile, ssrHandler } from "./ssr";
import { IMMUTABLE, ONE_DAY, ONE_HOUR, staticFiles } from "./static";
import type { FileStore } from "./storage/fileStore";
import { fileStoreChoice, openFileStore } from "./storage/fromEnv";
import { FILES_PATH, storedFiles } from "./storage/http";

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
  /** Where uploaded and generated files are kept, served at /files (server/storage/). Default: the store
   * FILE_STORE names, else PostgreSQL with DATABASE_URL, else .data/files (server/storage/fromEnv.ts). */
  files?: FileStore;
  /** Sends the contact form's mails. Without one, POST /contact/submit stores the message and answers 502. */
  mailer?: Mailer;
  /** The shop's public URL: the origin of every absolute URL it writes (sitemap, robots.txt, JSON-LD), the
   * only origin the API's cross-site check accepts (outside production, a loopback one also as the other
   * loopback names on its port: server/api/csrf.ts), and in production the only Host it answers. Default:
   * PUBLIC_URL, else http://localhost:PORT (PORT default 3000). */
  publicUrl?: string;
  /** Production: unknown Hosts are refused and HSTS is sent. Default: NODE_ENV is "production". */
  production?: boolean;
  /** Google / Facebook sign-in (server/main.ts reads it from the environment). Default: none configured. */
  oauth?: OAuthConfig;
  /** Secure flag (and __Host- name) of the session cookie. Default: Secure, unless PUBLIC_URL is plain http
   * on this machine (http://localhost…, see src/lib/sessionCookie.ts). */
  secureCookies?: boolean;
  /** Trusted reverse proxies in front of the shop: the client's address (throttles) is read this many
   * entries from the right of X-Forwarded-For, and with any the forwarded host counts as the request's.
   * Default: TRUSTED_PROXY_HOPS, or TRUST_PROXY=1 meaning 1 (server/config/proxyHops.ts). */
  proxyHops?: number;
  /** The secret every instance derives its keys from (one-time-code hashes: server/config/secrets.ts).
   * Default: AUTH_SECRET, else random per process (codes die on restart). */
  authSecret?: string;
  /** Budgets of the mail-sending calls. Default: DEFAULT_MAIL_LIMITS (server/services/mailThrottle.ts). */
  mailLimits?: MailLimits;
  /** Budgets of the field vitals' reports. Default: DEFAULT_VITALS_LIMITS (server/services/vitals/vitals.ts). */
  vitalsLimits?: VitalsLimits;
  /** The clock delivery estimates and payment holds count from. Default: the real time. */
  now?: () => Date;
  /** The payment gateway for online orders (server/main.ts picks PhonePe or the local fake). Default: none,
   * and online payment answers 502. */
  payments?: PaymentGateway;
  /** This instance's worker of background jobs (docs/decisions/durable-jobs.md); false: none. Default: a
   * worker that also looks for due jobs every second, and no periodic sweep (server/main.ts sets one). */
  jobs?: false | { pollMs?: number | null; leaseMs?: number; sweepEveryMs?: number };
  /** Whether /readyz answers ready (server/ops.ts); server/main.ts marks it draining on SIGTERM. Default:
   * never draining. */
  readiness?: Readiness;
  /** The bearer token GET /metrics requires (docs/running.md#metrics). Default: METRICS_TOKEN; unset, the
   * metrics are open, except in production, where /metrics then answers 404. */
  metricsToken?: string;
}

/** The public origin when none is configured: the local server (npm start, npm run dev). */
export const localOrigin = () => `http://localhost:${process.env.PORT ?? 3000}`;

/** Compress text-like bodies only; images are already compressed. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/i;
/** A request for a file at the top of build/client (favicon.ico, robots.txt …): its last segment has a dot. */
const LOOKS_LIKE_FILE = /\/[^/]+\.[a-z0-9]+$/i;

/** The shop as a Hono app (requests as fetch Requests: tests, the SSR loaders' calls into the API). */
export function createApp(options: AppOptions): Hono {
  return createShop(options).app;
}

/** The shop: its app, the node:http listener that serves it (server/main.ts), its job worker and its
 * metrics. */
export function createShop(appOptions: AppOptions): {
  app: Hono;
  listener: RequestListener;
  jobs: JobWorker | null;
  metrics: ShopMetrics;
} {
  // This app's own registry (server/observability/metrics.ts); the gateway and the mailer are measured
  // once, here, for the API and the job worker alike.
  const metrics = createMetrics();
  const options: AppOptions = {
    ...appOptions,
    payments: appOptions.payments && measuredGateway(appOptions.payments, metrics.gatewayCall),
    mailer: appOptions.mailer && measuredMailer(appOptions.mailer, metrics.smtpSend),
  };
  const clientDir = options.clientDir ?? `${PROJECT_ROOT}build/client`;
  const mediaDir = options.mediaDir ?? `${PROJECT_ROOT}mocks/media`;
  const files = options.files ?? openFileStore(fileStoreChoice(), options.db);
  const mode = options.mode ?? process.env.NODE_ENV ?? "production";
  const publicUrl = options.publicUrl ?? (process.env.PUBLIC_URL || undefined);
  const build =
    options.build === undefined
      ? lazyBuildFromFile(`${PROJECT_ROOT}build/server/index.js`)
      : (options.build ?? (async () => null));

  const production = options.production ?? process.env.NODE_ENV === "production";
  const publicOrigin = new URL(publicUrl ?? localOrigin()).origin;
  const proxyHops = options.proxyHops ?? trustedProxyHopsFromEnv();
  const trustProxy = proxyHops > 0;
  const secureCookies = options.secureCookies ?? secureCookiesFor(publicUrl);

  const app = new Hono();
  // The public API answers this app has cached (server/api/publicCache.ts) keep the headers the whole app
  // gave them, so the shop's listener can send them again without running the app (listener below).
  // Both caches key their answers by the database's cache versions (docs/decisions/shared-cache-versions.md).
  const versions = versionsOf(options.db);
  const publicAnswers = publicCache({ versions, onLookup: (result) => metrics.cacheLookup("api", result) });
  app.use(publicAnswers.record);
  // 0. Every request: an id (X-Request-Id, and on every line logged while serving it:
  // server/observability/log.ts), the security headers, the Host check in production, and at most 64 KB of
  // body (refused from Content-Length when it says more).
  app.use(requestId());
  const logContext: MiddlewareHandler<{ Variables: RequestIdVariables }> = (c, next) =>
    withLogContext({ requestId: c.var.requestId }, next);
  app.use(logContext);
  app.use(securityHeaders({ production, development: mode === "development" }));
  // The load balancer's probes and Prometheus' scrape, before the Host check: they ask each instance by its
  // address.
  app.route(
    "/",
    opsRoutes(options.db, options.readiness ?? { draining: false }, {
      metrics,
      token: options.metricsToken ?? (process.env.METRICS_TOKEN || undefined),
      production,
    }),
  );
  if (production) app.use(hostGuard(publicOrigin, trustProxy));
  const limitBody = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => {
      // The rest of the body is never read, so the connection cannot carry another request: say so, and
      // node:http closes it after this answer (a client reusing it would otherwise meet a reset socket).
      c.header("Connection", "close");
      return errorJson(c, 413, requestMessages.tooLarge);
    },
  });
  // A picture's upload alone may be larger (docs/decisions/picture-pipeline.md#checks): refused from its
  // Content-Length before it is read, and a chunked one as soon as it passes the limit, never held whole.
  const limitUpload = bodyLimit({
    maxSize: MAX_PICTURE_BYTES,
    onError: (c) => {
      c.header("Connection", "close");
      return errorJson(c, 413, pictureMessages.tooLarge);
    },
  });
  // Not for GET and HEAD, which carry no body to read: the check itself builds the full fetch Request
  // (and its AbortSignal) that @hono/node-server otherwise never makes, a third of a cached answer's time.
  app.use((c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // These routes read their bodies themselves, after the session check (server/api/boundedBody.ts).
    if (READ_AFTER_SESSION.has(c.req.path)) return next();
    return c.req.path === PICTURE_UPLOAD_PATH ? limitUpload(c, next) : limitBody(c, next);
  });
  app.use(compress({ contentTypeFilter: COMPRESSIBLE }));
  // Which session cookie this shop uses (Secure and __Host-, or plain on http localhost), for pages too.
  app.use(sessionCookieMode(secureCookies));
  // 1. API first: never touches the file system.
  app.route(
    API_BASE,
    apiRoutes(options.db, {
      mailer: options.mailer,
      oauth: options.oauth,
      secureCookies,
      proxyHops,
      publicOrigin,
      production,
      authSecret: options.authSecret ?? (process.env.AUTH_SECRET || undefined),
      mailLimits: options.mailLimits,
      vitalsLimits: options.vitalsLimits,
      now: options.now,
      payments: options.payments,
      publicCache: publicAnswers,
      files,
    }),
  );
  // A mail app's one-click unsubscribe (RFC 8058) posts to the offer mail's link, the unsubscribe page's
  // address (whose GET stays the page): handed to its API operation with the query and body as sent
  // (docs/decisions/personal-data.md#marketing-mail).
  app.post(UNSUBSCRIBE_PATH, (c) => {
    const target = new URL(`${API_BASE}${ONE_CLICK_UNSUBSCRIBE_PATH}`, c.req.url);
    target.search = new URL(c.req.url).search;
    return app.fetch(new Request(target, c.req.raw), c.env);
  });
  // Contract operations at the host root that are planned, not served yet (uploads): their 501.
  answerPlanned(app, "");
  // Every answer below names the build it comes from (React Router's build version): the service worker
  // and a page back online compare it with their own (docs/decisions/offline-shop.md#updates). The service
  // worker's script itself is always checked again with the server.
  if (mode !== "development") {
    app.use("*", async (c, next) => {
      await next();
      const version = await buildVersion(build);
      if (version) c.res.headers.set(BUILD_HEADER, version);
      if (c.req.path === "/sw.js" && c.res.ok) c.res.headers.set("Cache-Control", "no-cache");
    });
  }
  // 2. Fingerprinted build assets, then generated media, then the stored files (uploads: server/storage/).
  app.use("/assets/*", staticFiles(clientDir, "/", IMMUTABLE));
  app.use("/media/*", staticFiles(mediaDir, "/media", ONE_DAY));
  app.get(`${FILES_PATH}/*`, storedFiles(files));
  app.all("/assets/*", (c) => c.text("Not found", 404));
  app.all("/media/*", (c) => c.text("Not found", 404));
  app.all(`${FILES_PATH}/*`, (c) => c.text("Not found", 404));
  // 3. robots.txt and the sitemap come from the server (the sitemap lists products from the database).
  app.route("/", seoRoutes(options.db, { publicOrigin }));
  // 4. Other public files of the client build (favicon, prerendered .data …); page paths skip the file
  // system.
  const publicFiles = staticFiles(clientDir, "/", ONE_HOUR);
  app.use("*", (c, next) => (LOOKS_LIKE_FILE.test(c.req.path) ? publicFiles(c, next) : next()));
  // 5. Pages prerendered at build time (build/client/<path>/index.html; the folder is read once). Not in
  // development, where Vite renders everything fresh.
  app.use("*", prerenderedPages(mode === "development" ? null : clientDir));
  // 6. Everything else is a page: server-rendered by React Router, rendered once for every guest and kept
  // (guestPages.ts), never cached when it was rendered for a signed-in shopper or a guest with a bag. Loaders call the API inside this process (no network hop), as the shopper: their
  // cookies go along.
  app.use("*", async (c, next) => {
    await next();
    // A page whose address names someone (guestPages.ts, PERSONAL_PAGES) is private too.
    if (hasPersonalCookie(c) || PERSONAL_PAGES.has(c.req.path)) c.header("Cache-Control", PRIVATE);
  });
  // A guest's page from the pages already rendered for guests (guestPages.ts); not in development, where
  // every page is rendered fresh from the sources.
  if (mode !== "development") {
    app.use("*", guestPages(versions, (result) => metrics.cacheLookup("pages", result)).fill);
  }
  // A page's form post (a route action: Add to Cart, the bag's changes, before the page's code has arrived,
  // docs/decisions/forms-before-hydration.md) changes state as an API call does, so it passes the API's
  // cross-site check: its own calls into the API go in-process with no Origin, which that check lets by.
  app.use("*", csrfGuard(publicOrigin, { loopbackAliases: !production }));
  app.all(
    "*",
    ssrHandler(build, mode, (c) => ({
      api: createApiClient({
        // The public origin: these calls never leave the process, and so pass the Host check.
        baseUrl: `${publicOrigin}/api/v1`,
        fetch: (apiRequest) => Promise.resolve(app.fetch(apiRequest)),
        // The page's request id: the lines its loaders' calls log name the page's request.
        headers: { cookie: c.req.header("cookie") ?? "", "x-request-id": c.get("requestId") },
      }),
      publicOrigin,
      cspNonce: c.get("cspNonce"),
    })),
  );
  app.onError(failureAnswer);
  const acceptsHost = production ? knownHost(publicOrigin, trustProxy) : () => true;
  const appListener = getRequestListener(app.fetch);
  // A cached public answer is sent straight from node:http (with the production Host check the app would
  // make first); every other request goes through the app. Both are counted when their answer ends.
  const listener: RequestListener = (request, response) => {
    const started = performance.now();
    response.once("close", () => {
      const method = methodLabel(request.method);
      const route = routeLabel(method, request.url ?? "/");
      metrics.httpRequest(method, route, response.statusCode, (performance.now() - started) / 1000);
    });
    if (!publicAnswers.answer(request, response, acceptsHost)) void appListener(request, response);
  };
  return { app, listener, jobs: startJobs(options, files, publicOrigin, metrics), metrics };
}

function startJobs(
  options: AppOptions,
  files: FileStore,
  publicOrigin: string,
  metrics: ShopMetrics,
): JobWorker | null {
  if (options.jobs === false) return null;
  const deps = {
    db: options.db,
    files,
    gateway: options.payments,
    mailer: options.mailer,
    publicOrigin,
    now: options.now ?? (() => new Date()),
    config: DEFAULT_PRICING,
  };
  const { pollMs, leaseMs, sweepEveryMs } = options.jobs ?? {};
  return startJobWorker({
    db: options.db,
    handlers: jobHandlers(deps),
    pollMs,
    leaseMs,
    periodic: sweepEveryMs ? periodicJobs(sweepEveryMs) : [],
    observeTry: metrics.jobTry,
  });
}
