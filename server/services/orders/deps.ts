// What the order services need from the app: the database, the gateway (absent: online payment is off),
// the mailer, the shop's public origin (the gateway sends the shopper back there), the clock and the money
// settings.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { sendInBackground } from "../mail/background";
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
}

/** Mails the confirmation of an order whose transaction just set confirmation_mailed_at (after commit). */
export async function mailConfirmation(deps: OrderDeps, orderId: string): Promise<void> {
  const order = await deps.db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) return;
  sendInBackground(deps.mailer, orderConfirmationMail(await orderView(deps.db, order)), "order confirmation");
}
