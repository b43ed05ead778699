// Who is looking at a catalogue screen, in the product table's words: the staff area's one access rule
// (staffAccessOf with the `catalogue` permission, docs/decisions/staff-catalogue.md#permissions). The
// server checks every call on its own.
import type { User } from "../../../session/session";
import { staffAccessOf } from "../StaffAccess";

export type CatalogueAccess = "guest" | "shopper" | "staffOnly" | "catalogue";

const IN_CATALOGUE_WORDS = {
  guest: "guest",
  shopper: "shopper",
  noPermission: "staffOnly",
  staff: "catalogue",
} as const;

export const catalogueAccessOf = (user: Pick<User, "role" | "permissions"> | null): CatalogueAccess =>
  IN_CATALOGUE_WORDS[staffAccessOf(user, "catalogue")];
