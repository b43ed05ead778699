// Every kind of background job the shop writes, and what runs it (docs/decisions/durable-jobs.md). The
// services write the jobs in their transactions (server/jobs/queue.ts); a worker in each instance
// (server/jobs/worker.ts) runs them with these handlers.
import type { JobContext, JobHandlers, PeriodicJob } from "../jobs/worker";
import type { FileStore } from "../storage/fileStore";
import { fileStoreChoice, openFileStore } from "../storage/fromEnv";
import { CODE_MAIL_JOB, type CodeMailPayload, forgetUnsentCode } from "./accounts/codeRequests";
import { EMAIL_CHANGED_MAIL_JOB } from "./accounts/details";
import { sendJobMail } from "./mail/jobMail";
import type { OutgoingMail } from "./mail/mailer";
import { COMPLAINT_FILED_MAIL_JOB, COMPLAINT_REPLY_MAIL_JOB } from "./complaints/complaints";
import { sendComplaintFiledMail, sendComplaintReplyMail } from "./complaints/mail";
import { CONTACT_FORWARD_JOB, forwardContactMessage } from "./contact";
import { CONFIRMATION_MAIL_JOB, type OrderDeps, sendConfirmationMail } from "./orders/deps";
import { REFUND_MAIL_JOB, REFUND_SEND_JOB, sendRefund, sendRefundDoneMail } from "./orders/refunds";
import { PAYMENT_SWEEP_JOB, sweepPayments } from "./orders/sweeper";
import {
  PRINT_FILES_JOB,
  PRINT_FILES_MAX_MS,
  type PrintFilesPayload,
  renderOrderPrintFiles,
} from "./designs/printFilesJob";
import { PICTURE_RENDER_JOB } from "./pictures/pictures";
import { PICTURE_RENDER_MAX_MS, pictureGivenUp, renderPicture } from "./pictures/render";
import { LIFECYCLE_MAIL_JOB, sendLifecycleMail } from "./orders/transitions";
import { RESTOCK_MAIL_JOB, type RestockMailPayload, rearmRestockAlert } from "./restock";
import { ERASE_FILES_JOB, eraseStoredFiles } from "./privacy/deleteAccount";
import { eraseExpired, RETENTION_EVERY_MS, RETENTION_JOB } from "./privacy/retention";

/** What the handlers need: the services' own dependencies, and the file store pictures are kept in
 * (default: the one the environment names, server/storage/fromEnv.ts). */
export type JobDeps = OrderDeps & { files?: FileStore };

/** A handler of the payloads its module writes (the writer and the handler of a kind live in one module,
 * so they agree on the payload's shape). */
function handler<P>(
  run: (payload: P, job: JobContext) => Promise<unknown>,
  givenUp?: (payload: P) => Promise<unknown>,
): JobHandlers[string] {
  return {
    run: async (payload, job) => void (await run(payload as unknown as P, job)),
    givenUp: givenUp && (async (payload) => void (await givenUp(payload as unknown as P))),
  };
}

export function jobHandlers(deps: JobDeps): JobHandlers {
  const { db, mailer } = deps;
  const files = deps.files ?? openFileStore(fileStoreChoice(), db);
  return {
    [CONFIRMATION_MAIL_JOB]: handler<{ orderId: string }>((p, job) =>
      sendConfirmationMail(deps, p.orderId, job),
    ),
    [LIFECYCLE_MAIL_JOB]: handler((p: Parameters<typeof sendLifecycleMail>[1], job) =>
      sendLifecycleMail(deps, p, job),
    ),
    [REFUND_SEND_JOB]: handler<{ refundId: string }>((p) => sendRefund(deps, p.refundId)),
    [REFUND_MAIL_JOB]: handler<{ refundId: string }>((p, job) => sendRefundDoneMail(deps, p.refundId, job)),
    // The mails written whole when their job was queued, sent with the job's Message-ID (a retry is the
    // same mail).
    [RESTOCK_MAIL_JOB]: handler<RestockMailPayload>(
      (p, job) => sendJobMail(mailer, p.mail, job),
      (p) => rearmRestockAlert(db, p),
    ),
    [CODE_MAIL_JOB]: handler<CodeMailPayload>(
      (p, job) => sendJobMail(mailer, p.mail, job),
      (p) => forgetUnsentCode(db, p),
    ),
    [EMAIL_CHANGED_MAIL_JOB]: handler<{ mail: OutgoingMail }>((p, job) => sendJobMail(mailer, p.mail, job)),
    [CONTACT_FORWARD_JOB]: handler<{ messageId: string }>((p, job) =>
      forwardContactMessage(db, mailer, p.messageId, job),
    ),
    [COMPLAINT_FILED_MAIL_JOB]: handler<{ complaintId: string }>((p, job) =>
      sendComplaintFiledMail(deps, p.complaintId, job),
    ),
    [COMPLAINT_REPLY_MAIL_JOB]: handler<{ messageId: string }>((p, job) =>
      sendComplaintReplyMail(deps, p.messageId, job),
    ),
    [PAYMENT_SWEEP_JOB]: handler(() => sweepPayments(deps)),
    [PICTURE_RENDER_JOB]: {
      ...handler<{ pictureId: string }>(
        (p) => renderPicture(db, files, p.pictureId),
        (p) => pictureGivenUp(db, p.pictureId),
      ),
      maxRunMs: PICTURE_RENDER_MAX_MS,
    },
    [ERASE_FILES_JOB]: handler<{ keys: string[] }>((p) => eraseStoredFiles(files, p.keys)),
    [RETENTION_JOB]: handler(() => eraseExpired(db)),
    [PRINT_FILES_JOB]: {
      ...handler<PrintFilesPayload>((p) => renderOrderPrintFiles(db, files, p)),
      maxRunMs: PRINT_FILES_MAX_MS,
    },
  };
}

/** The periodic jobs (once per interval across every instance): the payment sweep at `sweepEveryMs`, the
 * personal-data erasure hourly (docs/decisions/personal-data.md#the-retention-table). */
export const periodicJobs = (sweepEveryMs: number): PeriodicJob[] => [
  { kind: PAYMENT_SWEEP_JOB, everyMs: sweepEveryMs },
  { kind: RETENTION_JOB, everyMs: RETENTION_EVERY_MS },
];
