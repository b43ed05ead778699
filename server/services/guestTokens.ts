// A guest's random token (the guest's bag, their customiser pictures): the shop hands out 32 random bytes
// in an HttpOnly cookie and keeps only their SHA-256, so a copy of the database opens nothing.
import { randomToken, sha256 } from "./accounts/tokens";

/** A new token for a guest, with the hash kept for it: never one the browser sent, so a guest's things
 * are opened only by a token the shop itself handed out. */
export function issueGuestToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: sha256(token) };
}

/** The hash kept for `token`, or undefined for none or one far longer than ours (43 base64url characters),
 * which is not hashed. */
export function guestTokenHash(token: string | undefined): string | undefined {
  if (!token || token.length > 200) return undefined;
  return sha256(token);
}
