// Login throttling. Every attempt takes a hit, before the password is checked, on two counters:
// - the account the identifier names (email, username and phone of one account share one budget; an
//   identifier that names no account is counted under itself, so it answers the same): 10 attempts, then
//   a growing delay (30 s, 1 min, 2 min, … at most 15 min) before each next one; forgotten a day after the
//   first attempt. A delay rather than a lock-out: guessing cannot shut the owner out for longer than the
//   current delay, and the guesser gets about four tries an hour.
// - the client address: 50 attempts per 15 minutes (one address guessing across many accounts).
// A success clears the account's counter and gives the address its hit back; a password reset clears the
// account's counter.
import type { Kysely } from "kysely";
import { authMessages } from "../../../src/lib/accountApiMessages";
import { ApiError } from "../errors";
import type { Database } from "../../db/schema";
import { clearHits, refundHit, type ThrottlePolicy, takeHit } from "../throttle";

type Db = Kysely<Database>;

const MINUTE = 60 * 1000;

export const LOGIN_ACCOUNT_POLICY: ThrottlePolicy = {
  limit: 10,
  windowMs: 24 * 60 * MINUTE,
  backoff: { firstMs: 30 * 1000, maxMs: 15 * MINUTE },
};
export const LOGIN_ADDRESS_POLICY: ThrottlePolicy = { limit: 50, windowMs: 15 * MINUTE };

export interface LoginKeys {
  account: string;
  address: string;
}

/** The counters of one attempt: the account's (or the unknown identifier's) and the client address's. */
export function loginKeys(userId: string | undefined, identifier: string, clientAddress: string): LoginKeys {
  return {
    account: userId ? accountKey(userId) : `login:identifier:${identifier.toLowerCase()}`,
    address: `login:address:${clientAddress}`,
  };
}

const accountKey = (userId: string) => `login:account:${userId}`;

/**
 * Takes this attempt's hits, or refuses it with 429 (Retry-After and the message say how long to wait).
 * Both hits are taken in one transaction: an attempt refused by one counter does not count on the other.
 */
export async function reserveLoginAttempt(db: Db, keys: LoginKeys): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const [key, policy] of [
      [keys.account, LOGIN_ACCOUNT_POLICY],
      [keys.address, LOGIN_ADDRESS_POLICY],
    ] as const) {
      const hit = await takeHit(tx, key, policy);
      if (!hit.allowed) {
        throw new ApiError(429, authMessages.loginRetryIn(hit.retryAfterSeconds), {
          retryAfter: hit.retryAfterSeconds,
        });
      }
    }
  });
}

/** After a right password: the account starts afresh, and the address gets this attempt back. */
export async function loginSucceeded(db: Db, keys: LoginKeys): Promise<void> {
  await clearHits(db, keys.account);
  await refundHit(db, keys.address, LOGIN_ADDRESS_POLICY);
}

/** The owner proved control of the mailbox (password reset): earlier attempts no longer count. */
export function clearAccountThrottle(db: Db, userId: string): Promise<void> {
  return clearHits(db, accountKey(userId));
}
