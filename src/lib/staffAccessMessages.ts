// What a staff call answers to someone who may not make it, word for word (docs/decisions/
// staff-catalogue.md#permissions): the server, the mock handlers and the staff screens all read them here.
import type { StaffPermission } from "../api/types";

/** A shopper's refusal (403); the screens tell it from a missing permission by these words. */
export const STAFF_ONLY = "Staff only";

/** What each permission lets staff manage, in a sentence's words. */
const MANAGED: Record<StaffPermission, string> = { orders: "orders", catalogue: "the catalogue" };

/** Staff without `permission` (403). */
export const missingPermissionMessage = (permission: StaffPermission) =>
  `Your staff account may not manage ${MANAGED[permission]}. Ask an owner to grant it.`;
