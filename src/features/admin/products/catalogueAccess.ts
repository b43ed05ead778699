// Who is looking at a catalogue screen: the route's loader answers 401, 403 or the screen by it, as the
// screen does (docs/decisions/staff-catalogue.md#permissions). The server checks every call on its own.
import type { User } from "../../../session/session";

export type CatalogueAccess = "guest" | "shopper" | "staffOnly" | "catalogue";

export const catalogueAccessOf = (user: Pick<User, "role" | "permissions"> | null): CatalogueAccess =>
  !user
    ? "guest"
    : user.role !== "staff"
      ? "shopper"
      : user.permissions?.includes("catalogue")
        ? "catalogue"
        : "staffOnly";
