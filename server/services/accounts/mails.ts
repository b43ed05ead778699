// The code mails. The body carries the 6 digits once, as a word of their own.
import { brand } from "../../../src/lib/brand";
import type { OutgoingMail } from "../mail/mailer";

import {
  RESET_MAIL_SUBJECT,
  SIGNUP_ATTEMPT_MAIL_SUBJECT,
  SIGNUP_MAIL_SUBJECT,
} from "../../../src/lib/accountApiMessages";
import {
  EMAIL_CHANGE_MAIL_SUBJECT,
  EMAIL_CHANGE_TAKEN_MAIL_SUBJECT,
  EMAIL_CHANGED_MAIL_SUBJECT,
} from "../../../src/lib/accountDetails";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A short mail of paragraphs; `code`, when given, stands after the lead in large type. */
function accountMail(
  to: string,
  subject: string,
  paragraphs: { greeting: string; lead: string; code?: string; closing: string },
): OutgoingMail {
  const { greeting, lead, code, closing } = paragraphs;
  const text = [greeting, "", lead, "", ...(code ? [code, ""] : []), closing, "", `— ${brand.name}`].join(
    "\n",
  );
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    ...(code ? [`<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>`] : []),
    `<p>${escapeHtml(closing)}</p>`,
    `<p>— ${escapeHtml(brand.name)}</p>`,
  ].join("\n");
  return { to, subject, text, html };
}

function codeMail(to: string, subject: string, greeting: string, lead: string, code: string): OutgoingMail {
  const closing = "The code is valid for ten minutes. If you did not ask for it, you can ignore this mail.";
  return accountMail(to, subject, { greeting, lead, code, closing });
}

const hello = (username?: string) => (username?.trim() ? `Hello ${username.trim()},` : "Hello,");

export function signupCodeMail(to: string, code: string, username?: string): OutgoingMail {
  return codeMail(to, SIGNUP_MAIL_SUBJECT, hello(username), `Your ${brand.name} verification code is:`, code);
}

export function resetCodeMail(to: string, code: string, username?: string): OutgoingMail {
  return codeMail(
    to,
    RESET_MAIL_SUBJECT,
    hello(username),
    `Use this code to reset your ${brand.name} password:`,
    code,
  );
}

/**
 * What the owner of an account gets when someone asks for a sign-up code with their address: no code (the
 * account exists), and the way back in if it was them.
 */
export function signupAttemptMail(to: string, username: string): OutgoingMail {
  return accountMail(to, SIGNUP_ATTEMPT_MAIL_SUBJECT, {
    greeting: hello(username),
    lead: `Someone asked to create a ${brand.name} account with this email address, which already has an account. No new account was created.`,
    closing:
      "If it was you, log in instead, or reset your password if you forgot it. If it was not, you can ignore this mail.",
  });
}

/** The code that confirms a signed-in account's new email, mailed to the new address. */
export function emailChangeCodeMail(to: string, code: string, username: string): OutgoingMail {
  return codeMail(
    to,
    EMAIL_CHANGE_MAIL_SUBJECT,
    hello(username),
    `Use this code to make this the email address of your ${brand.name} account:`,
    code,
  );
}

/**
 * What the owner of an address that has an account gets when another account asks to take the address:
 * no code (an address belongs to one account), and what to do if it was them.
 */
export function emailChangeTakenMail(to: string, username: string): OutgoingMail {
  return accountMail(to, EMAIL_CHANGE_TAKEN_MAIL_SUBJECT, {
    greeting: hello(username),
    lead: `Someone signed in to another ${brand.name} account asked to change its email to this address. This address already belongs to your account, and one address can belong to only one account, so nothing was changed.`,
    closing:
      "If it was you, keep using this account with this address, or give the other account a different address. If it was not, you can ignore this mail.",
  });
}

/** The notice to the old address once the account's email is changed. */
export function emailChangedMail(to: string, username: string, newEmail: string): OutgoingMail {
  return accountMail(to, EMAIL_CHANGED_MAIL_SUBJECT, {
    greeting: hello(username),
    lead: `The email address of your ${brand.name} account was changed to ${newEmail}. From now on we write to that address, and you log in with it.`,
    closing: `If you did not make this change, reset your password now and write to us at ${brand.careEmail}.`,
  });
}
