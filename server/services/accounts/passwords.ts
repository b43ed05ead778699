// Password hashing: argon2id (@node-rs/argon2, library defaults: 19 MiB, 2 passes, 1 lane).
import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum, which isolatedModules cannot read from the .d.ts). */
const ARGON2ID = 2 as Algorithm;

/** Accounts created by social login get a password hash that no password matches. */
export const UNUSABLE_PREFIX = "!unusable:";

let dummyHash: Promise<string> | undefined;

/** A real argon2id hash of nothing anyone knows: verified against when the user does not exist, so a
 * login for an unknown identifier takes as long as one with a wrong password. */
function dummy(): Promise<string> {
  dummyHash ??= hash(`dummy-${Math.random()}`, { algorithm: ARGON2ID });
  return dummyHash;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** True when `password` matches `storedHash`. With no hash (unknown user) or an unusable one, still runs one
 * argon2 verification (timing stays flat) and answers false. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash?.startsWith("$argon2")) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash for an account that has no password (social sign-up). */
export function unusablePasswordHash(random: string): string {
  return `${UNUSABLE_PREFIX}${random}`;
}
