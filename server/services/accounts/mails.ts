// The code mails. The body carries the 6 digits once, as a word of their own.
import { brand } from "../../../src/lib/brand";
import type { OutgoingMail } from "../mail/mailer";

import {
  RESET_MAIL_SUBJECT,
  SIGNUP_ATTEMPT_MAIL_SUBJECT,
  SIGNUP_MAIL_SUBJECT,
} from "../../../src/lib/accountApiMessages";

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
