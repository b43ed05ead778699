// A large body read only after the caller is known (the multipart add-product form, the catalogue's CSV
// import): server/app.ts refuses a Content-Length over the limit before anything is read, and the route,
// after its session check, reads the stream itself and stops as soon as it passes the limit, so no more
// than the limit is ever held and a guest's body is never read at all.
import type { Context } from "hono";
import { ApiError } from "../services/errors";

/** The request's body, at most `maxBytes`; a 413 with `message` (and Connection: close, as the rest of the
 * body is left unread) beyond. */
export async function readBodyUpTo(c: Context, maxBytes: number, message: string): Promise<Buffer> {
  const tooLarge = () => {
    c.header("Connection", "close");
    return new ApiError(413, message);
  };
  const declared = Number(c.req.header("content-length") ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

export interface FormBounds {
  maxBytes: number;
  maxParts: number;
  messages: { tooLarge: string; tooManyParts: string; notAForm: string };
}

/** A multipart body read after the session check, parsed only when its parts are within bounds: they are
 * counted from its boundary first, so a body of a million tiny fields never becomes a million objects. A
 * body that is not a well-formed form is a 400 (415 when it does not say it is one). */
export async function readBoundedForm(c: Context, bounds: FormBounds): Promise<FormData> {
  const type = c.req.header("content-type") ?? "";
  const boundary = /^multipart\/form-data\s*;.*boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) throw new ApiError(415, bounds.messages.notAForm);
  const bytes = await readBodyUpTo(c, bounds.maxBytes, bounds.messages.tooLarge);
  const delimiter = Buffer.from(`--${boundary}`);
  let parts = -1;
  for (let at = bytes.indexOf(delimiter); at !== -1; at = bytes.indexOf(delimiter, at + delimiter.length)) {
    parts += 1;
    if (parts > bounds.maxParts) throw new ApiError(400, bounds.messages.tooManyParts);
  }
  try {
    return await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw new ApiError(400, bounds.messages.notAForm);
  }
}
