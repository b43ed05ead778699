// Registration: a verified email (the token from a sign-up code) becomes an account, signed in.
import type { Kysely } from "kysely";
import { authMessages } from "../../../src/lib/accountApiMessages";
import { personName } from "../../../src/lib/accountRules";
import { badRequest } from "../errors";
import type { Database } from "../../db/schema";
import { type AddressFields, insertAddress } from "./addresses";
import { identityColumns, normaliseEmail } from "./identity";
import { hashPassword } from "./passwords";
import { newId, randomToken, sha256 } from "./tokens";
import { type UserRow, writeWithFreeIdentity } from "./users";

export interface Registration {
  username: string;
  /** The full name (the contract has checked its form). */
  name: string;
  email: string;
  password: string;
  /** "" when none. */
  phone: string;
  verificationToken: string;
  address: AddressFields;
  /** The separate, unticked box for offers by email (docs/decisions/personal-data.md#marketing-mail). */
  marketingConsent?: boolean;
}

/**
 * Creates the account, with the sign-up address as its default entry (delivered to the shopper's name
 * unless the address names someone). The verification token is spent
 * first, in its own statement, so every answer after it, a 409 included, has used it up: probing which
 * usernames or phone numbers are registered costs a new mailed code each time. 400 when the token is not
 * a live one for this email; 409 when the username (or a look-alike), email or phone is taken.
 */
export async function registerAccount(db: Kysely<Database>, input: Registration): Promise<UserRow> {
  const spent = await db
    .deleteFrom("verification_tokens")
    .where("token_hash", "=", sha256(input.verificationToken))
    .where("email", "=", normaliseEmail(input.email))
    .where("expires_at", ">", new Date())
    .returning("token_hash")
    .executeTakeFirst();
  if (!spent) throw badRequest(authMessages.badVerificationToken);
  const passwordHash = await hashPassword(input.password);
  const name = personName(input.name);
  return writeWithFreeIdentity(db, input, async (tx) => {
    const created = await tx
      .insertInto("users")
      .values({
        id: newId(),
        ...identityColumns(input),
        name,
        phone: input.phone,
        role: "shopper",
        password_hash: passwordHash,
        ...(input.marketingConsent ? { marketing_consent: true, marketing_consent_at: new Date() } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The sign-up address is the first entry, so it is the default whatever isDefault says.
    await insertAddress(tx, created.id, { ...input.address, name: input.address.name || name }, true);
    return created;
  });
}

export const VERIFICATION_TOKEN_TTL_MS = 30 * 60 * 1000;

/** A verified sign-up code's token: valid 30 minutes, for this email only, spent by registerAccount. */
export async function issueVerificationToken(db: Kysely<Database>, email: string): Promise<string> {
  const token = randomToken();
  await db
    .insertInto("verification_tokens")
    .values({
      token_hash: sha256(token),
      email: normaliseEmail(email),
      expires_at: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
    })
    .execute();
  return token;
}
