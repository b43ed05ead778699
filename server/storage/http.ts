// Stored files over HTTP at /files/<key> (docs/decisions/file-storage.md#serving), beside the generated
// sample pictures at /media: like them, a miss is a plain 404 and never a page, and a malformed key is
// simply a file that is not there. A content-addressed key's answer never changes and is cached for good;
// any other key may be written again, so its answer is revalidated by its ETag (a 304 reads no content).
import type { Context, MiddlewareHandler } from "hono";
import { IMMUTABLE } from "../static";
import type { FileStore, StoredFileInfo } from "./fileStore";
import { isContentAddressed, isValidFileKey, PRIVATE_PREFIX } from "./keys";

/** Where stored files are served. */
export const FILES_PATH = "/files";

/** The address of a stored file's answer (what a row naming a stored picture keeps). */
export const fileUrl = (key: string): string => `${FILES_PATH}/${key}`;

/** A key that may be written again: every use asks whether it changed (and is answered 304 if not). */
const REVALIDATE = "public, no-cache";

/** Types a browser may show in place; anything else (HTML, SVG, scripts) is offered as a download only, so
 * an uploaded file can never run as a page of the shop. */
const SHOWN_INLINE = /^(image\/(avif|gif|jpeg|png|webp)|application\/pdf|video\/(mp4|webm)|text\/plain)(;|$)/;

/** Even a file shown in place gets no scripts, no forms and no origin of its own. */
const SANDBOX = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const notFound = (c: Context) => c.text("Not found", 404);

function headersFor(file: StoredFileInfo): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    ETag: `"${file.etag}"`,
    "Cache-Control": isContentAddressed(file.key, file.etag) ? IMMUTABLE : REVALIDATE,
    "Content-Security-Policy": SANDBOX,
  };
  if (!SHOWN_INLINE.test(file.contentType)) headers["Content-Disposition"] = "attachment";
  return headers;
}

/** Whether an If-None-Match header names this etag (or is `*`). */
export function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === `"${etag}"`);
}

/** GET (and HEAD) /files/<key>, from the store. Keys under `private/` are never answered here. */
export function storedFiles(store: FileStore): MiddlewareHandler {
  return async (c) => {
    const key = c.req.path.slice(FILES_PATH.length + 1);
    if (!isValidFileKey(key) || key.startsWith(PRIVATE_PREFIX)) return notFound(c);
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch) {
      const info = await store.stat(key);
      if (!info) return notFound(c);
      const { "Content-Type": _type, ...headers } = headersFor(info);
      if (matchesEtag(ifNoneMatch, info.etag)) return c.body(null, 304, headers);
    }
    const file = await store.get(key);
    if (!file) return notFound(c);
    // A store's bytes are never in a SharedArrayBuffer, which is all the cast rules out.
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      ...headersFor(file),
      "Content-Length": String(file.size),
    });
  };
}
