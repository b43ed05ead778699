// The auth forms' client checks (storefront spec 5), as pure functions: each answers the FIRST problem
// in the spec's order, with the spec's message word for word and the field to point at (and focus).
import {
  accountMessages,
  EMAIL_RULE,
  OTP_LENGTH,
  PASSWORD_RULE,
  PHONE_RULE,
  PINCODE_RULE,
  RESET_PASSWORD_RULE,
} from "../../lib/accountRules";
import type { AddressFieldValues } from "../account";

export interface FieldProblem<F extends string> {
  field: F;
  message: string;
}

/** Not in the spec (it marks the pincode required only); the server refuses anything but 6 digits. */
export const INVALID_PINCODE = "Please enter a valid 6-digit pincode.";

export interface SignupValues {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  address: AddressFieldValues;
  isDefault: boolean;
}

export type SignupField =
  | "username"
  | "email"
  | "phone"
  | "password"
  | "confirmPassword"
  | "street"
  | "city"
  | "state"
  | "pincode";

const blank = (value: string) => value.trim() === "";

/**
 * Sign-up step 1: required fields ("All fields except phone number are required."), email, phone,
 * password rule, match; then the address's required fields and the pincode's form.
 */
export function validateSignup(values: SignupValues): FieldProblem<SignupField> | null {
  const required: Array<[SignupField, string]> = [
    ["username", values.username],
    ["email", values.email],
    ["password", values.password],
    ["confirmPassword", values.confirmPassword],
  ];
  const missing = required.find(([, value]) => blank(value));
  if (missing) return { field: missing[0], message: accountMessages.signupRequired };
  if (!EMAIL_RULE.test(values.email.trim())) return { field: "email", message: accountMessages.invalidEmail };
  if (!PHONE_RULE.test(values.phone.trim())) return { field: "phone", message: accountMessages.invalidPhone };
  if (!PASSWORD_RULE.test(values.password))
    return { field: "password", message: accountMessages.weakPassword };
  if (values.password !== values.confirmPassword) {
    return { field: "confirmPassword", message: accountMessages.passwordsDiffer };
  }
  const address: Array<[SignupField, string]> = [
    ["street", values.address.street],
    ["pincode", values.address.pincode],
    ["city", values.address.city],
    ["state", values.address.state],
  ];
  const missingAddress = address.find(([, value]) => blank(value));
  if (missingAddress) return { field: missingAddress[0], message: accountMessages.signupRequired };
  if (!PINCODE_RULE.test(values.address.pincode.trim()))
    return { field: "pincode", message: INVALID_PINCODE };
  return null;
}

/** Sign-up code: empty gives "Please enter the OTP"; anything but 6 digits is not sent (Verify stays off). */
export function validateSignupOtp(otp: string): string | null {
  if (blank(otp)) return accountMessages.otpRequired;
  return null;
}

/** The code may be sent: exactly 6 digits. */
export function isCompleteOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
}

/** What the code field keeps of what was typed or pasted: digits only, at most 6. */
export function cleanOtp(input: string): string {
  return input.replace(/\D/g, "").slice(0, OTP_LENGTH);
}

export interface LoginValues {
  identifier: string;
  password: string;
}

/** Login: both required ("All fields are required."); an identifier of only spaces is not one. */
export function validateLogin(values: LoginValues): FieldProblem<keyof LoginValues> | null {
  if (values.identifier === "") return { field: "identifier", message: accountMessages.loginRequired };
  if (values.password === "") return { field: "password", message: accountMessages.loginRequired };
  if (blank(values.identifier)) return { field: "identifier", message: accountMessages.loginIdentifier };
  return null;
}

/** Forgot password, step 1: "Email is required." then the email pattern. */
export function validateForgotEmail(email: string): string | null {
  if (blank(email)) return accountMessages.forgotEmailRequired;
  if (!EMAIL_RULE.test(email.trim())) return accountMessages.invalidEmail;
  return null;
}

/** Forgot password, the code field: empty gives "Please enter the OTP sent to your email." */
export function validateForgotOtp(otp: string): string | null {
  return blank(otp) ? accountMessages.forgotOtpRequired : null;
}

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** Forgot password, step 2: both required, the stricter reset rule, then the match. */
export function validateReset(values: ResetValues): FieldProblem<keyof ResetValues> | null {
  if (values.password === "") return { field: "password", message: accountMessages.resetRequired };
  if (values.confirmPassword === "")
    return { field: "confirmPassword", message: accountMessages.resetRequired };
  if (!RESET_PASSWORD_RULE.test(values.password)) {
    return { field: "password", message: accountMessages.resetWeakPassword };
  }
  if (values.password !== values.confirmPassword) {
    return { field: "confirmPassword", message: accountMessages.resetPasswordsDiffer };
  }
  return null;
}
