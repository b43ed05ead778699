// The contact form's rules and messages (docs/product.md#messages), kept apart from the screen so they
// can be unit tested.
import { EMAIL_RULE } from "../../lib/accountRules";
import { isApiError } from "../../api/errors";

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", message: "" };

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message. We will get back to you soon!";
/** The server answered with an error but no message of its own. */
export const CONTACT_FAILURE_FALLBACK = "Failed to submit form";
/** The call never got an answer (network down, timed out) and carries no message worth showing. */
export const CONTACT_NETWORK_FALLBACK = "There was an error submitting the form. Please try again.";
/** After a successful send the shopper goes home after this long (docs/product.md#constants). */
export const CONTACT_REDIRECT_MS = 2000;

export const contactValidation = {
  nameRequired: "Please enter your name.",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  messageRequired: "Please enter your message.",
} as const;

// The same pattern the API applies, so the client never accepts an address the server refuses.

export function validateName(value: string): string | null {
  return value.trim() ? null : contactValidation.nameRequired;
}

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return contactValidation.emailRequired;
  return EMAIL_RULE.test(email) ? null : contactValidation.emailInvalid;
}

export function validateMessage(value: string): string | null {
  return value.trim() ? null : contactValidation.messageRequired;
}

/** Every field's message, or an empty object when the form may be sent. */
export function validateContact(values: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  const name = validateName(values.name);
  const email = validateEmail(values.email);
  const message = validateMessage(values.message);
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (message) errors.message = message;
  return errors;
}

/** What is sent: surrounding white space trimmed. */
export function contactPayload(values: ContactValues): ContactValues {
  return { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
}

/**
 * The toast text for a failed send (docs/product.md#when-a-call-fails): the server's message, or 'Failed to
 * submit form'; when no answer came back, the error's own message (a timeout explains itself) or the network
 * fallback. The browser's raw transport text ("Failed to fetch") is not meant for shoppers, so a FETCH_ERROR
 * always reads as the fallback.
 */
export function contactErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === "FETCH_ERROR") return CONTACT_NETWORK_FALLBACK;
    if (error.status === "TIMEOUT_ERROR") return error.message || CONTACT_NETWORK_FALLBACK;
    if (error.status === "PARSING_ERROR") return CONTACT_FAILURE_FALLBACK;
    return error.serverMessage || CONTACT_FAILURE_FALLBACK;
  }
  if (error instanceof Error && error.message) return error.message;
  return CONTACT_NETWORK_FALLBACK;
}
