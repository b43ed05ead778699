// What goes into a log line or a job's last error must name no shopper (docs/decisions/durable-jobs.md):
// an SMTP server's refusal quotes the recipient's address, a gateway's error may quote a phone number.

const EMAIL = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[a-z]{2,}/gi;
/** Indian mobile numbers, with or without +91 / 0, spaced or not. */
const PHONE = /(?:\+?91[\s-]?|\b0)?\b[6-9]\d{4}[\s-]?\d{5}\b/g;

/** `text` with every email address and phone number replaced by a placeholder. */
export function redactPersonal(text: string): string {
  return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}
