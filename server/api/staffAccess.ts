// Who may make a staff call (docs/decisions/staff-catalogue.md#permissions): a signed-in staff account
// holding the call's permission. 401 for a guest, 403 'Staff only' for a shopper, and 403 naming what is
// missing for staff without the permission, on every staff call.
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { Database, StaffPermission } from "../db/schema";
import type { UserRow } from "../services/accounts/users";
import { ApiError } from "../services/errors";
import { missingPermissionMessage, STAFF_ONLY } from "../../src/lib/staffAccessMessages";
import { requireUser } from "./session";

declare module "hono" {
  interface ContextVariableMap {
    /** The staff member staffBeforeBody already found, so the route does not look them up again. */
    staffMember: UserRow;
  }
}

/** The signed-in staff member allowed `permission`: 401 for a guest, 403 for anyone else. */
export async function requireStaff(
  c: Context,
  db: Kysely<Database>,
  permission: StaffPermission,
): Promise<UserRow> {
  const user = c.get("staffMember") ?? (await requireUser(c, db));
  if (user.role !== "staff") throw new ApiError(403, STAFF_ONLY);
  if (!user.permissions.includes(permission)) throw new ApiError(403, missingPermissionMessage(permission));
  return user;
}

/**
 * For the calls that take a large body (uploads, docs/decisions/picture-pipeline.md#checks): who is
 * calling is checked before the body is read and parsed, so a guest or a shopper cannot make the server
 * read megabytes only to be refused. The unread body leaves the connection unusable, so it is closed.
 */
export const staffBeforeBody =
  (db: Kysely<Database>, permission: StaffPermission): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method === "POST" || c.req.method === "PUT") {
      try {
        c.set("staffMember", await requireStaff(c, db, permission));
      } catch (refusal) {
        c.header("Connection", "close");
        throw refusal;
      }
    }
    return next();
  };
