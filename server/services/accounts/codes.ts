// One-time email codes (sign-up, password reset, and a signed-in account's new email): 6 digits, 10 minutes, 5 wrong tries, 30 s between
// sends. Only an HMAC of the code is stored (keyed by the server's pepper).
import type { Kysely } from "kysely";
import { ApiError, badRequest } from "../errors";
import type { CodePurpose, Database } from "../../db/schema";
import { OTP_RESEND_SECONDS, OTP_SENDS_PER_HOUR } from "../../../src/lib/accountRules";
import { authMessages } from "../../../src/lib/accountApiMessages";
import { CODE_MINUTES } from "../../../src/lib/privacy/retention";
import { normaliseEmail } from "./identity";
import { peppered, sixDigitCode } from "./tokens";

/** A code's life: the retention table's (src/lib/privacy/retention.ts), which the privacy notice prints. */
export const CODE_TTL_MS = CODE_MINUTES * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
const SEND_WINDOW_MS = 60 * 60 * 1000;

type Db = Kysely<Database>;

/** `account`, when given, binds the code to the account that asked (an email change's code works only for
 * it). */
const codeHash = (pepper: string, purpose: CodePurpose, email: string, code: string, account?: string) =>
  peppered(pepper, account ? `${purpose}:${email}:${code}:${account}` : `${purpose}:${email}:${code}`);

/**
 * Stores a new code for (purpose, email), replacing the old one and its attempts, and answers it. 429 when
 * the last one went out less than 30 s ago (the message says how many seconds are left), or when this hour
 * already saw OTP_SENDS_PER_HOUR codes (the message says how many minutes are left).
 */
export async function issueCode(
  db: Db,
  pepper: string,
  purpose: CodePurpose,
  rawEmail: string,
  /** Runs in the code's transaction once the code is stored (writes its mail's job). */
  withCode?: (tx: Db, code: string) => Promise<void>,
  /** The account the code is for, when one asked (an email change): bound into its hash. */
  account?: string,
): Promise<string> {
  const email = normaliseEmail(rawEmail);
  const code = sixDigitCode();
  await db.transaction().execute(async (tx) => {
    const previous = await tx
      .selectFrom("email_codes")
      .select(["sent_at", "window_started_at", "sends_in_window"])
      .where("purpose", "=", purpose)
      .where("email", "=", email)
      .forUpdate()
      .executeTakeFirst();
    const now = Date.now();
    let windowStart = now;
    let sends = 1;
    if (previous) {
      const waitMs = new Date(previous.sent_at).getTime() + OTP_RESEND_SECONDS * 1000 - now;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new ApiError(429, authMessages.resendWait(seconds), { retryAfter: seconds });
      }
      const windowEnd = new Date(previous.window_started_at).getTime() + SEND_WINDOW_MS;
      if (windowEnd > now) {
        if (previous.sends_in_window >= OTP_SENDS_PER_HOUR) {
          const seconds = Math.ceil((windowEnd - now) / 1000);
          throw new ApiError(429, authMessages.tooManyCodes(Math.ceil(seconds / 60)), {
            retryAfter: seconds,
          });
        }
        windowStart = new Date(previous.window_started_at).getTime();
        sends = previous.sends_in_window + 1;
      }
    }
    const row = {
      code_hash: codeHash(pepper, purpose, email, code, account),
      attempts: 0,
      sent_at: new Date(now),
      expires_at: new Date(now + CODE_TTL_MS),
      window_started_at: new Date(windowStart),
      sends_in_window: sends,
      account_id: account ?? null,
    };
    await tx
      .insertInto("email_codes")
      .values({ purpose, email, ...row })
      .onConflict((oc) => oc.columns(["purpose", "email"]).doUpdateSet(row))
      .execute();
    await withCode?.(tx, code);
  });
  return code;
}

/** Forgets the code (a mail that could not be sent must not block a new try for 30 s). */
export async function dropCode(db: Db, purpose: CodePurpose, rawEmail: string): Promise<void> {
  await db
    .deleteFrom("email_codes")
    .where("purpose", "=", purpose)
    .where("email", "=", normaliseEmail(rawEmail))
    .execute();
}

/**
 * Checks a code. Wrong → 400 "Invalid OTP…" (and counts); after 5 wrong tries every check → 400 "Too many
 * wrong attempts…"; expired → 400 "This OTP has expired…". Right and `consume` → the code is deleted.
 */
export async function checkCode(
  db: Db,
  pepper: string,
  purpose: CodePurpose,
  rawEmail: string,
  code: string,
  options: { consume: boolean; account?: string },
): Promise<void> {
  const email = normaliseEmail(rawEmail);
  // The failure is decided inside the transaction but thrown after it commits, so the attempt counts.
  const failure = await db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom("email_codes")
      .selectAll()
      .where("purpose", "=", purpose)
      .where("email", "=", email)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return authMessages.invalidOtp;
    if (row.attempts >= CODE_MAX_ATTEMPTS) return authMessages.otpDead;
    if (new Date(row.expires_at).getTime() <= Date.now()) return authMessages.otpExpired;
    if (row.code_hash !== codeHash(pepper, purpose, email, code, options.account)) {
      await tx
        .updateTable("email_codes")
        .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
        .where("purpose", "=", purpose)
        .where("email", "=", email)
        .execute();
      return authMessages.invalidOtp;
    }
    if (options.consume) {
      await tx.deleteFrom("email_codes").where("purpose", "=", purpose).where("email", "=", email).execute();
    }
    return null;
  });
  if (failure) throw badRequest(failure);
}
