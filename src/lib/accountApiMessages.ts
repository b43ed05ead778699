// What the accounts API answers, word for word: the server and the mock handlers both answer from this
// module, so stories, contract scenarios and the shop see the same texts.
import { brand } from "./brand";
import { MAX_ADDRESSES } from "./accountRules";

/** "45 seconds", "1 minute", "15 minutes": a wait in words, rounded up to whole minutes from a minute on. */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  return seconds < 60
    ? plural(Math.max(1, Math.ceil(seconds)), "second")
    : plural(Math.ceil(seconds / 60), "minute");
}

/** The login throttle's 429, with the wait it reports in Retry-After. */
const loginRetryIn = (seconds: number) =>
  `Too many login attempts. Please try again in ${waitInWords(seconds)}.`;

export const authMessages = {
  loginRequired: "Please log in first",
  loginFailed: "Invalid email or password. Please try again.",
  loginRetryIn,
  /** The login throttle's longest wait (its 429 in stories and mocks). */
  loginThrottled: loginRetryIn(15 * 60),
  /** The mail-sending calls' 429 for one client address, and for the whole shop. */
  tooManyFromAddress: (seconds: number) =>
    `Too many requests from your network. Please try again in ${waitInWords(seconds)}.`,
  tooManyOverall: (seconds: number) =>
    `We are receiving too many requests right now. Please try again in ${waitInWords(seconds)}.`,
  invalidOtp: "Invalid OTP. Please try again.",
  otpDead: "Too many wrong attempts. Please request a new OTP.",
  otpExpired: "This OTP has expired. Please request a new one.",
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  tooManyCodes: (minutes: number) =>
    `Too many codes requested for this email. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  sendFailed: "Failed to send OTP. Please try again.",
  emailTaken: "This email is already registered",
  usernameTaken: "This username is already taken",
  phoneTaken: "This phone number is already registered",
  badVerificationToken: "verificationToken is invalid or has expired",
  otpSent: (email: string) => `OTP sent to ${email}`,
  otpVerified: "OTP verified",
  resetSent: "If an account exists for this email, we have sent a code to it.",
  passwordUpdated: "Password updated. Please log in.",
  registered: "Registration successful",
  loggedIn: "Login successful",
  loggedOut: "Logged out",
  googleFailed: "Google login failed. Please try again.",
  facebookFailed: "Failed to sign in with Facebook. Please try again.",
  notConfigured: (name: string) => `${name} sign-in is not available on this shop`,
  crossSite: "Cross-site request refused",
  addressNotFound: "Address not found",
  addressLimit: `You can save up to ${MAX_ADDRESSES} addresses`,
  addressDuplicate: "This address is already in your address book",
  addressSaved: "Address saved successfully",
  addressUpdated: "Address updated",
  addressDeleted: "Address deleted",
  pincodeNotFound: "Pincode not found",
  saveOtpGone: "Codes are stored when sent; use /auth/send-email-verification-otp or /auth/send-reset-otp",
  savePasswordGone: "Use POST /auth/reset-password with a code",
} as const;

export const SIGNUP_MAIL_SUBJECT = `Your ${brand.name} verification code`;
export const RESET_MAIL_SUBJECT = `Your ${brand.name} password reset code`;
/** The mail an account's owner gets instead of a code when someone asks to sign up with their address. */
export const SIGNUP_ATTEMPT_MAIL_SUBJECT = `Someone tried to sign up to ${brand.name} with your email`;

/** The 400 message of a password that breaks the rule (PASSWORD_RULE in accountRules.ts). */
export const PASSWORD_MESSAGE =
  "password must be 8 or more characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*";
