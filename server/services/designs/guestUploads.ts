// A guest's pictures for the customiser (docs/decisions/customiser-design.md#a-guests-pictures): an upload
// with no account belongs to whoever holds a random token (the guest upload cookie,
// server/api/guestUploadCookie.ts), of which the table keeps only the SHA-256. The guest holds at most
// MAX_GUEST_UPLOADS of them; signing in or up makes them the account's, once, in one update; unclaimed,
// the erasure job erases them GUEST_UPLOAD_DAYS after they were sent (src/lib/privacy/retention.ts).
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { MAX_GUEST_UPLOADS, designUploadMessages } from "../../../src/lib/designUploadMessages";
import { GUEST_UPLOAD_DAYS } from "../../../src/lib/privacy/retention";
import type { Database } from "../../db/schema";
import { ApiError } from "../errors";
import { guestTokenHash, issueGuestToken } from "../guestTokens";

type Db = Kysely<Database>;

/** The cookie's Max-Age: a guest's pictures are kept this long after the last one was sent. */
export const GUEST_UPLOAD_MAX_AGE_SECONDS = GUEST_UPLOAD_DAYS * 24 * 60 * 60;

/** A guest who uploads: the token their cookie carries and its hash, the uploads' owner. */
export interface GuestUploader {
  token: string;
  hash: string;
}

/** An upload the guest's token holds that the erasure job has not come for yet (sent within the days). */
const liveUploadOf =
  (hash: string) =>
  ({ and, eb }: ExpressionBuilder<Database, "design_uploads">) =>
    and([
      eb("guest_token_hash", "=", hash),
      eb("user_id", "is", null),
      eb("created_at", ">", new Date(Date.now() - GUEST_UPLOAD_MAX_AGE_SECONDS * 1000)),
    ]);

const countOf = async (db: Db, hash: string) =>
  Number(
    (
      await db
        .selectFrom("design_uploads")
        .where(liveUploadOf(hash))
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * The uploader for a guest who sends `token`: that token while it holds a live upload, else a new one (a
 * token is only ever one the shop handed out, never one the browser made up). 409 when the token already
 * holds MAX_GUEST_UPLOADS, so a full guest's upload is refused before its body is read.
 */
export async function guestUploader(db: Db, token: string | undefined): Promise<GuestUploader> {
  const hash = guestTokenHash(token);
  if (token && hash) {
    const held = await countOf(db, hash);
    if (held >= MAX_GUEST_UPLOADS) throw new ApiError(409, designUploadMessages.guestFull);
    if (held > 0) return { token, hash };
  }
  return issueGuestToken();
}

/** Inside the upload's transaction: the guest's uploads counted under a lock on their token, so uploads
 * racing for the last place cannot all take it (409 past the bound). */
export async function holdGuestPlace(trx: Db, hash: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${hash}, 0))`.execute(trx);
  if ((await countOf(trx, hash)) >= MAX_GUEST_UPLOADS) {
    throw new ApiError(409, designUploadMessages.guestFull);
  }
}

/**
 * At sign-in or sign-up: the live uploads `token` holds become the account's, in one update (a second
 * sign-in with the same cookie, racing or after, finds none; another token matches nothing). Answers how
 * many were claimed.
 */
export async function claimGuestUploads(db: Db, token: string | undefined, userId: string): Promise<number> {
  const hash = guestTokenHash(token);
  if (!hash) return 0;
  const claimed = await db
    .updateTable("design_uploads")
    .set({ user_id: userId, guest_token_hash: null })
    .where(liveUploadOf(hash))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows);
}

/** Whether `hash` (the request's guest upload token's) holds the guest's upload `upload`. */
export const heldByGuest = (
  upload: { user_id: string | null; guest_token_hash: string | null },
  hash?: string,
) => upload.user_id === null && hash !== undefined && upload.guest_token_hash === hash;
