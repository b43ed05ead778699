// The availability feature's public surface.
export { AvailabilityScreen } from "./AvailabilityScreen";
export { type ComingSoonKind, ComingSoonNotice } from "./ComingSoonNotice";
