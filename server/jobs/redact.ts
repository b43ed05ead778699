// What goes into a log line or a job's last error must name no shopper and carry no secret
// (docs/decisions/durable-jobs.md, docs/running.md#logs): an SMTP server's refusal quotes the recipient's
// address, a gateway's error may quote a phone number, a connection error its URL with the password in it.
// The one home of these rules: the job worker applies them to the errors it keeps, the logger
// (server/observability/log.ts) to every line it writes.

const EMAIL = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[a-z]{2,}/gi;
/** Indian mobile numbers, with or without +91 / 0, spaced or not. */
const PHONE = /(?:\+?91[\s-]?|\b0)?\b[6-9]\d{4}[\s-]?\d{5}\b/g;
/** The user and password of a URL (smtp://user:pass@host, postgres://user:pass@host). */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@"]+@/gi;
/** A credential sent in an Authorization header, when a message quotes one. */
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;

/** `text` with every email address, phone number, URL password and bearer token replaced by a placeholder. */
export function redactPersonal(text: string): string {
  return text
    .replace(URL_CREDENTIALS, "$1[credentials]@")
    .replace(AUTH_SCHEME, "$1 [token]")
    .replace(EMAIL, "[email]")
    .replace(PHONE, "[phone]");
}

/**
 * Fields whose whole value is personal or secret wherever they appear in a logged object: the logger
 * replaces them (pino's `redact`) before the text rules above even look.
 */
export const PERSONAL_FIELDS = [
  "email",
  "to",
  "replyTo",
  "phone",
  "mobile",
  "address",
  "deliveryAddress",
  "addressLine1",
  "addressLine2",
  "line1",
  "line2",
  "fullName",
  "firstName",
  "lastName",
  "password",
  "newPassword",
  "token",
  "otp",
  "secret",
  "authorization",
  "cookie",
  "set-cookie",
] as const;
