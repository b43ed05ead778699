// A guest's bag: a cart row with no user, owned by whoever holds a random token (the guest bag cookie,
// server/api/guestBagCookie.ts). The table keeps only the token's SHA-256, so a copy of the database
// opens nobody's bag. A bag is made by a guest's first add (never by a visit), holds lines only (nothing
// personal), and is gone 30 days after it was last used; every use pushes that on.
import type { Kysely, Selectable } from "kysely";
import type { CartsTable, Database } from "../db/schema";
import { newId } from "./accounts/tokens";
import { guestTokenHash, issueGuestToken } from "./guestTokens";
import { GUEST_BAG_DAYS } from "../../src/lib/privacy/retention";

type Db = Kysely<Database>;
export type CartRow = Selectable<CartsTable>;

/** Days a bag lives after its last use (the cookie's Max-Age too): the retention table's
 * (src/lib/privacy/retention.ts), which the privacy notice prints and the erasure job follows. */
export { GUEST_BAG_DAYS };
export const GUEST_BAG_MAX_AGE_SECONDS = GUEST_BAG_DAYS * 24 * 60 * 60;
const GUEST_BAG_MS = GUEST_BAG_MAX_AGE_SECONDS * 1000;
/** A read pushes the expiry on at most once a day: reading a bag is not a write every time. */
const READ_RENEWAL_MS = 24 * 60 * 60 * 1000;
/** Expired bags one new bag sweeps away on its way: more than are made between two new bags, so the
 * table holds no more than the live bags and a few. */
const SWEEP_BATCH = 100;

/** A guest's bag and the token that opens it (the cookie's value). */
export interface GuestBag {
  row: CartRow;
  token: string;
}

/** The token's live bag, or null (no token, an unknown one, or a bag past its time). Reading it is a use:
 * its expiry moves on (at most once a day). */
export async function findGuestBag(db: Db, token: string | undefined): Promise<GuestBag | null> {
  const hash = guestTokenHash(token);
  if (!token || !hash) return null;
  const row = await db
    .selectFrom("carts")
    .selectAll()
    .where("guest_token_hash", "=", hash)
    .where("expires_at", ">", new Date())
    .executeTakeFirst();
  if (!row) return null;
  const renewAt = Date.now() + GUEST_BAG_MS - READ_RENEWAL_MS;
  if (row.expires_at && new Date(row.expires_at).getTime() < renewAt) {
    await db
      .updateTable("carts")
      .set({ expires_at: new Date(Date.now() + GUEST_BAG_MS) })
      .where("id", "=", row.id)
      .execute();
  }
  return { row, token };
}

/** A new empty bag with a fresh token (never one the browser sent: a bag is opened only by the token the
 * shop itself handed out). Sweeps expired bags away first. */
export async function createGuestBag(db: Db): Promise<GuestBag> {
  await db
    .deleteFrom("carts")
    .where("id", "in", (eb) =>
      eb
        .selectFrom("carts")
        .select("id")
        .where("guest_token_hash", "is not", null)
        .where("expires_at", "<=", new Date())
        .limit(SWEEP_BATCH),
    )
    .execute();
  const { token, hash } = issueGuestToken();
  const row = await db
    .insertInto("carts")
    .values({
      id: newId(),
      user_id: null,
      guest_token_hash: hash,
      expires_at: new Date(Date.now() + GUEST_BAG_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, token };
}
