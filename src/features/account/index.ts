// The account feature's public surface: what other features may use (routes import screens directly).
export { AddressLines } from "./AddressCard";
export type { AddressFormTarget } from "./AddressFormDialog";
export { LazyAddressFormDialog } from "./LazyAddressFormDialog";
export {
  ADDRESS_TYPE_LABELS,
  type Address,
  addressBookMessages,
  addressHeading,
  addressInputOf,
  sortAddresses,
} from "./addressBook";
export { type AddressFieldValues, AddressFields, emptyAddressFields } from "./AddressFields";
export { addressesOptions, addressPath, useAddresses, useSetDefaultAddress } from "./useAddressBook";
export { ComplaintTicketScreen, complaintsMessages, MyComplaintsScreen } from "./MyComplaintsScreen";
export { myComplaintOptions, myComplaintsOptions } from "./complaintsQuery";
