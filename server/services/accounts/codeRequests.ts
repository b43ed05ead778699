// Asking for a sign-up or reset code. The answer, its timing and its limits are the same whether or not
// the email has an account: the code row is kept either way (so the 30 s wait and the hourly cap apply
// alike), and the mail is sent in the background.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { sendInBackground } from "../mail/background";
import type { Mailer } from "../mail/mailer";
import { dropCode, issueCode } from "./codes";
import { resetCodeMail, signupAttemptMail, signupCodeMail } from "./mails";
import { findUserByEmail } from "./users";

export interface CodeMailer {
  db: Kysely<Database>;
  mailer: Mailer | undefined;
  /** Key of the code hashes. */
  pepper: string;
}

/**
 * Issues a sign-up code (429 within 30 s of the last, or past the hourly cap). A new email gets the code;
 * an email that already has an account gets a note to its owner instead (no code), so the caller cannot
 * tell them apart. A mail that cannot be sent forgets the code, so the next try need not wait.
 */
export async function requestSignupCode(
  { db, mailer, pepper }: CodeMailer,
  email: string,
  username?: string,
): Promise<void> {
  const code = await issueCode(db, pepper, "signup", email);
  const owner = await findUserByEmail(db, email);
  const mail = owner ? signupAttemptMail(owner.email, owner.username) : signupCodeMail(email, code, username);
  sendInBackground(mailer, mail, owner ? "sign-up attempt notice" : "sign-up code", () =>
    dropCode(db, "signup", email),
  );
}

/** Issues a reset code (the same 429s); it is mailed only when the email has an account. */
export async function requestResetCode({ db, mailer, pepper }: CodeMailer, email: string): Promise<void> {
  const code = await issueCode(db, pepper, "reset", email);
  const user = await findUserByEmail(db, email);
  if (user) {
    sendInBackground(mailer, resetCodeMail(user.email, code, user.username), "reset code", () =>
      dropCode(db, "reset", email),
    );
  }
}
