// The code mails. The body carries the 6 digits once, as a word of their own.
import { brand } from "../../../src/lib/brand";
import type { OutgoingMail } from "../mail/mailer";

import { RESET_MAIL_SUBJECT, SIGNUP_MAIL_SUBJECT } from "../../../src/lib/accountApiMessages";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function codeMail(to: string, subject: string, greeting: string, lead: string, code: string): OutgoingMail {
  const closing = "The code is valid for ten minutes. If you did not ask for it, you can ignore this mail.";
  const text = [greeting, "", lead, "", code, "", closing, "", `— ${brand.name}`].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>`,
    `<p>${escapeHtml(closing)}</p>`,
    `<p>— ${escapeHtml(brand.name)}</p>`,
  ].join("\n");
  return { to, subject, text, html };
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
