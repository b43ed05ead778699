// Staff's board: every shopper's orders (filters over status, payment, India-time days and a search that
// also reads the shopper's contact details), one order with who ordered it, and the actions the state
// machine allows on each, read for a whole page at once.
import type { Kysely } from "kysely";
import type { operations } from "../../../src/api/schema";
import { badRequest } from "../errors";
import type { Database } from "../../db/schema";
import { readPageFacts, returnView } from "./detail";
import { staffActionsOf } from "./lifecycle";
import { listOrderRows } from "./orderList";
import { type Order, type OrderRow, orderViews } from "./view";

type Db = Kysely<Database>;
type StaffListQuery = NonNullable<operations["listStaffOrders"]["parameters"]["query"]>;

const DAY_MS = 86_400_000;

/** The instant an India-time day starts (India keeps +05:30 all year). */
function indiaDayStart(day: string, field: string): Date {
  const at = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(at.getTime())) throw badRequest(`${field} must be a date like 2026-04-01`);
  return at;
}

/** Each order with its customer, its return (the board's row flags a problem the shopper reported) and the
 * staff actions its state allows now (`rows[i]` is `orders[i]`'s). */
async function withStaffFields(db: Db, rows: OrderRow[], orders: Order[], now: Date): Promise<Order[]> {
  if (rows.length === 0) return [];
  const [users, { facts, returnByOrder }] = await Promise.all([
    db
      .selectFrom("users")
      .select(["id", "username", "email"])
      .where(
        "id",
        "in",
        rows.map((row) => row.user_id),
      )
      .execute(),
    readPageFacts(db, rows, now),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  return rows.map((row, i) => {
    const user = userById.get(row.user_id);
    const request = returnByOrder.get(row.id);
    return {
      ...orders[i],
      ...(request ? { return: returnView(request) } : {}),
      ...(user ? { customer: { userId: user.id, username: user.username, email: user.email } } : {}),
      staffActions: staffActionsOf(facts[i]),
    };
  });
}

export async function listStaffOrders(
  db: Db,
  query: StaffListQuery,
  now: Date,
): Promise<{ orders: Order[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await listOrderRows(db, {
    ...(query.status ? { statuses: [query.status] } : {}),
    ...(query.paymentStatus ? { paymentStatus: query.paymentStatus } : {}),
    ...(query.from ? { from: indiaDayStart(query.from, "from") } : {}),
    ...(query.to ? { before: new Date(indiaDayStart(query.to, "to").getTime() + DAY_MS) } : {}),
    ...(query.q ? { q: query.q, qOverShopper: true } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
    limit: query.limit ?? 20,
  });
  return { orders: await withStaffFields(db, rows, await orderViews(db, rows), now), nextCursor };
}
