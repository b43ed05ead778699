// Asking for a sign-up or reset code. The answer, its timing and its limits are the same whether or not
// the email has an account: the code row is kept either way (so the 30 s wait and the hourly cap apply
// alike). The mail is a job written in the code's transaction (docs/decisions/durable-jobs.md), sent after
// the answer and tried again while the code is young; a mail given up forgets its code, so the next try
// need not wait.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { CodePurpose, Database } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import type { OutgoingMail } from "../mail/mailer";
import { dropCode, issueCode } from "./codes";
import { resetCodeMail, signupAttemptMail, signupCodeMail } from "./mails";
import { findUserByEmail } from "./users";

export interface CodeMailer {
  db: Kysely<Database>;
  /** Key of the code hashes. */
  pepper: string;
}

export const CODE_MAIL_JOB = "account.code_mail";
/** Three tries, 5 and 10 s apart: a code lives 10 minutes, and a shopper waits for it now. */
const CODE_MAIL_TRIES = 3;

/** The code's mail as a job in the code's transaction; a mail given up forgets the code. */
export function queueCodeMail(tx: Kysely<Database>, purpose: CodePurpose, email: string, mail: OutgoingMail) {
  return enqueueJob(tx, {
    kind: CODE_MAIL_JOB,
    key: randomUUID(),
    payload: { mail, purpose, email },
    maxAttempts: CODE_MAIL_TRIES,
  });
}

/**
 * Issues a sign-up code (429 within 30 s of the last, or past the hourly cap). A new email gets the code;
 * an email that already has an account gets a note to its owner instead (no code), so the caller cannot
 * tell them apart.
 */
export async function requestSignupCode({ db, pepper }: CodeMailer, email: string, username?: string) {
  await issueCode(db, pepper, "signup", email, async (tx, code) => {
    const owner = await findUserByEmail(tx, email);
    const mail = owner
      ? signupAttemptMail(owner.email, owner.username)
      : signupCodeMail(email, code, username);
    await queueCodeMail(tx, "signup", email, mail);
  });
}

/** Issues a reset code (the same 429s); it is mailed only when the email has an account. */
export async function requestResetCode({ db, pepper }: CodeMailer, email: string): Promise<void> {
  await issueCode(db, pepper, "reset", email, async (tx, code) => {
    const user = await findUserByEmail(tx, email);
    if (user) await queueCodeMail(tx, "reset", email, resetCodeMail(user.email, code, user.username));
  });
}

/** The code mail's job: the mail as written with its code, sent as it is (sendJobMail). */
export interface CodeMailPayload {
  mail: OutgoingMail;
  purpose: CodePurpose;
  email: string;
}

/** A code whose mail never left is forgotten: the shopper may ask again at once. */
export const forgetUnsentCode = (db: Kysely<Database>, payload: CodeMailPayload) =>
  dropCode(db, payload.purpose, payload.email);
