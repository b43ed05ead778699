// The auth forms' client checks, as pure functions: each answers every field's problem with the shop's
// message word for word (docs/product.md#messages; the form shows them all, and focus goes to the first).
import type { FieldErrors } from "../../components/Form";
import {
  accountMessages,
  addressFieldProblems,
  EMAIL_RULE,
  isPersonName,
  OTP_LENGTH,
  PASSWORD_RULE,
  PHONE_RULE,
  RESET_PASSWORD_RULE,
} from "../../lib/accountRules";
import type { AddressFieldValues } from "../account";

const blank = (value: string) => value.trim() === "";

/** Sign-up step 1, flat: the account's fields, the address's fields, and the default flag. */
export interface SignupValues extends AddressFieldValues {
  /** The shopper's full name. */
  name: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  isDefault: boolean;
  /** Offers by email: a separate box, unticked until the shopper ticks it (docs/decisions/personal-data.md#marketing-mail). */
  marketingConsent: boolean;
}

/**
 * Sign-up step 1: full name, username, email, both passwords and the address's street, pincode, city and
 * state are required ("All fields except phone number are required."); then the name's form (letters with
 * spaces, . ' or -), the email's form, the phone (empty or 10 digits), the password rule, the match, and
 * the pincode's form.
 */
export function validateSignup(values: SignupValues): FieldErrors<SignupValues> {
  const errors: FieldErrors<SignupValues> = {};
  for (const field of ["name", "username", "email", "password", "confirmPassword"] as const) {
    if (blank(values[field])) errors[field] = accountMessages.signupRequired;
  }
  if (!errors.name && !isPersonName(values.name)) errors.name = accountMessages.invalidName;
  if (!errors.email && !EMAIL_RULE.test(values.email.trim())) errors.email = accountMessages.invalidEmail;
  if (!PHONE_RULE.test(values.phone.trim())) errors.phone = accountMessages.invalidPhone;
  if (!errors.password && !PASSWORD_RULE.test(values.password))
    errors.password = accountMessages.weakPassword;
  if (!errors.confirmPassword && values.password !== values.confirmPassword) {
    errors.confirmPassword = accountMessages.passwordsDiffer;
  }
  return { ...errors, ...addressFieldProblems(values, accountMessages.signupRequired) };
}

/** The code may be sent: exactly 6 digits. */
export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
}

/** What the code field keeps of what was typed or pasted: digits only, at most 6. */
export function cleanOtp(input: string): string {
  return input.replace(/\D/g, "").slice(0, OTP_LENGTH);
}

/** The code step's check: an empty code gets `emptyMessage` (sign-up and reset word it differently). */
export function validateOtp(values: { otp: string }, emptyMessage: string): FieldErrors<{ otp: string }> {
  return blank(values.otp) ? { otp: emptyMessage } : {};
}

export interface LoginValues {
  identifier: string;
  password: string;
}

/** Login: both required ("All fields are required."); an identifier of only spaces is not one. */
export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  if (values.identifier === "") errors.identifier = accountMessages.loginRequired;
  else if (blank(values.identifier)) errors.identifier = accountMessages.loginIdentifier;
  if (values.password === "") errors.password = accountMessages.loginRequired;
  return errors;
}

/** Forgot password, step 1: "Email is required." then the email pattern. */
export function validateForgotEmail(values: { email: string }): FieldErrors<{ email: string }> {
  if (blank(values.email)) return { email: accountMessages.forgotEmailRequired };
  if (!EMAIL_RULE.test(values.email.trim())) return { email: accountMessages.invalidEmail };
  return {};
}

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** Forgot password, step 2: both required, the stricter reset rule, then the match. */
export function validateReset(values: ResetValues): FieldErrors<ResetValues> {
  const errors: FieldErrors<ResetValues> = {};
  if (values.password === "") errors.password = accountMessages.resetRequired;
  else if (!RESET_PASSWORD_RULE.test(values.password)) errors.password = accountMessages.resetWeakPassword;
  if (values.confirmPassword === "") errors.confirmPassword = accountMessages.resetRequired;
  else if (values.password !== "" && values.password !== values.confirmPassword) {
    errors.confirmPassword = accountMessages.resetPasswordsDiffer;
  }
  return errors;
}
