// An order's timeline: one row per change that matters to the shopper, written in the transaction that
// makes the change (so the timeline never says more or less than the order), read oldest first.
import type { Kysely, Transaction } from "kysely";
import type { components } from "../../../src/api/schema";
import type { Database, OrderEventActor, OrderEventKind } from "../../db/schema";

export type OrderEvent = components["schemas"]["OrderEvent"];

export interface NewOrderEvent {
  kind: OrderEventKind;
  at: Date;
  /** Words for the shopper (courier and tracking number, a reason, an amount); empty when none. */
  note?: string;
  actor?: OrderEventActor;
}

export async function addOrderEvent(
  trx: Transaction<Database> | Kysely<Database>,
  orderId: string,
  event: NewOrderEvent,
): Promise<void> {
  await trx
    .insertInto("order_events")
    .values({ order_id: orderId, kind: event.kind, at: event.at, note: event.note ?? "", actor: event.actor })
    .execute();
}

export async function orderTimeline(db: Kysely<Database>, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .selectFrom("order_events")
    .select(["kind", "at", "note"])
    .where("order_id", "=", orderId)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    ...(row.note ? { note: row.note } : {}),
  }));
}
