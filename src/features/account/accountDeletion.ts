// What deleting an account erases and what it keeps, in the shopper's words: the confirmation says this
// before anything is erased (docs/decisions/personal-data.md#deleting-an-account). The server's
// deleteAccount (server/services/privacy/deleteAccount.ts) does exactly this; its contract scenario checks it.
import { COMPLAINT_RECORD_YEARS, ORDER_RECORD_YEARS } from "../../lib/privacy/retention";

export const ERASED = [
  "Your account: name, username, email, phone number and password",
  "Your saved addresses",
  "Your saved designs and the pictures you uploaded for them",
  "Your wishlist, your bag and your notify-me requests",
  "Every sign-in: you are signed out on all your devices",
  "Your complaints that are not about an order, with their messages",
] as const;

export const KEPT = [
  `Your orders and their GST invoices and credit notes, for ${ORDER_RECORD_YEARS} years as tax law requires. They keep only the delivery name and address; your email and phone number are removed from them.`,
  `Your complaints about an order and their messages, as consumer protection law asks, until ${COMPLAINT_RECORD_YEARS} years after they were resolved. Your email is removed from them.`,
  "Your reviews stay on the products, without your name.",
] as const;

export const privacyScreenMessages = {
  title: "Privacy",
  guest: "Sign in to manage your privacy",
  loadFailed: "We could not load your privacy settings",
  consentLabel: "Send me offers and new arrivals by email",
  consentHint:
    "Optional and off unless you turn it on. Order and account emails are sent either way. You can turn this off here or with the unsubscribe link in any offer email.",
  consentFailed: "We could not save your choice. Please try again.",
  downloadFailed: "We could not prepare your file. Please try again.",
  deleteFailed: "We could not delete your account. Please try again.",
} as const;
