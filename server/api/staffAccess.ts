// Who may make a staff call (docs/decisions/staff-catalogue.md#permissions): a signed-in staff account
// holding the call's permission. 401 for a guest, 403 'Staff only' for a shopper, and 403 naming what is
// missing for staff without the permission, on every staff call.
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database, StaffPermission } from "../db/schema";
import type { UserRow } from "../services/accounts/users";
import { ApiError } from "../services/errors";
import { missingPermissionMessage, STAFF_ONLY } from "../../src/lib/staffAccessMessages";
import { requireUser } from "./session";

/** The signed-in staff member allowed `permission`: 401 for a guest, 403 for anyone else. */
export async function requireStaff(
  c: Context,
  db: Kysely<Database>,
  permission: StaffPermission,
): Promise<UserRow> {
  const user = await requireUser(c, db);
  if (user.role !== "staff") throw new ApiError(403, STAFF_ONLY);
  if (!user.permissions.includes(permission)) throw new ApiError(403, missingPermissionMessage(permission));
  return user;
}
