import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { submitContactMessage } from "../services/contact";
import type { Mailer } from "../services/mail/mailer";
import { errorJson } from "./errors";
import { inputOf } from "./requestInput";

export const CONTACT_THANKS = "Thank you for your message. We will get back to you soon!";
export const CONTACT_MAIL_FAILED = "We couldn't send your message right now. Please try again.";

/** Contract tag "contact". The message is stored and forwarded by a background job; without a mailer
 * (none configured) it is stored and answered 502, as it cannot leave this shop. */
export function contactRoutes(db: Kysely<Database>, mailer: Mailer | undefined) {
  return new Hono().post("/submit", async (c) => {
    const { name, email, message } = inputOf(c, "submitContact").body;
    await submitContactMessage(db, { name, email, message });
    if (!mailer) return errorJson(c, 502, CONTACT_MAIL_FAILED);
    return c.json({ success: true as const, message: CONTACT_THANKS }, 201);
  });
}
