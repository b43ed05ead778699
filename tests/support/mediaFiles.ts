import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the sample media live (served at /media). */
export const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "mocks", "media");

/** The file on disk behind a `/media/...` URL path. */
export const mediaFile = (path: string): string => join(MEDIA_DIR, path.replace(/^\/media\//, ""));

/** Every string in a value (walked through arrays and objects) that is a URL path starting with `prefix`. */
export function mediaPaths(value: unknown, prefix = "/media/", out = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (value.startsWith(prefix)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) mediaPaths(v, prefix, out);
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) mediaPaths(v, prefix, out);
  }
  return out;
}
