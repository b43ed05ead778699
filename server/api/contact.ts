import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { submitContactMessage } from "../services/contact";
import type { Mailer } from "../services/mail/mailer";
import { badRequest, errorJson } from "./errors";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CONTACT_THANKS = "Thank you for your message. We will get back to you soon!";
export const CONTACT_MAIL_FAILED = "We couldn't send your message right now. Please try again.";

type Json = Record<string, unknown>;

function stringField(body: Json, field: string, max: number): string {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`${field} is required`);
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  if (value.trim() === "") throw badRequest(`${field} is required`);
  if (value.length > max) throw badRequest(`${field} must be at most ${max} characters`);
  return value;
}

/** Contract tag "contact". Without a mailer (none configured), messages are stored and answered 502. */
export function contactRoutes(db: Kysely<Database>, mailer: Mailer | undefined) {
  return new Hono().post("/submit", async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw badRequest("Request body must be valid JSON");
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      throw badRequest("Request body must be a JSON object");
    }
    const json = body as Json;
    const name = stringField(json, "name", 200).trim();
    const email = stringField(json, "email", 254).trim();
    if (!EMAIL.test(email)) throw badRequest("email must be a valid email");
    const message = stringField(json, "message", 5000);
    const outcome = await submitContactMessage(
      db,
      mailer ?? { send: () => Promise.reject(new Error("no mailer configured")), close: () => {} },
      { name, email, message },
    );
    if (!outcome.mailed) return errorJson(c, 502, CONTACT_MAIL_FAILED);
    return c.json({ success: true as const, message: CONTACT_THANKS }, 201);
  });
}
