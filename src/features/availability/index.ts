export { AvailabilityScreen, availabilityTitle } from "./AvailabilityScreen";
export { type ComingSoonKind, ComingSoonNotice } from "./ComingSoonNotice";
export { useGoBack } from "./useGoBack";
