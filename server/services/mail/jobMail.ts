import { brand } from "../../../src/lib/brand";
import type { JobContext } from "../../jobs/worker";
import type { Mailer, OutgoingMail } from "./mailer";

/** The domain of the shop's Message-IDs: the one it sends from. */
const MAIL_DOMAIN = brand.infoEmail.split("@")[1] ?? "localhost";

/**
 * Sends `mail` for a background job, with the job's Message-ID: a mail sent twice (a worker that died
 * after sending, before recording it) is the same message to the recipient's mail program
 * (docs/decisions/durable-jobs.md). Rejects when the mail could not be handed over, so the job is tried
 * again.
 */
export async function sendJobMail(mailer: Mailer | undefined, mail: OutgoingMail, job: JobContext) {
  if (!mailer) throw new Error("no mailer configured");
  await mailer.send({ ...mail, messageId: job.messageId(MAIL_DOMAIN) });
}
