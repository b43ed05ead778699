// The complaint form's rules and messages (docs/decisions/complaints.md), apart from the screen so they can
// be unit tested. Name and email are the contact form's own rules (contactForm.ts); a signed-in shopper
// gives neither (the ticket is under their account).
import type { components } from "../../api/schema";
import { validateEmail, validateName } from "./contactForm";

type ComplaintRequest = components["schemas"]["ComplaintRequest"];
export type ComplaintTopicChoice = components["schemas"]["ComplaintTopic"] | "";

export interface ComplaintValues {
  name: string;
  email: string;
  topic: ComplaintTopicChoice;
  message: string;
}

export const EMPTY_COMPLAINT: ComplaintValues = { name: "", email: "", topic: "", message: "" };

/** The contract's bounds (ComplaintRequest.message). */
export const COMPLAINT_MESSAGE_MIN = 10;
export const COMPLAINT_MESSAGE_MAX = 5000;

export const complaintValidation = {
  topicRequired: "Please choose what your complaint is about.",
  messageRequired: "Please tell us what went wrong.",
  messageShort: `Please write at least ${COMPLAINT_MESSAGE_MIN} characters.`,
  messageLong: `Please keep it under ${COMPLAINT_MESSAGE_MAX} characters.`,
} as const;

export const COMPLAINT_FAILURE_FALLBACK = "We couldn't file your complaint. Please try again.";

/** Every field's message (a guest's name and email too), or an empty object when the form may be sent. */
export function validateComplaint(
  values: ComplaintValues,
  asGuest: boolean,
): Partial<Record<keyof ComplaintValues, string>> {
  const errors: Partial<Record<keyof ComplaintValues, string>> = {};
  if (asGuest) {
    const name = validateName(values.name);
    const email = validateEmail(values.email);
    if (name) errors.name = name;
    if (email) errors.email = email;
  }
  if (!values.topic) errors.topic = complaintValidation.topicRequired;
  const message = values.message.trim();
  if (!message) errors.message = complaintValidation.messageRequired;
  else if (message.length < COMPLAINT_MESSAGE_MIN) errors.message = complaintValidation.messageShort;
  else if (message.length > COMPLAINT_MESSAGE_MAX) errors.message = complaintValidation.messageLong;
  return errors;
}

/** What is sent: a guest's name and email, the order when one is named, trimmed text. */
export function complaintPayload(
  values: ComplaintValues,
  options: { asGuest: boolean; orderId?: string },
): ComplaintRequest {
  return {
    ...(options.asGuest ? { name: values.name.trim(), email: values.email.trim() } : {}),
    ...(options.orderId ? { orderId: options.orderId } : {}),
    topic: values.topic || "other",
    message: values.message.trim(),
  };
}
