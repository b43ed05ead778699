// Login by identifier and password, throttled before the password is checked.
import type { Kysely } from "kysely";
import { authMessages } from "../../../src/lib/accountApiMessages";
import { ApiError } from "../errors";
import type { Database } from "../../db/schema";
import { normaliseIdentifier } from "./identity";
import { loginKeys, loginSucceeded, reserveLoginAttempt } from "./loginThrottle";
import { verifyPassword } from "./passwords";
import { findUserByIdentifier, type UserRow } from "./users";

/**
 * The user the identifier and password sign in, or: 429 when the attempt is over the throttle (argon2 does
 * not run), 401 with the one message for an unknown identifier or a wrong password (argon2 runs either
 * way, so both take as long).
 */
export async function passwordLogin(
  db: Kysely<Database>,
  input: { identifier: string; password: string; clientAddress: string },
): Promise<UserRow> {
  const identifier = normaliseIdentifier(input.identifier);
  const user = await findUserByIdentifier(db, identifier);
  const keys = loginKeys(user?.id, identifier, input.clientAddress);
  await reserveLoginAttempt(db, keys);
  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok) throw new ApiError(401, authMessages.loginFailed);
  await loginSucceeded(db, keys);
  return user;
}
