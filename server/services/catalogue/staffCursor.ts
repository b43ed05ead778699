// The staff product table's keyset cursor: the sort it belongs to, the last row's sort value and its id,
// opaque to callers (base64url of JSON). "Recently changed" carries updated_at as text with its
// microseconds, so a page boundary never drops or repeats a product changed in the same millisecond.
import { badRequest } from "../errors";
import { CURSOR_INVALID } from "../orders/orderList";

export type StaffProductSort = "updated" | "name" | "price" | "stock";

export interface StaffProductCursor {
  sort: StaffProductSort;
  /** updated: the instant as `YYYY-MM-DDTHH:MM:SS.ffffffZ`; name: the name; price, stock: an integer. */
  value: string | number;
  id: string;
}

const MICRO_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f]/;

export function encodeStaffCursor(cursor: StaffProductCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString("base64url");
}

const validValue = (sort: StaffProductSort, value: unknown): boolean => {
  switch (sort) {
    case "updated":
      return (
        typeof value === "string" &&
        MICRO_ISO.test(value) &&
        // A real instant: the milliseconds part survives a round trip (no 31 February, no hour 25).
        new Date(`${value.slice(0, 23)}Z`).toISOString().slice(0, 23) === value.slice(0, 23)
      );
    case "name":
      return typeof value === "string" && value.length <= 500 && !CONTROL.test(value);
    default:
      return typeof value === "number" && Number.isSafeInteger(value);
  }
};

/** The cursor's position for `sort`, or 400 'cursor is not valid' for anything this server did not hand
 * out for that sort. */
export function decodeStaffCursor(text: string, sort: StaffProductSort): StaffProductCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw badRequest(CURSOR_INVALID);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badRequest(CURSOR_INVALID);
  const [cursorSort, value, id] = parsed;
  const valid =
    cursorSort === sort &&
    validValue(sort, value) &&
    typeof id === "string" &&
    id.length > 0 &&
    id.length <= 64 &&
    !CONTROL.test(id);
  if (!valid) throw badRequest(CURSOR_INVALID);
  return { sort, value, id };
}
