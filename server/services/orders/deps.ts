// What the order services need from the app: the database, the gateway (absent: online payment is off),
// the mailer, the shop's public origin (the gateway sends the shopper back there), the clock and the money
// settings.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import type { JobContext } from "../../jobs/worker";
import { sendJobMail } from "../mail/jobMail";
import type { Mailer } from "../mail/mailer";
import type { PaymentGateway } from "../payments/gateway";
import type { PricingConfig } from "../pricing/config";
import { orderConfirmationMail } from "./mail";
import { orderView } from "./view";

export interface OrderDeps {
  db: Kysely<Database>;
  gateway?: PaymentGateway;
  mailer?: Mailer;
  publicOrigin: string;
  now: () => Date;
  config: PricingConfig;
  /** How long a payment's start waits for the gateway (paymentStart.ts; default 30 s). */
  paymentStartTimeoutMs?: number;
}

export const CONFIRMATION_MAIL_JOB = "order.confirmation_mail";

/** In the transaction that sets the order's confirmation_mailed_at: its confirmation mail, as a job (one per
 * order, however often asked; docs/decisions/durable-jobs.md). */
export async function queueConfirmationMail(trx: Kysely<Database>, orderId: string): Promise<void> {
  await enqueueJob(trx, { kind: CONFIRMATION_MAIL_JOB, key: orderId, payload: { orderId } });
}

/** The confirmation job: the order as it is when the mail leaves. */
export async function sendConfirmationMail(
  deps: Pick<OrderDeps, "db" | "mailer">,
  orderId: string,
  job: JobContext,
): Promise<void> {
  const order = await deps.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) return;
  await sendJobMail(deps.mailer, orderConfirmationMail(await orderView(deps.db, order)), job);
}
