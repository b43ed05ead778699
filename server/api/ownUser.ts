// Calls that name a user in their path or body (the original shop's wishlist and cart calls carry the
// user id): only the signed-in user's own id is accepted; any other answers 403 and nothing of theirs is
// read.
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { ApiError } from "../services/errors";
import { requireUser } from "./session";

export const NOT_YOURS = "You are not allowed to do this";

/** The signed-in user (401 for a guest), when `userId` is theirs; else 403. */
export async function requireOwnUser(c: Context, db: Kysely<Database>, userId: string) {
  const user = await requireUser(c, db);
  if (user.id !== userId) throw new ApiError(403, NOT_YOURS);
  return user;
}
