// One secret, AUTH_SECRET, for every key that another instance of the shop must be able to verify with
// (docs/running.md#running-in-production): each purpose gets its own key derived from it with HKDF, so a key
// leaked or rotated for one purpose says nothing about the others. Without AUTH_SECRET (development) the
// secret is random per process, as before: codes sent before a restart stop working.
import { hkdfSync } from "node:crypto";
import { randomToken } from "../services/accounts/tokens";

/** What each derived key is for: the HKDF info label. Add a purpose here, never reuse one. */
export type KeyPurpose = "one-time-codes" | "marketing-unsubscribe";

let processSecret: string | undefined;

/** AUTH_SECRET, or (unset or empty) one random secret for the life of this process. */
export function serverSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  processSecret ??= randomToken();
  return processSecret;
}

/** The key for `purpose` (32 bytes, hex), the same on every instance that shares `secret`. */
export function deriveKey(secret: string, purpose: KeyPurpose): string {
  const key = hkdfSync("sha256", secret, "rangrez", `rangrez:${purpose}`, 32);
  return Buffer.from(key).toString("hex");
}
