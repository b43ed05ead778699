// The availability feature's public surface.
export { AvailabilityScreen, availabilityTitle } from "./AvailabilityScreen";
export { type ComingSoonKind, ComingSoonNotice } from "./ComingSoonNotice";
