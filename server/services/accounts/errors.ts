// The account messages the server answers, word for word (shared with the mocks and screens through the
// issue's behaviour list).
import { OTP_RESEND_SECONDS } from "../../../src/lib/accountRules";

export const authMessages = {
  loginRequired: "Please log in first",
  loginFailed: "Invalid email or password. Please try again.",
  loginThrottled: "Too many login attempts. Please try again in 15 minutes.",
  invalidOtp: "Invalid OTP. Please try again.",
  otpDead: "Too many wrong attempts. Please request a new OTP.",
  otpExpired: "This OTP has expired. Please request a new one.",
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
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
  addressLimit: "You can save up to 20 addresses",
  addressSaved: "Address saved successfully",
  addressUpdated: "Address updated",
  addressDeleted: "Address deleted",
  pincodeNotFound: "Pincode not found",
  saveOtpGone: "Codes are stored when sent; use /auth/send-email-verification-otp or /auth/send-reset-otp",
  savePasswordGone: "Use POST /auth/reset-password with a code",
} as const;

export const RESEND_SECONDS = OTP_RESEND_SECONDS;
export const PASSWORD_MESSAGE =
  "password must be 8 or more characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*";
