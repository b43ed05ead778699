// Order lists, newest first, filtered in the database and paged by keyset: the shopper's own orders and
// staff's board. The cursor is the last order's (created_at, id), opaque to callers (base64url of JSON);
// created_at travels as text with its microseconds, so a page boundary never drops or repeats an order
// that shares the millisecond with it.
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { components, operations } from "../../../src/api/schema";
import { badRequest } from "../errors";
import { orderNumberOf } from "../../../src/lib/orderNumber";
import type { Database } from "../../db/schema";
import type { OrderStatus, PaymentStatus } from "./lifecycle";
import type { OrderDeps } from "./deps";
import { shopperOrderViews } from "./detail";
import type { Order, OrderRow } from "./view";

type Db = Kysely<Database>;
type StatusFilter = components["schemas"]["OrderStatusFilter"];
type Where = ExpressionBuilder<Database & { o: Database["orders"] }, "o">;

export const CURSOR_INVALID = "cursor is not valid";

/** The list filter's status groups (contract: listOrders `status`). */
const STATUS_GROUPS: Record<StatusFilter, OrderStatus[]> = {
  pending: ["pending"],
  processing: ["processing", "confirmed"],
  shipped: ["shipped", "out_for_delivery"],
  delivered: ["delivered"],
  cancelled: ["cancelled"],
  returned: ["return_requested", "return_accepted", "returned"],
};

interface Cursor {
  at: string;
  id: string;
}

const MICRO_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString("base64url");
}

/** The cursor's position, or 400 'cursor is not valid' for anything this server did not hand out. */
export function decodeCursor(text: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw badRequest(CURSOR_INVALID);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw badRequest(CURSOR_INVALID);
  const [at, id] = parsed;
  const valid =
    typeof at === "string" &&
    MICRO_ISO.test(at) &&
    // A real instant: the milliseconds part survives a round trip (no 31 February, no hour 25).
    new Date(`${at.slice(0, 23)}Z`).toISOString().slice(0, 23) === at.slice(0, 23) &&
    typeof id === "string" &&
    id.length > 0 &&
    id.length <= 64 &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    !/[\u0000-\u001f]/.test(id);
  if (!valid) throw badRequest(CURSOR_INVALID);
  return { at, id };
}

/** `%`, `_` and the escape itself as literal characters of a LIKE pattern. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export interface ListFilters {
  userId?: string;
  orderType?: "normal" | "customize";
  statuses?: OrderStatus[];
  paymentStatus?: PaymentStatus;
  /** Placed at or after / before these instants. */
  from?: Date;
  before?: Date;
  q?: string;
  /** Staff's search also reads the shopper's contact details. */
  qOverShopper?: boolean;
  cursor?: string;
  limit: number;
}

function searchOf(q: string, overShopper: boolean) {
  const pattern = `%${likeEscaped(q)}%`;
  const number = orderNumberOf(q);
  return (eb: Where) => {
    const contains = (column: string) => sql<boolean>`${sql.ref(column)} ilike ${pattern} escape '\\'`;
    const terms = [
      ...(number ? [eb("o.order_number", "=", number)] : []),
      eb(sql`lower(o.id)`, "=", q.toLowerCase()),
      eb.exists(
        eb
          .selectFrom("order_lines as l")
          .select(sql`1`.as("one"))
          .whereRef("l.order_id", "=", "o.id")
          .where(contains("l.name")),
      ),
    ];
    if (overShopper) {
      terms.push(
        eb.or([contains("o.email"), contains("o.name"), contains("o.phone_number")]),
        eb.exists(
          eb
            .selectFrom("users as u")
            .select(sql`1`.as("one"))
            .whereRef("u.id", "=", "o.user_id")
            .where(eb.or([contains("u.email"), contains("u.username"), contains("u.phone")])),
        ),
      );
    }
    return eb.or(terms);
  };
}

/** One page of orders matching the filters, and the cursor of the next (null on the last). */
export async function listOrderRows(
  db: Db,
  filters: ListFilters,
): Promise<{ rows: OrderRow[]; nextCursor: string | null }> {
  const after = filters.cursor ? decodeCursor(filters.cursor) : null;
  let query = db
    .selectFrom("orders as o")
    .selectAll("o")
    .select(
      sql<string>`to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as("cursor_at"),
    );
  if (filters.userId) query = query.where("o.user_id", "=", filters.userId);
  if (filters.orderType) query = query.where("o.order_type", "=", filters.orderType);
  if (filters.statuses) query = query.where("o.status", "in", filters.statuses);
  if (filters.paymentStatus) query = query.where("o.payment_status", "=", filters.paymentStatus);
  if (filters.from) query = query.where("o.created_at", ">=", filters.from);
  if (filters.before) query = query.where("o.created_at", "<", filters.before);
  if (filters.q) query = query.where(searchOf(filters.q, filters.qOverShopper ?? false));
  if (after) {
    query = query.where(sql<boolean>`(o.created_at, o.id) < (${after.at}::timestamptz, ${after.id})`);
  }
  const found = await query
    .orderBy("o.created_at", "desc")
    .orderBy("o.id", "desc")
    .limit(filters.limit + 1)
    .execute();
  const page = found.slice(0, filters.limit);
  const last = page.at(-1);
  const nextCursor =
    found.length > filters.limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null;
  return { rows: page.map(({ cursor_at: _, ...row }) => row), nextCursor };
}

type ListOrdersQuery = NonNullable<operations["listOrders"]["parameters"]["query"]>;

/** The shopper's list: their orders of one type, the filter panel's groups, each with what the shopper
 * may do with it now. */
export async function listShopperOrders(
  deps: Pick<OrderDeps, "db" | "now" | "config">,
  userId: string,
  query: ListOrdersQuery,
): Promise<{ orders: Order[]; nextCursor: string | null }> {
  const { db } = deps;
  const { rows, nextCursor } = await listOrderRows(db, {
    userId,
    orderType: query.type === "customise" ? "customize" : "normal",
    ...(query.status ? { statuses: STATUS_GROUPS[query.status] } : {}),
    ...(query.paymentStatus ? { paymentStatus: query.paymentStatus } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
    limit: query.limit ?? 10,
  });
  return { orders: await shopperOrderViews(db, rows, deps.now(), deps.config), nextCursor };
}
