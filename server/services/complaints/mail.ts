// The mails of complaints (docs/decisions/complaints.md): the ticket's number at filing, and each staff
// reply. Sent by jobs written with the change (docs/decisions/durable-jobs.md); the jobs' payloads hold
// only row ids, never a name or an address.
import type { Kysely } from "kysely";
import { brand } from "../../../src/lib/brand";
import { indiaDayInWords } from "../../../src/lib/dateInWords";
import type { Database } from "../../db/schema";
import type { JobContext } from "../../jobs/worker";
import { sendJobMail } from "../mail/jobMail";
import type { Mailer } from "../mail/mailer";

export interface ComplaintMailDeps {
  db: Kysely<Database>;
  mailer?: Mailer;
  publicOrigin: string;
}

const ticketLink = (origin: string, number: string) => `${origin}/account/complaints/${number}`;

/** Where the shopper follows the ticket: their account's page, or (a guest) a reply to the mail. */
const followUp = (deps: ComplaintMailDeps, ticket: { user_id: string | null; number: string }) =>
  ticket.user_id
    ? `Follow it, and read our replies, under My Account: ${ticketLink(deps.publicOrigin, ticket.number)}`
    : `To add anything, reply to this mail or write to ${brand.careEmail} with the ticket number.`;

/** The filing mail: the ticket's number, its two promises and what the shopper wrote. */
export async function sendComplaintFiledMail(deps: ComplaintMailDeps, complaintId: string, job: JobContext) {
  const ticket = await deps.db
    .selectFrom("complaints")
    .leftJoin("orders", "orders.id", "complaints.order_id")
    .select([
      "complaints.id",
      "complaints.number",
      "complaints.user_id",
      "complaints.name",
      "complaints.email",
      "complaints.acknowledge_by",
      "complaints.resolve_by",
      "orders.order_number",
    ])
    .where("complaints.id", "=", complaintId)
    .executeTakeFirst();
  // A deleted account's kept ticket has no email any more (docs/decisions/personal-data.md#deleting-an-account).
  if (!ticket?.email) return;
  const first = await deps.db
    .selectFrom("complaint_messages")
    .select(["id", "body", "mailed_at"])
    .where("complaint_id", "=", ticket.id)
    .orderBy("id")
    .executeTakeFirst();
  if (!first || first.mailed_at) return;
  const about = ticket.order_number ? ` about order ${ticket.order_number}` : "";
  const text = [
    `Dear ${ticket.name},`,
    "",
    `We have received your complaint${about} and registered it as ticket ${ticket.number}.`,
    `We will acknowledge it by ${indiaDayInWords(ticket.acknowledge_by)} and resolve it by ${indiaDayInWords(ticket.resolve_by)} at the latest.`,
    "",
    "What you wrote:",
    first.body,
    "",
    followUp(deps, ticket),
    "",
    `${brand.name} customer care`,
  ].join("\n");
  await sendJobMail(
    deps.mailer,
    {
      to: ticket.email,
      subject: `Your complaint is registered: ticket ${ticket.number}`,
      text,
      replyTo: brand.careEmail,
    },
    job,
  );
  await deps.db
    .updateTable("complaint_messages")
    .set({ mailed_at: new Date() })
    .where("id", "=", first.id)
    .execute();
}

/** A staff reply, to the ticket's email. */
export async function sendComplaintReplyMail(deps: ComplaintMailDeps, messageId: string, job: JobContext) {
  const reply = await deps.db
    .selectFrom("complaint_messages")
    .innerJoin("complaints", "complaints.id", "complaint_messages.complaint_id")
    .select([
      "complaint_messages.id",
      "complaint_messages.body",
      "complaint_messages.mailed_at",
      "complaints.number",
      "complaints.user_id",
      "complaints.name",
      "complaints.email",
    ])
    .where("complaint_messages.id", "=", messageId)
    .executeTakeFirst();
  if (!reply || reply.mailed_at || !reply.email) return;
  const text = [
    `Dear ${reply.name},`,
    "",
    `Our reply to your complaint, ticket ${reply.number}:`,
    "",
    reply.body,
    "",
    followUp(deps, reply),
    "",
    `${brand.name} customer care`,
  ].join("\n");
  await sendJobMail(
    deps.mailer,
    { to: reply.email, subject: `Reply to your complaint ${reply.number}`, text, replyTo: brand.careEmail },
    job,
  );
  await deps.db
    .updateTable("complaint_messages")
    .set({ mailed_at: new Date() })
    .where("id", "=", reply.id)
    .execute();
}
