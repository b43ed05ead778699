// The account feature's public surface: what other features may use (routes import screens directly).
export { ADDRESS_TYPE_LABELS } from "./addressBook";
export { type AddressFieldValues, AddressFields, emptyAddressFields } from "./AddressFields";
