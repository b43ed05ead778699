// Budgets of the calls that send mail (sign-up and reset codes, contact messages, complaints): per client address and
// for the whole shop, so nobody can make the shop mail-bomb addresses or flood the care mailbox. Every
// request counts (a reset for an unknown email as much as one that mails), so the answers do not tell
// whether a mail went out.
import type { Kysely } from "kysely";
import { authMessages } from "../../src/lib/accountApiMessages";
import { ApiError } from "./errors";
import type { Database } from "../db/schema";
import { type ThrottlePolicy, takeHit } from "./throttle";

export type MailKind = "codes" | "contact" | "complaints";

export type MailLimits = Record<MailKind, { perAddress: ThrottlePolicy; overall: ThrottlePolicy }>;

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Sign-up and reset codes share one budget; contact messages and complaints each have their own (a
 * complaint mails its ticket number to the address it gives, so a flood could otherwise mail-bomb it). */
export const DEFAULT_MAIL_LIMITS: MailLimits = {
  codes: {
    perAddress: { limit: 10, windowMs: FIFTEEN_MINUTES },
    overall: { limit: 200, windowMs: FIFTEEN_MINUTES },
  },
  contact: {
    perAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
    overall: { limit: 100, windowMs: FIFTEEN_MINUTES },
  },
  complaints: {
    perAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
    overall: { limit: 100, windowMs: FIFTEEN_MINUTES },
  },
};

/**
 * Takes one request of `kind` from `clientAddress` out of both budgets, or refuses it with 429 (Retry-After
 * and the message say how long to wait). The address is checked first, so one address over its budget
 * does not eat into everyone's.
 */
export async function takeMailBudget(
  db: Kysely<Database>,
  kind: MailKind,
  clientAddress: string,
  limits: MailLimits = DEFAULT_MAIL_LIMITS,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const address = await takeHit(tx, `mail:${kind}:address:${clientAddress}`, limits[kind].perAddress);
    if (!address.allowed) {
      throw new ApiError(429, authMessages.tooManyFromAddress(address.retryAfterSeconds), {
        retryAfter: address.retryAfterSeconds,
      });
    }
    const overall = await takeHit(tx, `mail:${kind}:overall`, limits[kind].overall);
    if (!overall.allowed) {
      throw new ApiError(429, authMessages.tooManyOverall(overall.retryAfterSeconds), {
        retryAfter: overall.retryAfterSeconds,
      });
    }
  });
}
