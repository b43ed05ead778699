// What every store checks before it writes, so each refuses the same puts with the same errors.
import { FileTooLarge, InvalidContentType, MAX_STORED_FILE_BYTES } from "./fileStore";
import { assertValidFileKey } from "./keys";

/** `type/subtype` with optional parameters (`text/plain; charset=utf-8`), as RFC 9110 spells a media type. */
const MEDIA_TYPE =
  /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9!#$&^_.+-]+=("[^"\r\n]*"|[a-z0-9!#$&^_.+-]+))*$/i;

/** Throws what `put` throws for its arguments; answers the media type as it is stored (lower case). */
export function checkPut(key: string, bytes: Uint8Array, contentType: string): string {
  assertValidFileKey(key);
  if (contentType.length > 200 || !MEDIA_TYPE.test(contentType)) throw new InvalidContentType(contentType);
  if (bytes.byteLength > MAX_STORED_FILE_BYTES) throw new FileTooLarge(bytes.byteLength);
  return contentType.toLowerCase();
}
