// Correcting one's own name, phone number and email (docs/decisions/personal-data.md#correction): the
// words the server, the mocks and the screen share, and the form's checks, which are sign-up's rules
// (src/lib/accountRules.ts) so a name or phone the sign-up form takes is one this form takes.
import { brand } from "./brand";
import { accountMessages, EMAIL_RULE, isPersonName, PHONE_RULE } from "./accountRules";
import { waitInWords } from "./accountApiMessages";

export const accountDetailsMessages = {
  saved: "Your details are saved.",
  codeSent: (email: string) => `We have mailed a 6-digit code to ${email}.`,
  emailChanged: "Your email address is changed. We have told your old address.",
  sameEmail: "This is already your email address.",
  nameRequired: "Please enter your full name.",
  emailRequired: "Please enter your new email address.",
  otpRequired: "Please enter the 6-digit code from the mail.",
  tooManyChanges: (seconds: number) =>
    `You have changed your details many times this hour. Please try again in ${waitInWords(seconds)}.`,
} as const;

/** The code mail to the new address. */
export const EMAIL_CHANGE_MAIL_SUBJECT = `Your ${brand.name} code to change your email`;
/** What the owner of an address that already has an account gets instead of the code. */
export const EMAIL_CHANGE_TAKEN_MAIL_SUBJECT = `Someone asked to use your email for another ${brand.name} account`;
/** The notice to the old address once the change is made. */
export const EMAIL_CHANGED_MAIL_SUBJECT = `Your ${brand.name} email address was changed`;

export interface DetailsValues {
  name: string;
  phone: string;
}

/** Name and phone, checked as sign-up checks them: a full name, and a phone empty or of 10 digits. */
export function detailsProblems(values: DetailsValues): Partial<Record<keyof DetailsValues, string>> {
  const problems: Partial<Record<keyof DetailsValues, string>> = {};
  if (values.name.trim() === "") problems.name = accountDetailsMessages.nameRequired;
  else if (!isPersonName(values.name)) problems.name = accountMessages.invalidName;
  if (!PHONE_RULE.test(values.phone.trim())) problems.phone = accountMessages.invalidPhone;
  return problems;
}

/** The new email, checked as sign-up checks an email. */
export function newEmailProblem(email: string): string | undefined {
  if (email.trim() === "") return accountDetailsMessages.emailRequired;
  if (!EMAIL_RULE.test(email.trim())) return accountMessages.invalidEmail;
  return undefined;
}
