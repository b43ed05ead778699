// Correcting one's own details (docs/decisions/personal-data.md#correction; DPDP Act 2023, s. 12): the
// name and phone number at once, the email with a code mailed to the new address. The checks are
// sign-up's, and an email change answers as sign-up does whether or not the new address has an account.
// Staff accounts change their own details the same way.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { accountDetailsMessages } from "../../../src/lib/accountDetails";
import { personName } from "../../../src/lib/accountRules";
import type { Database } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import { ApiError, badRequest } from "../errors";
import { type ThrottlePolicy, takeHit } from "../throttle";
import { type CodeMailer, queueCodeMail } from "./codeRequests";
import { checkCode, issueCode } from "./codes";
import { normaliseEmail } from "./identity";
import { emailChangeCodeMail, emailChangedMail, emailChangeTakenMail } from "./mails";
import { findUserByEmail, type UserRow, writeWithFreeIdentity } from "./users";

type Db = Kysely<Database>;

/** Changes of name and phone one account may make in an hour: plenty for corrections, and trying phone
 * numbers to see which are registered costs no less than at sign-up (a mailed code per try). */
export const DETAILS_CHANGE_THROTTLE: ThrottlePolicy = { limit: 10, windowMs: 60 * 60 * 1000 };

/**
 * The account's full name (kept as sign-up keeps it: NFC, trimmed, one space) and phone ("" for none).
 * 409 when another account has the phone; 429 past DETAILS_CHANGE_THROTTLE.
 */
export async function changeDetails(
  db: Db,
  user: UserRow,
  input: { name: string; phone: string },
  policy: ThrottlePolicy = DETAILS_CHANGE_THROTTLE,
): Promise<UserRow> {
  const outcome = await db.transaction().execute((tx) => takeHit(tx, `account-details:${user.id}`, policy));
  if (!outcome.allowed) {
    throw new ApiError(429, accountDetailsMessages.tooManyChanges(outcome.retryAfterSeconds), {
      retryAfter: outcome.retryAfterSeconds,
    });
  }
  const phone = input.phone.trim();
  return writeWithFreeIdentity(
    db,
    { phone },
    (tx) =>
      tx
        .updateTable("users")
        .set({ name: personName(input.name), phone })
        .where("id", "=", user.id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    user.id,
  );
}

/**
 * Mails a code for `user` to `newEmail` (the sign-up code's 429s: 30 s, hourly cap). An address that has
 * another account gets a note to its owner instead (no code), so the answer tells nothing. 400 when the
 * address is already the account's.
 */
export async function requestEmailChangeCode(mailer: CodeMailer, user: UserRow, newEmail: string) {
  const email = normaliseEmail(newEmail);
  if (email === normaliseEmail(user.email)) throw badRequest(accountDetailsMessages.sameEmail);
  await issueCode(
    mailer.db,
    mailer.pepper,
    "email_change",
    email,
    async (tx, code) => {
      const owner = await findUserByEmail(tx, email);
      const mail = owner
        ? emailChangeTakenMail(owner.email, owner.username)
        : emailChangeCodeMail(email, code, user.username);
      await queueCodeMail(tx, "email_change", email, mail);
    },
    user.id,
  );
  return email;
}

/** The notice to the old address: a mail written in the change's transaction, delivered by the job
 * (server/services/jobHandlers.ts). */
export const EMAIL_CHANGED_MAIL_JOB = "account.email_changed_mail";

/**
 * Checks the code (sign-up's rules; a code mailed for another account is wrong here) and makes `newEmail`
 * the account's, with the notice to the old address as a job in the same transaction. 409 when the
 * address has come to belong to another account since the code went out.
 */
export async function confirmEmailChange(
  db: Db,
  pepper: string,
  user: UserRow,
  input: { email: string; otp: string },
): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  if (email === normaliseEmail(user.email)) throw badRequest(accountDetailsMessages.sameEmail);
  await checkCode(db, pepper, "email_change", email, input.otp, { consume: true, account: user.id });
  return writeWithFreeIdentity(
    db,
    { email },
    async (tx) => {
      const changed = await tx
        .updateTable("users")
        .set({ email })
        .where("id", "=", user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await enqueueJob(tx, {
        kind: EMAIL_CHANGED_MAIL_JOB,
        key: randomUUID(),
        payload: { mail: emailChangedMail(user.email, user.username, email) },
      });
      return changed;
    },
    user.id,
  );
}
