// The checkout's shipping form: its values, how they are prefilled from the shopper's address and
// profile, and its rules with the shop's messages (docs/product.md#messages). Pure, for the screen and
// unit tests.
import type { Address, User } from "../../api/types";
import type { FieldErrors } from "../../components/Form";
import { EMAIL_RULE, PHONE_RULE, PINCODE_RULE } from "../../lib/accountRules";
import { checkoutMessages as messages } from "./checkoutMessages";

export interface ShippingValues {
  name: string;
  email: string;
  phoneNumber: string;
  alternativeNumber: string;
  deliveryAddress: string;
  pincode: string;
  city: string;
  state: string;
}

/** The fields the shop requires ('This field is required'); the alternative number is optional. */
const REQUIRED = [
  "name",
  "email",
  "phoneNumber",
  "deliveryAddress",
  "pincode",
  "city",
  "state",
] as const satisfies readonly (keyof ShippingValues)[];

/** "12 MG Road, Near Regal Square": the street and its landmark, as one delivery address line. */
function addressLine(address: Address): string {
  return [address.street, address.landmark].filter((part) => part?.trim()).join(", ");
}

/**
 * The address the form starts from: the one chosen on the cart screen (its id), else the book's default,
 * else the session's own. The server reads it too, to ask about its pincode for the first HTML.
 */
export function prefilledAddress(
  addresses: readonly Address[],
  addressId: string | null,
  user: User,
): Address | null {
  return (
    addresses.find((a) => a._id === addressId) ?? addresses.find((a) => a.isDefault) ?? user.address ?? null
  );
}

/** The form's first values: the chosen address (name, phone and place), else the profile's (the shopper's
 * full name: never the username, which is a handle and not a name to deliver to or print on an invoice). */
export function prefilledShipping(user: User | null, address: Address | null): ShippingValues {
  return {
    name: address?.name?.trim() || user?.name || "",
    email: user?.email ?? "",
    phoneNumber: address?.phoneNumber || user?.phone || "",
    alternativeNumber: "",
    deliveryAddress: address ? addressLine(address) : "",
    pincode: address?.pincode ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
  };
}

/** 'Pincode must be 6 digits.' while 1 to 5 digits are typed (shown as they are typed, not on submit). */
export function partialPincodeProblem(pincode: string): string | undefined {
  const digits = pincode.trim();
  return digits.length > 0 && digits.length < 6 ? messages.pincodeLength : undefined;
}

/** Every problem of the form, by field. */
export function validateShipping(values: ShippingValues): FieldErrors<ShippingValues> {
  const problems: FieldErrors<ShippingValues> = {};
  for (const field of REQUIRED) {
    if (values[field].trim() === "") problems[field] = messages.required;
  }
  if (!problems.email && !EMAIL_RULE.test(values.email.trim())) problems.email = messages.invalidEmail;
  if (!problems.phoneNumber && !PHONE_RULE.test(values.phoneNumber.trim())) {
    problems.phoneNumber = messages.invalidPhone;
  }
  if (!PHONE_RULE.test(values.alternativeNumber.trim())) {
    problems.alternativeNumber = messages.invalidAlternativeNumber;
  }
  if (!problems.pincode && !PINCODE_RULE.test(values.pincode.trim())) {
    problems.pincode = partialPincodeProblem(values.pincode) ?? messages.pincodeNotFound;
  }
  return problems;
}
