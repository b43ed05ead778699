import { Hono } from "hono";
import type { Kysely } from "kysely";
import { requestValidator } from "../../src/api/contract";
import { deriveKey, serverSecret } from "../config/secrets";
import type { Database } from "../db/schema";
import { failureAnswer } from "../failures";
import type { OAuthConfig } from "../services/accounts/social";
import type { Mailer } from "../services/mail/mailer";
import type { PaymentGateway } from "../services/payments/gateway";
import { DEFAULT_PRICING } from "../services/pricing/config";
import type { MailLimits } from "../services/mailThrottle";
import type { ThrottlePolicy } from "../services/throttle";
import { addressRoutes } from "./addresses";
import { authRoutes, otpRoutes } from "./auth";
import { bannerRoutes } from "./banners";
import { cartRoutes } from "./cart";
import { offerRoutes } from "./offers";
import { checkoutRoutes } from "./checkout";
import { complaintRoutes, staffComplaintRoutes } from "./complaints";
import { contactRoutes } from "./contact";
import { csrfGuard } from "./csrf";
import { customiserRoutes, designRoutes, designWishlistRoutes } from "./customiser";
import { errorJson } from "./errors";
import { headlineRoutes } from "./headlines";
import { staffBannerRoutes } from "./staffBanners";
import { mailBudget } from "./mailBudget";
import { invoiceRoutes } from "./invoices";
import { mediaRoutes } from "./media";
import { orderRefundRoutes } from "./orderRefunds";
import { orderRoutes } from "./orders";
import { paymentWebhookRoutes } from "./paymentWebhook";
import { answerPlanned } from "./planned";
import { orderPincodeRoutes, pincodeRoutes } from "./pincode";
import { productRoutes } from "./products";
import { ONE_CLICK_UNSUBSCRIBE_PATH, privacyAccountRoutes, unsubscribeRoutes } from "./privacy";
import { versionsOf } from "../services/cacheVersions/registry";
import { type PublicCache, publicCache } from "./publicCache";
import { staffOrderRoutes } from "./staffOrders";
import { catalogueEditRoutes } from "./catalogueEdits";
import { pictureRoutes } from "./pictures";
import { productCreateRoutes } from "./productCreate";
import { designUploadRoutes } from "./designUploads";
import { staffPrintFileRoutes } from "./staffPrintFiles";
import { staffCustomiserRoutes } from "./staffCustomiser";
import { productCsvRoutes } from "./productCsv";
import type { FileStore } from "../storage/fileStore";
import { fileStoreChoice, openFileStore } from "../storage/fromEnv";
import { staffProductRoutes } from "./staffProducts";
import { contractValidation } from "./requestInput";
import { sessionCookieMode } from "./session";
import { staffVitalsRoutes, vitalsRoutes } from "./vitals";
import { authWishlistRoutes, wishlistRoutes } from "./wishlist";
import type { VitalsLimits } from "../services/vitals/vitals";

export interface ApiServices {
  mailer?: Mailer;
  /** Social-login providers (none configured when absent). */
  oauth?: OAuthConfig;
  /** Mark the session cookie Secure (and name it __Host-…). Default true. */
  secureCookies?: boolean;
  /** Trusted reverse proxies in front of the shop: how far into X-Forwarded-For the client's address is
   * read (clientAddress.ts). Default 0, the socket's address. */
  proxyHops?: number;
  /** The shop's public origin: the only one the cross-site check accepts (with its loopback aliases
   * outside production, see csrf.ts). */
  publicOrigin: string;
  /** Production (NODE_ENV=production): the cross-site check accepts PUBLIC_URL's origin alone. Default
   * true. */
  production?: boolean;
  /** The secret the keys are derived from (AUTH_SECRET, server/config/secrets.ts); default a random one per
   * process. */
  authSecret?: string;
  /** Budgets of the mail-sending calls (default DEFAULT_MAIL_LIMITS). */
  mailLimits?: MailLimits;
  /** Changes of name and phone per account and hour (server/services/accounts/details.ts); tests lower it. */
  accountDetailsThrottle?: ThrottlePolicy;
  /** Budgets of the field vitals' reports (default DEFAULT_VITALS_LIMITS in server/services/vitals/vitals.ts). */
  vitalsLimits?: VitalsLimits;
  /** The clock delivery estimates and payment holds count from (default: the real time; tests fix it). */
  now?: () => Date;
  /** The payment gateway online orders are paid through; without one, online payment answers 502. */
  payments?: PaymentGateway;
  /** The public answers' cache (createApp shares it with its first middleware); default a new one. */
  publicCache?: PublicCache;
  /** Where uploaded pictures are kept (createApp's store); default the one the environment names. */
  files?: FileStore;
}

/** Where the API is mounted (the contract's server URL). */
export const API_BASE = "/api/v1";

/** Everything under /api/v1. Answers every path itself (unknown ones 404 JSON), so API calls never reach
 * the static or SSR handlers. */
