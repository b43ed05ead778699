// What follows when staff confirm a customised order, in the confirming transaction
// (docs/decisions/customiser-design.md#ordering-a-design): the print files of each design the order prints
// are made from the order line's snapshot of the design (never from the saved design, which its shopper
// may have edited since). The print-file job is enqueued there, once per design, so it exists exactly when
// the confirmation does (docs/decisions/durable-jobs.md).
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { enqueuePrintFiles } from "../designs/printFilesJob";

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

/** One design of a confirmed customised order: the job that renders its print files from the order
 * line's snapshot, written in the confirming transaction. */
export async function whenCustomisedOrderConfirmed(
  trx: Kysely<Database>,
  orderId: string,
  designId: string,
): Promise<void> {
  await enqueuePrintFiles(trx, orderId, designId);
}
