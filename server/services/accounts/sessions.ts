// Sessions: the browser holds a random token (the session cookie, src/lib/sessionCookie.ts); the table
// holds sha256(token).
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { randomToken, sha256 } from "./tokens";
import type { UserRow } from "./users";

import { SESSION_DAYS } from "../../../src/lib/privacy/retention";

// How long a session lasts is the retention table's (src/lib/privacy/retention.ts).
export { SESSION_DAYS };
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

type Db = Kysely<Database>;

/** Starts a session for the user; deletes `previousToken`'s session (a sign-in never reuses an id).
 * Answers the new token for the cookie. */
export async function createSession(db: Db, userId: string, previousToken?: string): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db.transaction().execute(async (tx) => {
    if (previousToken)
      await tx.deleteFrom("sessions").where("token_hash", "=", sha256(previousToken)).execute();
    // Expired sessions of this user go on the way.
    await tx
      .deleteFrom("sessions")
      .where("user_id", "=", userId)
      .where("expires_at", "<=", new Date(now))
      .execute();
    await tx
      .insertInto("sessions")
      .values({
        token_hash: sha256(token),
        user_id: userId,
        created_at: new Date(now),
        expires_at: new Date(now + SESSION_MAX_AGE_SECONDS * 1000),
      })
      .execute();
  });
  return token;
}

/** The user of a live session, or null: one query, as every signed-in request asks it first. */
export async function sessionUser(db: Db, token: string | undefined): Promise<UserRow | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .where("sessions.token_hash", "=", sha256(token))
    .where("sessions.expires_at", ">", new Date())
    .executeTakeFirst();
  return row ?? null;
}

export async function destroySession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.deleteFrom("sessions").where("token_hash", "=", sha256(token)).execute();
}

export async function destroyUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}
