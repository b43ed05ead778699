// Setting a new password with a reset code.
import type { Kysely } from "kysely";
import { authMessages } from "../../../src/lib/accountApiMessages";
import { badRequest } from "../errors";
import type { Database } from "../../db/schema";
import { checkCode } from "./codes";
import { clearAccountThrottle } from "./loginThrottle";
import { hashPassword } from "./passwords";
import { destroyUserSessions } from "./sessions";
import { findUserByEmail } from "./users";

/**
 * Spends the code, sets the password and ends every session of the account. The owner proved control of
 * the mailbox, so the login throttle's count for the account starts afresh. 400 "Invalid OTP…" (and the
 * other code answers) as checkCode gives them.
 */
export async function resetPassword(
  db: Kysely<Database>,
  pepper: string,
  input: { email: string; otp: string; password: string },
): Promise<void> {
  await checkCode(db, pepper, "reset", input.email, input.otp, { consume: true });
  const user = await findUserByEmail(db, input.email);
  if (!user) throw badRequest(authMessages.invalidOtp);
  const passwordHash = await hashPassword(input.password);
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
  await destroyUserSessions(db, user.id);
  await clearAccountThrottle(db, user.id);
}
