import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** `{ success: false, message }` with the status. */
export function errorJson(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ success: false as const, message }, status);
}
