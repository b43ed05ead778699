// The account feature's public surface: what other features may use (routes import screens directly).
export { ADDRESS_TYPE_LABELS, addressInputOf } from "./addressBook";
export { type AddressFieldValues, AddressFields, emptyAddressFields } from "./AddressFields";
