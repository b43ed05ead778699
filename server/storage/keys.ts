// The keys files are stored under: one rule for every store, so a key that works on a developer's disk
// works on PostgreSQL and on any later store (an S3 bucket's object names). Slash-separated segments of
// letters, digits, dot, underscore and hyphen, each starting with a letter or digit: no "..", no hidden
// files, no empty segment, nothing a URL or a file system reads otherwise.
import { InvalidFileKey, sha256Hex } from "./fileStore";

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
export const MAX_KEY_LENGTH = 255;
const MAX_SEGMENTS = 8;

/** Keys under this first segment are never served over HTTP: print files and shoppers' private uploads
 * are handed out by the route that checks who asks (docs/decisions/file-storage.md#serving). */
export const PRIVATE_PREFIX = "private/";

export function isValidFileKey(key: string): boolean {
  if (typeof key !== "string" || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split("/");
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

export function assertValidFileKey(key: string): void {
  if (!isValidFileKey(key)) throw new InvalidFileKey(key);
}

/** A prefix for `list`: "", or the start of a valid key (a trailing slash allowed). */
export function assertValidPrefix(prefix: string): void {
  if (prefix === "") return;
  const trimmed = prefix.endsWith("/") ? prefix.slice(0, -1) : prefix;
  if (!isValidFileKey(trimmed)) throw new InvalidFileKey(prefix);
}

/** `<folder>/<sha256 of the bytes>.<extension>`: the key changes whenever the bytes do, so its answers are
 * cached for good (immutable). */
export function contentAddressedKey(folder: string, bytes: Uint8Array, extension: string): string {
  const key = `${folder}/${sha256Hex(bytes)}.${extension}`;
  assertValidFileKey(key);
  return key;
}

/** A rendition's name: the SHA-256 of what it is made from (its source's bytes and the recipe), then what
 * tells it from its siblings (`-400`). */
const DERIVED_STEM = /^[0-9a-f]{64}-[a-z0-9]{1,16}$/;

/** `<folder>/<sourceHash>-<variant>.<extension>`: a rendition made from content-addressed bytes by a fixed
 * recipe, whose hash `sourceHash` covers both (server/services/pictures/render.ts). Its siblings share the
 * name but for `variant`, so one can be derived from another (`-400.webp` → `-800.avif`), and a retry
 * writes the same keys. */
export function derivedKey(folder: string, sourceHash: string, variant: string, extension: string): string {
  const key = `${folder}/${sourceHash}-${variant}.${extension}`;
  if (!DERIVED_STEM.test(`${sourceHash}-${variant}`)) throw new InvalidFileKey(key);
  assertValidFileKey(key);
  return key;
}

/** Whether the key's bytes never change: its file name is its content's hash (the stored etag), or it is a
 * derived key, named by the hash of its source and recipe. */
export function isContentAddressed(key: string, etag: string): boolean {
  const name = key.slice(key.lastIndexOf("/") + 1);
  const stem = name.includes(".") ? name.slice(0, name.indexOf(".")) : name;
  return stem === etag || DERIVED_STEM.test(stem);
}