export function apiRoutes(db: Kysely<Database>, services: ApiServices) {
  const api = new Hono();
  const proxyHops = services.proxyHops ?? 0;
  // Not the mail app's one-click unsubscribe (RFC 8058): a webmail posts it from its own origin, and the
  // signed token in its address is all its authority (docs/decisions/personal-data.md#marketing-mail).
  const crossSite = csrfGuard(services.publicOrigin, { loopbackAliases: services.production === false });
  api.use("*", (c, next) =>
    c.req.path === `${API_BASE}${ONE_CLICK_UNSUBSCRIBE_PATH}` ? next() : crossSite(c, next),
  );
  api.use("*", sessionCookieMode(services.secureCookies ?? true));
  // Public answers (listings, search, product, banners, headlines) from this app's cache, before the
  // contract check: a repeated request runs neither the check nor its queries. One cache per app, so two
  // apps in one process (tests: PGlite and PostgreSQL) never answer from each other's database.
  api.use("*", (services.publicCache ?? publicCache({ versions: versionsOf(db) })).fill);
  // Every request is checked against the contract before a route runs (compiled once, here at start-up).
  const validator = requestValidator();
  validator.compileAll();
  api.use("*", contractValidation(validator));
  // The calls that send mail, within their budgets (per client address and for the whole shop).
  const budget = { proxyHops, limits: services.mailLimits };
  api.use("/auth/send-email-verification-otp", mailBudget(db, "codes", budget));
  api.use("/auth/send-reset-otp", mailBudget(db, "codes", budget));
  api.use("/account/email/code", mailBudget(db, "codes", budget));
  api.use("/contact/submit", mailBudget(db, "contact", budget));
  // Filing only (the middleware counts POSTs): the shopper's reads of their tickets are not budgeted.
  api.use("/complaints", mailBudget(db, "complaints", budget));
  const now = services.now ?? (() => new Date());
  api.route("/auth/wishlist", authWishlistRoutes(db, now));
  api.route("/auth/user/customization", designRoutes(db));
  const codePepper = deriveKey(services.authSecret || serverSecret(), "one-time-codes");
  api.route("/auth", authRoutes(db, { oauth: services.oauth ?? {}, proxyHops, codePepper }));
  api.route("/otp", otpRoutes());
  api.route("/addresses", addressRoutes(db));
  api.route(
    "/account",
    privacyAccountRoutes(db, now, { codePepper, detailsThrottle: services.accountDetailsThrottle }),
  );
  api.route(
    "/privacy",
    unsubscribeRoutes(db, deriveKey(services.authSecret || serverSecret(), "marketing-unsubscribe"), now),
  );
  api.route("/pincode", pincodeRoutes(db, now));
  api.route("/order", orderPincodeRoutes(db, now));
  const orders = {
    db,
    gateway: services.payments,
    mailer: services.mailer,
    publicOrigin: services.publicOrigin,
    now,
    config: DEFAULT_PRICING,
  };
  // Before the order routes, so no pattern of theirs can take /order/:id/invoice or its credit notes.
  api.route("/order", invoiceRoutes(db));
  api.route("/order", orderRefundRoutes(orders));
  api.route("/order", orderRoutes(orders));
  api.route("/payments", paymentWebhookRoutes(orders));
  api.route("/admin/orders", staffOrderRoutes(orders));
  const files = services.files ?? openFileStore(fileStoreChoice(), db);
  // Before the product edits, whose /:id would take /export.
  api.route("/admin/products", productCsvRoutes({ db, publicOrigin: services.publicOrigin }));
  api.route("/admin/products", catalogueEditRoutes({ db, publicOrigin: services.publicOrigin }));
  api.route("/admin/pictures", pictureRoutes(db, files));
  api.route("/product/create", productCreateRoutes(db, files));
  api.route("/customized/uploads", designUploadRoutes(db, files, { proxyHops }));
  api.route("/admin/orders", staffPrintFileRoutes(db, files));
  api.route("/admin/products", staffProductRoutes(db));
  api.route("/admin/customiser", staffCustomiserRoutes({ db, publicOrigin: services.publicOrigin }));
  api.route("/product", productRoutes(db, now));
  api.route("/banner", bannerRoutes(db, now));
  api.route("/headlines", headlineRoutes(db, now));
  api.route("/admin/banners", staffBannerRoutes(db, now));
  api.route("/video", mediaRoutes(db));
  api.route("/contact", contactRoutes(db, services.mailer));
  api.route("/complaints", complaintRoutes({ db, now }));
  api.route("/admin/complaints", staffComplaintRoutes({ db, now }));
  api.route("/vitals", vitalsRoutes({ db, now, proxyHops, limits: services.vitalsLimits }));
  api.route("/admin/vitals", staffVitalsRoutes({ db, now }));
  api.route("/cart", cartRoutes(db, now));
  api.route("/offers", offerRoutes(db, now));
  api.route("/checkout", checkoutRoutes(db, now));
  // Before the product wishlist's routes, so the saved designs' paths are never read as theirs.
  api.route("/wishlist/customization", designWishlistRoutes(db));
  api.route("/wishlist", wishlistRoutes(db, now));
  api.route("/customized", customiserRoutes(db, files));
  // Designed but not served yet: their documented 501, not a 404.
  answerPlanned(api, API_BASE);
  api.all("*", (c) => errorJson(c, 404, "Not found"));
  api.onError(failureAnswer);
  return api;
}
