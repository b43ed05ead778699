// Login throttling: failures per identifier (10 / 15 min) and per client address (50 / 15 min). A
// success clears the identifier's failures.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_IDENTIFIER = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

type Db = Kysely<Database>;

const identifierKey = (identifier: string) => `id:${identifier.trim().toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;

async function failuresSince(db: Db, key: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("login_failures")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("key", "=", key)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** True when this identifier or this client address has used up its failures in the window. */
export async function loginThrottled(db: Db, identifier: string, clientAddress: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  if ((await failuresSince(db, identifierKey(identifier), since)) >= MAX_FAILURES_PER_IDENTIFIER) return true;
  return (await failuresSince(db, addressKey(clientAddress), since)) >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordLoginFailure(db: Db, identifier: string, clientAddress: string): Promise<void> {
  const keys = [identifierKey(identifier), addressKey(clientAddress)];
  const now = new Date();
  await db.transaction().execute(async (tx) => {
    // Rows older than the window count for nothing: drop this key's on the way.
    await tx
      .deleteFrom("login_failures")
      .where("key", "in", keys)
      .where("at", "<=", new Date(now.getTime() - LOGIN_WINDOW_MS))
      .execute();
    await tx
      .insertInto("login_failures")
      .values(keys.map((key) => ({ key, at: now })))
      .execute();
  });
}

export async function clearLoginFailures(db: Db, identifier: string): Promise<void> {
  await db.deleteFrom("login_failures").where("key", "=", identifierKey(identifier)).execute();
}

/**
 * The caller's address: the socket's remote address (@hono/node-server), or with `trustProxy` the last
 * X-Forwarded-For entry (the one the proxy in front of us added). "unknown" when neither is there (in-process requests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The right-most entry is the one our proxy added; entries left of it are whatever the client sent.
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
