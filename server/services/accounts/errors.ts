// The account messages the server answers (src/lib/accountApiMessages.ts, shared with the mocks).
import { OTP_RESEND_SECONDS } from "../../../src/lib/accountRules";

export { authMessages } from "../../../src/lib/accountApiMessages";

export const RESEND_SECONDS = OTP_RESEND_SECONDS;
export const PASSWORD_MESSAGE =
  "password must be 8 or more characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*";
