// Pure logic of the address book (/account/addresses): form values ⇄ contract bodies, the form's
// validation in field order, display lines and the list's order. No React, no network: unit-tested.
import type { components } from "../../api/schema";
import type { FieldErrors } from "../../components/Form";
import {
  type AddressType,
  accountMessages,
  addressFieldProblems,
  addressMessages,
  DEFAULT_COUNTRY,
  MAX_ADDRESSES,
  PHONE_RULE,
} from "../../lib/accountRules";
import { type AddressFieldValues, emptyAddressFields } from "./addressFieldValues";

export type Address = components["schemas"]["Address"];
export type AddressInput = components["schemas"]["AddressInput"];

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
  ...addressMessages,
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

/** The whole add/edit form, flat: who receives it, the address fields, and the default flag. */
export interface AddressFormValues extends AddressFieldValues {
  name: string;
  phoneNumber: string;
  isDefault: boolean;
}

export type AddressFormErrors = FieldErrors<AddressFormValues>;

/** A blank form: country India, type home; default only when it is the first address. */
export function emptyAddressForm(isFirst: boolean): AddressFormValues {
  return { name: "", phoneNumber: "", ...emptyAddressFields, isDefault: isFirst };
}

/** The form filled with a saved address (for Edit). */
export function addressToForm(address: Address): AddressFormValues {
  return {
    name: address.name ?? "",
    phoneNumber: address.phoneNumber ?? "",
    street: address.street,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    landmark: address.landmark ?? "",
    addressType: address.addressType,
    country: address.country || DEFAULT_COUNTRY,
    isDefault: address.isDefault,
  };
}

const blank = (value: string) => value.trim() === "";

/**
 * Every problem with the form, by field. Name and phone are optional; a phone, when given, is 10 digits;
 * the address fields as `addressFieldProblems` has them, and the country is required.
 */
export function validateAddressForm(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = addressFieldProblems(values);
  if (values.name.trim().length > 100) errors.name = addressBookMessages.nameTooLong;
  if (!PHONE_RULE.test(values.phoneNumber.trim())) errors.phoneNumber = addressBookMessages.phoneInvalid;
  if (blank(values.country)) errors.country = addressBookMessages.countryRequired;
  return errors;
}

export function hasErrors(errors: AddressFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The address part of a body (AddressInput, and sign-up's address): trimmed, blank landmark left out. */
export function addressInputOf(values: AddressFieldValues & { isDefault: boolean }) {
  const landmark = values.landmark.trim();
  return {
    street: values.street.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    pincode: values.pincode.trim(),
    country: values.country.trim() || DEFAULT_COUNTRY,
    ...(landmark ? { landmark } : {}),
    addressType: values.addressType,
    isDefault: values.isDefault,
  };
}

/** The contract's AddressInput: trimmed, optional fields left out when blank. */
export function formToAddressInput(values: AddressFormValues): AddressInput {
  const name = values.name.trim();
  const phoneNumber = values.phoneNumber.trim();
  return {
    ...(name ? { name } : {}),
    ...(phoneNumber ? { phoneNumber } : {}),
    ...addressInputOf(values),
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

/** How a card names an address: its title, the lines under it, and the card's accessible name. */
export interface AddressHeading {
  title: string;
  lines: string[];
  label: string;
}

/**
 * A saved address is called by the name it was saved under; without one, by its street, the line a
 * shopper recognises it by (the type shows beside it as a badge), and the street is not repeated below.
 * Never "Work address": that says nothing about which address it is.
 */
export function addressHeading(address: Address): AddressHeading {
  const lines = addressLines(address);
  const name = address.name?.trim();
  if (name) return { title: name, lines, label: `${name}, ${address.street}` };
  return {
    title: address.street,
    lines: lines.slice(1),
    label: `${ADDRESS_TYPE_LABELS[address.addressType]} address, ${address.street}`,
  };
}

/** Default first, the others in the server's order (the server already sends them so; this keeps it). */
export function sortAddresses(addresses: readonly Address[]): Address[] {
  return [...addresses.filter((a) => a.isDefault), ...addresses.filter((a) => !a.isDefault)];
}
