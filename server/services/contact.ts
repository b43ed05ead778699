import type { Kysely } from "kysely";
import { brand } from "../../src/lib/brand";
import type { Database } from "../db/schema";
import type { Mailer } from "./mail/mailer";

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

/** Where contact messages go: CARE_EMAIL, else the brand's care mailbox. */
export const careMailbox = (env: NodeJS.ProcessEnv = process.env) => env.CARE_EMAIL || brand.careEmail;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The mail the care team receives: who wrote (reply goes to them) and what. */
export function contactMail(input: ContactInput, to: string) {
  const subject = `Contact form: ${input.name.replace(/[\r\n]+/g, " ").slice(0, 120)}`;
  const text = `Name: ${input.name}\nEmail: ${input.email}\n\n${input.message}\n`;
  const html =
    `<p><strong>Name:</strong> ${escapeHtml(input.name)}<br>` +
    `<strong>Email:</strong> ${escapeHtml(input.email)}</p>` +
    `<p>${escapeHtml(input.message).replace(/\r?\n/g, "<br>")}</p>`;
  return { to, subject, text, html, replyTo: input.email };
}

export type ContactOutcome = { stored: string; mailed: boolean };

/**
 * Stores the message, then mails it to the care mailbox. The row is committed before sending and kept
 * when sending fails (mailed_at stays null): what the shopper wrote is never lost, and rows with
 * mailed_at null are the ones still to (re)send. Sending success sets mailed_at.
 */
export async function submitContactMessage(
  db: Kysely<Database>,
  mailer: Mailer,
  input: ContactInput,
  to: string = careMailbox(),
): Promise<ContactOutcome> {
  const row = await db
    .insertInto("contact_messages")
    .values({ name: input.name, email: input.email, message: input.message })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = String(row.id);
  try {
    await mailer.send(contactMail(input, to));
  } catch (error) {
    console.error(`Contact message ${id}: mail not sent:`, error instanceof Error ? error.message : error);
    return { stored: id, mailed: false };
  }
  await db.updateTable("contact_messages").set({ mailed_at: new Date() }).where("id", "=", id).execute();
  return { stored: id, mailed: true };
}
