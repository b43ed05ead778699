// Pure logic of the address book (/account/addresses): form values ⇄ contract bodies, the form's
// validation in field order, display lines and the list's order. No React, no network: unit-tested.
import type { components } from "../../api/schema";
import {
  type AddressType,
  accountMessages,
  DEFAULT_COUNTRY,
  PHONE_RULE,
  PINCODE_RULE,
  MAX_ADDRESSES,
} from "../../lib/accountRules";
import { type AddressFieldValues, emptyAddressFields } from "./addressFieldValues";

export type Address = components["schemas"]["Address"];
export type AddressInput = components["schemas"]["AddressInput"];

/** The most addresses one shopper may save (the server answers 400 past it). */

export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  home: "Home",
  work: "Work",
  other: "Other",
};

/** What the address book says, word for word (stories and tests read these). */
export const addressBookMessages = {
  title: "My Addresses",
  empty: "No saved addresses yet",
  emptyHint: "Add an address to check out faster next time.",
  guest: "Log in to see your addresses",
  loadFailed: "Failed to load your addresses",
  nameTooLong: "Please keep the name under 100 characters.",
  streetRequired: "Please enter the street.",
  cityRequired: "Please enter the city.",
  stateRequired: "Please enter the state.",
  pincodeRequired: "Please enter the pincode.",
  pincodeInvalid: "Please enter a valid 6-digit pincode.",
  countryRequired: "Please enter the country.",
  phoneInvalid: accountMessages.invalidPhone,
  saved: "Address saved",
  updated: "Address updated",
  deleted: "Address deleted",
  defaultSet: "Default address updated",
  saveFailed: "Failed to save the address. Please try again.",
  deleteFailed: "Failed to delete the address. Please try again.",
  defaultFailed: "Failed to set the default address. Please try again.",
  limitReached: `You can save up to ${MAX_ADDRESSES} addresses`,
} as const;

/** The whole add/edit form: who receives it, the address, and the default flag. */
export interface AddressFormValues {
  name: string;
  phoneNumber: string;
  address: AddressFieldValues;
  isDefault: boolean;
}

export type AddressFormField = "name" | "phoneNumber" | keyof AddressFieldValues;
export type AddressFormErrors = Partial<Record<AddressFormField, string>>;

/** A blank form: country India, type home; default only when it is the first address. */
export function emptyAddressForm(isFirst: boolean): AddressFormValues {
  return {
    name: "",
    phoneNumber: "",
    address: { ...emptyAddressFields },
    isDefault: isFirst,
  };
}

/** The form filled with a saved address (for Edit). */
export function addressToForm(address: Address): AddressFormValues {
  return {
    name: address.name ?? "",
    phoneNumber: address.phoneNumber ?? "",
    address: {
      street: address.street,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
      landmark: address.landmark ?? "",
      addressType: address.addressType,
      country: address.country || DEFAULT_COUNTRY,
    },
    isDefault: address.isDefault,
  };
}

/**
 * Every problem with the form, by field, in the form's order (the first one is where focus goes).
 * Name and phone are optional; a phone, when given, is 10 digits; street, city, state, pincode (6 digits)
 * and country are required; landmark is optional.
 */
export function validateAddressForm(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  const a = values.address;
  if (values.name.trim().length > 100) errors.name = addressBookMessages.nameTooLong;
  if (!PHONE_RULE.test(values.phoneNumber.trim())) errors.phoneNumber = addressBookMessages.phoneInvalid;
  if (!a.street.trim()) errors.street = addressBookMessages.streetRequired;
  if (!a.pincode.trim()) errors.pincode = addressBookMessages.pincodeRequired;
  else if (!PINCODE_RULE.test(a.pincode.trim())) errors.pincode = addressBookMessages.pincodeInvalid;
  if (!a.city.trim()) errors.city = addressBookMessages.cityRequired;
  if (!a.state.trim()) errors.state = addressBookMessages.stateRequired;
  if (!a.country.trim()) errors.country = addressBookMessages.countryRequired;
  return errors;
}

export function hasErrors(errors: AddressFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The contract's AddressInput: trimmed, optional fields left out when blank. */
export function formToAddressInput(values: AddressFormValues): AddressInput {
  const a = values.address;
  const name = values.name.trim();
  const phoneNumber = values.phoneNumber.trim();
  const landmark = a.landmark.trim();
  return {
    ...(name ? { name } : {}),
    ...(phoneNumber ? { phoneNumber } : {}),
    street: a.street.trim(),
    city: a.city.trim(),
    state: a.state.trim(),
    pincode: a.pincode.trim(),
    country: a.country.trim() || DEFAULT_COUNTRY,
    ...(landmark ? { landmark } : {}),
    addressType: a.addressType,
    isDefault: values.isDefault,
  };
}

/** The address as text lines: street, landmark (when given), "City, State Pincode", country. */
export function addressLines(
  address: Pick<Address, "street" | "city" | "state" | "pincode" | "country" | "landmark">,
): string[] {
  return [
    address.street,
    address.landmark ? `Landmark: ${address.landmark}` : "",
    `${address.city}, ${address.state} ${address.pincode}`,
    address.country,
  ].filter(Boolean);
}

/** Default first, the others in the server's order (the server already sends them so; this keeps it). */
export function sortAddresses(addresses: readonly Address[]): Address[] {
  return [...addresses.filter((a) => a.isDefault), ...addresses.filter((a) => !a.isDefault)];
}
