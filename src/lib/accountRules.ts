// Account rules (docs/product.md#constants), one module for the browser forms, the mock handlers and the
// server, so a password the sign-up form accepts is one the server accepts and the other way round.
import { ADDRESS_TYPES } from "../api/enums";

/** Code length (6), resend wait (30 s), phone digits (10), password minimum (8). */
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 30;
/** Codes one email may be sent per purpose within an hour: with 5 tries each, guessing stays hopeless. */
export const OTP_SENDS_PER_HOUR = 5;
export const PHONE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;

/** The special characters the password rule asks for. */
export const PASSWORD_SPECIALS = "!@#$%^&*";

/** 8+ characters with a lowercase and an uppercase letter, a digit and one of !@#$%^&* (sign-up and server). */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

/** The forgot-password form's stricter rule: the same, and only those characters allowed. */
export const RESET_PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,}$/;

/** A practical email check (the browser's own type=email rule, roughly): something@domain.tld. */
export const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Empty, or exactly 10 digits. */
export const PHONE_RULE = /^(\d{10})?$/;

/** Six digits, the first not 0 (Indian pincodes). */
export const PINCODE_RULE = /^[1-9]\d{5}$/;

/** Six digits. */
export const OTP_RULE = /^\d{6}$/;

/** A full name's length bounds (the address book's name holds up to 100, so any name fits there). */
export const PERSON_NAME_MIN = 2;
export const PERSON_NAME_MAX = 80;

/**
 * A full name: letters of any script with their combining marks (Devanagari's matras, Tamil's vowel
 * signs), spaces, full stops, apostrophes (' and the ’ phones type) and hyphens, starting with a letter.
 * The contract's RegisterRequest.name has the same pattern (a unit test keeps the two one).
 */
export const PERSON_NAME_RULE = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/** A name as typed, as it is kept: NFC, trimmed, each run of spaces one space. */
export const personName = (value: string) => value.normalize("NFC").trim().replace(/\s+/g, " ");

/** Whether `value` (as kept) is a full name within the bounds. */
export function isPersonName(value: string): boolean {
  const name = personName(value);
  return name.length >= PERSON_NAME_MIN && name.length <= PERSON_NAME_MAX && PERSON_NAME_RULE.test(name);
}

export { ADDRESS_TYPES };
export type AddressType = (typeof ADDRESS_TYPES)[number];
/** Addresses one shopper may keep. */
export const MAX_ADDRESSES = 20;
export const DEFAULT_COUNTRY = "India";

/** The shop's form messages, word for word (docs/product.md#messages). */
export const accountMessages = {
  signupRequired: "All fields except phone number are required.",
  invalidName: `Please enter your full name: ${PERSON_NAME_MIN} to ${PERSON_NAME_MAX} letters, with spaces, full stops, apostrophes or hyphens between them.`,
  invalidEmail: "Please enter a valid email address.",
  invalidPhone: "Please enter a valid 10-digit phone number or leave it empty.",
  weakPassword: "Password must be 8+ chars with uppercase, lowercase, number, and special char.",
  passwordsDiffer: "Passwords do not match.",
  otpRequired: "Please enter the OTP",
  emailRequired: "Email is required",
  loginRequired: "All fields are required.",
  loginIdentifier: "Please enter a valid email, username, or phone number.",
  forgotEmailRequired: "Email is required.",
  forgotOtpRequired: "Please enter the OTP sent to your email.",
  resetRequired: "All fields are required.",
  resetWeakPassword:
    "Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character.",
  resetPasswordsDiffer: "Password and Confirm Password do not match.",
  sendOtpFailed: "Failed to send OTP. Please try again.",
  invalidOtp: "Invalid OTP. Please try again.",
  noVerificationToken: "Failed to get verification token",
  registrationFailed: "Registration failed. Please try again.",
  googleFailed: "Google login failed",
  googleFailedRetry: "Google login failed. Please try again.",
  facebookFailed: "Failed to sign in with Facebook. Please try again.",
  facebookNoToken: "No access token received from Facebook",
  facebookConnectFailed: "Failed to connect with Facebook. Please try again.",
  loginFailed: "Invalid email or password. Please try again.",
  somethingWrong: "Something went wrong. Please try again.",
  resetFailed: "Failed to reset password. Please try again.",
} as const;

export const isValidEmail = (value: string) => EMAIL_RULE.test(value.trim());
export const isStrongPassword = (value: string) => PASSWORD_RULE.test(value);

/** The address fields' messages (the address-book form; sign-up words a missing field as `signupRequired`). */
export const addressMessages = {
  streetRequired: "Please enter the street.",
  cityRequired: "Please enter the city.",
  stateRequired: "Please enter the state.",
  pincodeRequired: "Please enter the pincode.",
  pincodeInvalid: "Please enter a valid 6-digit pincode.",
  countryRequired: "Please enter the country.",
} as const;

type AddressPart = "street" | "city" | "state" | "pincode";

/**
 * The address fields' problems, for every form with an address (sign-up, the address book, checkout):
 * street, pincode (6 digits, not starting with 0), city and state required. `requiredMessage` replaces
 * the per-field "Please enter the …".
 */
export function addressFieldProblems(
  address: Readonly<Record<AddressPart, string>>,
  requiredMessage?: string,
): Partial<Record<AddressPart, string>> {
  const problems: Partial<Record<AddressPart, string>> = {};
  const missing = (part: AddressPart) => address[part].trim() === "";
  if (missing("street")) problems.street = requiredMessage ?? addressMessages.streetRequired;
  if (missing("pincode")) problems.pincode = requiredMessage ?? addressMessages.pincodeRequired;
  else if (!PINCODE_RULE.test(address.pincode.trim())) problems.pincode = addressMessages.pincodeInvalid;
  if (missing("city")) problems.city = requiredMessage ?? addressMessages.cityRequired;
  if (missing("state")) problems.state = requiredMessage ?? addressMessages.stateRequired;
  return problems;
}
