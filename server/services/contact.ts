import type { Kysely } from "kysely";
import { brand } from "../../src/lib/brand";
import type { Database } from "../db/schema";
import { enqueueJob } from "../jobs/queue";
import type { JobContext } from "../jobs/worker";
import { sendJobMail } from "./mail/jobMail";
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

export const CONTACT_FORWARD_JOB = "contact.forward";

/**
 * Stores the message and, in the same transaction, the job that forwards it to the care mailbox
 * (docs/decisions/durable-jobs.md): what the shopper wrote is never lost, and it leaves once stored,
 * tried again until the mail server takes it. Answers the message's id.
 */
export async function submitContactMessage(db: Kysely<Database>, input: ContactInput): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto("contact_messages")
      .values({ name: input.name, email: input.email, message: input.message })
      .returning("id")
      .executeTakeFirstOrThrow();
    const messageId = String(row.id);
    await enqueueJob(tx, { kind: CONTACT_FORWARD_JOB, key: messageId, payload: { messageId } });
    return messageId;
  });
}

/** The forwarding job: the stored message to the care mailbox, then marked mailed. */
export async function forwardContactMessage(
  db: Kysely<Database>,
  mailer: Mailer | undefined,
  messageId: string,
  job: JobContext,
  to: string = careMailbox(),
): Promise<void> {
  const row = await db
    .selectFrom("contact_messages")
    .selectAll()
    .where("id", "=", messageId)
    .executeTakeFirst();
  if (!row || row.mailed_at) return;
  await sendJobMail(mailer, contactMail(row, to), job);
  await db
    .updateTable("contact_messages")
    .set({ mailed_at: new Date() })
    .where("id", "=", messageId)
    .execute();
}
