import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Mailer } from "../services/mail/mailer";
import { bannerRoutes } from "./banners";
import { contactRoutes } from "./contact";
import { ApiError, errorJson } from "./errors";
import { productRoutes } from "./products";
import { mediaRoutes } from "./media";

/** Everything under /api/v1. Answers every path itself (unknown ones 404 JSON), so API calls never reach
 * the static or SSR handlers. */
export function apiRoutes(db: Kysely<Database>, services: { mailer?: Mailer } = {}) {
  const api = new Hono();
  api.route("/product", productRoutes(db));
  api.route("/banner", bannerRoutes(db));
  api.route("/video", mediaRoutes(db));
  api.route("/contact", contactRoutes(db, services.mailer));
  api.all("*", (c) => errorJson(c, 404, "Not found"));
  api.onError((error, c) => {
    if (error instanceof ApiError) return errorJson(c, error.status, error.message);
    if (error instanceof HTTPException && error.status < 500) {
      return errorJson(c, error.status, error.message || "Bad request");
    }
    console.error(`API error on ${c.req.method} ${c.req.path}:`, error);
    return errorJson(c, 500, "Internal server error");
  });
  return api;
}
