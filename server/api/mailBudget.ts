import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type MailKind, type MailLimits, takeMailBudget } from "../services/mailThrottle";
import { clientAddress } from "./clientAddress";

/** Middleware of a mail-sending route: 429 when the caller's address or the whole shop is over budget. */
export function mailBudget(
  db: Kysely<Database>,
  kind: MailKind,
  options: { proxyHops: number; limits?: MailLimits },
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "POST")
      await takeMailBudget(db, kind, clientAddress(c, options.proxyHops), options.limits);
    await next();
  };
}
