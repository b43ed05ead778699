// Placing from the bag again while an earlier bag order still awaits its payment (the shopper closed the
// gateway, or its payment failed, and came back to the bag): the earlier order is replaced. In the new
// order's transaction, before its quote, each such order is cancelled through the state machine's cancel
// (its held units back, its open payment given up: a late success is refunded), so the new order can take
// the units the old one held and the bag is never bought twice.
//
// Two placements from one bag at once queue on the bag's row (locked first), so the second sees the first's
// order and replaces it. A payment that succeeds meanwhile queues on the order's row: either it is paid
// first (then it is bought and not replaced) or it is replaced first (then its success is refunded).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { cartOf } from "../cart";
import { lockOrder } from "./payments";
import { cancel } from "./transitions";

type Trx = Transaction<Database>;

/** Locks the shopper's bag row: placements from one bag (and the bag's own changes) take turns. */
export async function lockBag(trx: Kysely<Database>, userId: string): Promise<void> {
  const bag = await cartOf(trx, userId);
  await trx.selectFrom("carts").select("id").where("id", "=", bag.id).forUpdate().execute();
}

const REPLACED = "Replaced by order ";

/** The note on a replaced order's timeline and its cancel reason. */
export const replacedNote = (orderNumber: string) => `${REPLACED}${orderNumber}, placed from your bag`;

/** Whether an order's cancel reason says it was replaced (replacedNote). */
export const isReplacedNote = (reason: string) => reason.startsWith(REPLACED);

/** Cancels the shopper's bag orders awaiting payment, in `trx` (which holds the bag's lock: lockBag). */
export async function supersedeBagOrders(
  trx: Trx,
  input: { userId: string; replacedBy: string; now: Date },
): Promise<string[]> {
  const waiting = await trx
    .selectFrom("orders")
    .select("id")
    .where("user_id", "=", input.userId)
    .where("status", "=", "pending")
    .where("from_bag", "=", true)
    .orderBy("id")
    .execute();
  const replaced: string[] = [];
  for (const { id } of waiting) {
    const order = await lockOrder(trx, id);
    // Paid (or moved to cash on delivery) while this transaction waited for its lock: it is bought.
    if (order?.status !== "pending") continue;
    await cancel({
      trx,
      order,
      now: input.now,
      request: { orderId: id, action: "cancel", actor: "shopper", note: replacedNote(input.replacedBy) },
    });
    replaced.push(id);
  }
  return replaced;
}
