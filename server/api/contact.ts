import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { submitContactMessage } from "../services/contact";
import type { Mailer } from "../services/mail/mailer";
import { errorJson } from "./errors";
import { inputOf } from "./requestInput";

export const CONTACT_THANKS = "Thank you for your message. We will get back to you soon!";
export const CONTACT_MAIL_FAILED = "We couldn't send your message right now. Please try again.";

/** Contract tag "contact". Without a mailer (none configured), messages are stored and answered 502. */
export function contactRoutes(db: Kysely<Database>, mailer: Mailer | undefined) {
  return new Hono().post("/submit", async (c) => {
    const { name, email, message } = inputOf(c, "submitContact").body;
    const outcome = await submitContactMessage(
      db,
      mailer ?? { send: () => Promise.reject(new Error("no mailer configured")), close: () => {} },
      { name, email, message },
    );
    if (!outcome.mailed) return errorJson(c, 502, CONTACT_MAIL_FAILED);
    return c.json({ success: true as const, message: CONTACT_THANKS }, 201);
  });
}
