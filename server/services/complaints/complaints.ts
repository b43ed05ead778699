// Complaints with tickets (docs/decisions/complaints.md): filing (the ticket number at once, mailed through
// a job written in the same transaction, docs/decisions/durable-jobs.md), the shopper's and staff's reads,
// staff replies (each mailed) and the status moves. Consumer Protection (E-Commerce) Rules, 2020, Rule 4(5):
// the due times are stored at filing; each answer carries the clock at its time.
import type { Kysely, Selectable } from "kysely";
import type { components } from "../../../src/api/schema";
import { acknowledgeByOf, complaintMessages, resolveByOf } from "../../../src/lib/complaintWords";
import type { ComplaintStatusValue, ComplaintsTable, ComplaintTopicValue, Database } from "../../db/schema";
import { enqueueJob } from "../../jobs/queue";
import type { UserRow } from "../accounts/users";
import { ApiError } from "../errors";

type Complaint = components["schemas"]["Complaint"];
type Clock = components["schemas"]["ComplaintClock"];
type Row = Selectable<ComplaintsTable> & { order_number: string | null; replies: string | number | null };

export const COMPLAINT_FILED_MAIL_JOB = "complaint.filed-mail";
export const COMPLAINT_REPLY_MAIL_JOB = "complaint.reply-mail";

export interface ComplaintDeps {
  db: Kysely<Database>;
  now: () => Date;
}

const iso = (date: Date | string) => new Date(date).toISOString();
const isoOrNull = (date: Date | string | null) => (date === null ? null : iso(date));

/** The clock at `now`: the step due next, its due time and the minutes left (negative: overdue). */
export function clockOf(row: Pick<Row, "status" | "acknowledge_by" | "resolve_by">, now: Date): Clock {
  if (row.status === "resolved") return { step: "done", dueAt: null, minutesLeft: null, overdue: false };
  const step = row.status === "open" ? "acknowledge" : "resolve";
  const due = new Date(step === "acknowledge" ? row.acknowledge_by : row.resolve_by);
  const left = due.getTime() - now.getTime();
  return { step, dueAt: due.toISOString(), minutesLeft: Math.floor(left / 60_000), overdue: left <= 0 };
}

function complaintsWithOrders(db: Kysely<Database>) {
  return db
    .selectFrom("complaints")
    .leftJoin("orders", "orders.id", "complaints.order_id")
    .selectAll("complaints")
    .select("orders.order_number")
    .select((eb) =>
      eb
        .selectFrom("complaint_messages")
        .select((m) => m.fn.countAll<string>().as("n"))
        .whereRef("complaint_messages.complaint_id", "=", "complaints.id")
        .where("complaint_messages.author", "=", "staff")
        .as("replies"),
    );
}

function view(row: Row, now: Date): Complaint {
  return {
    number: row.number,
    topic: row.topic,
    status: row.status,
    name: row.name,
    email: row.email,
    orderId: row.order_id,
    orderNumber: row.order_number,
    createdAt: iso(row.created_at),
    acknowledgeBy: iso(row.acknowledge_by),
    resolveBy: iso(row.resolve_by),
    acknowledgedAt: isoOrNull(row.acknowledged_at),
    resolvedAt: isoOrNull(row.resolved_at),
    clock: clockOf(row, now),
    replies: Number(row.replies ?? 0),
  };
}

async function withThread(db: Kysely<Database>, row: Row, now: Date): Promise<Complaint> {
  const messages = await db
    .selectFrom("complaint_messages")
    .select(["author", "body", "created_at"])
    .where("complaint_id", "=", row.id)
    .orderBy("id")
    .execute();
  return {
    ...view(row, now),
    messages: messages.map((m) => ({ author: m.author, body: m.body, createdAt: iso(m.created_at) })),
  };
}

export interface ComplaintInput {
  name?: string;
  email?: string;
  orderId?: string;
  topic: ComplaintTopicValue;
  message: string;
}

/** The unique violation of a drawn number that another ticket drew too (PostgreSQL and PGlite). */
const isNumberClash = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { code?: string }).code === "23505" &&
  String(
    (error as { constraint?: string; message?: string }).constraint ?? (error as Error).message,
  ).includes("number");

/**
 * Files a complaint: the ticket, its first message and the job that mails its number, in one transaction.
 * A signed-in shopper's ticket is under their account's name and email and may name one of their orders;
 * a guest gives name and email. Three draws of the number before giving up (as order numbers do).
 */
export async function fileComplaint(
  deps: ComplaintDeps,
  user: UserRow | null,
  input: ComplaintInput,
): Promise<Complaint> {
  const { db } = deps;
  const name = user ? user.name || user.username : input.name;
  const email = user ? user.email : input.email;
  if (!name) throw new ApiError(400, complaintMessages.nameRequired);
  if (!email) throw new ApiError(400, complaintMessages.emailRequired);
  let orderId: string | null = null;
  if (input.orderId !== undefined) {
    const order = user
      ? await db
          .selectFrom("orders")
          .select("id")
          .where("id", "=", input.orderId)
          .where("user_id", "=", user.id)
          .executeTakeFirst()
      : undefined;
    if (!order) throw new ApiError(404, complaintMessages.orderNotFound);
    orderId = order.id;
  }
  const filedAt = deps.now();
  for (let draw = 1; ; draw++) {
    try {
      const id = await db.transaction().execute(async (tx) => {
        const ticket = await tx
          .insertInto("complaints")
          .values({
            user_id: user?.id ?? null,
            order_id: orderId,
            name,
            email,
            topic: input.topic,
            created_at: filedAt,
            acknowledge_by: acknowledgeByOf(filedAt),
            resolve_by: resolveByOf(filedAt),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await tx
          .insertInto("complaint_messages")
          .values({ complaint_id: ticket.id, author: "shopper", body: input.message, created_at: filedAt })
          .execute();
        const complaintId = String(ticket.id);
        await enqueueJob(tx, { kind: COMPLAINT_FILED_MAIL_JOB, key: complaintId, payload: { complaintId } });
        return complaintId;
      });
      const row = await complaintsWithOrders(db).where("complaints.id", "=", id).executeTakeFirstOrThrow();
      return withThread(db, row, deps.now());
    } catch (error) {
      if (draw < 3 && isNumberClash(error)) continue;
      throw error;
    }
  }
}

/** The shopper's tickets, newest first (at most 100), without their threads. */
export async function listShopperComplaints(deps: ComplaintDeps, userId: string): Promise<Complaint[]> {
  const rows = await complaintsWithOrders(deps.db)
    .where("complaints.user_id", "=", userId)
    .orderBy("complaints.created_at", "desc")
    .orderBy("complaints.id", "desc")
    .limit(100)
    .execute();
  const now = deps.now();
  return rows.map((row) => view(row, now));
}

/** One of the shopper's tickets with its thread; another's, or none, is 404 alike. */
export async function shopperComplaint(deps: ComplaintDeps, userId: string, number: string) {
  const row = await complaintsWithOrders(deps.db)
    .where("complaints.number", "=", number)
    .where("complaints.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, complaintMessages.notFound);
  return withThread(deps.db, row, deps.now());
}

/** The staff queue: unresolved tickets oldest first, or the resolved ones newest resolved first. */
export async function staffComplaintQueue(
  deps: ComplaintDeps,
  state: "open" | "resolved",
): Promise<Complaint[]> {
  let query = complaintsWithOrders(deps.db);
  query =
    state === "open"
      ? query
          .where("complaints.status", "<>", "resolved")
          .orderBy("complaints.created_at")
          .orderBy("complaints.id")
      : query
          .where("complaints.status", "=", "resolved")
          .orderBy("complaints.resolved_at", "desc")
          .orderBy("complaints.id", "desc");
  const rows = await query.limit(200).execute();
  const now = deps.now();
  return rows.map((row) => view(row, now));
}

async function ticketByNumber(db: Kysely<Database>, number: string) {
  const row = await complaintsWithOrders(db).where("complaints.number", "=", number).executeTakeFirst();
  if (!row) throw new ApiError(404, complaintMessages.notFound);
  return row;
}

export async function staffComplaint(deps: ComplaintDeps, number: string) {
  return withThread(deps.db, await ticketByNumber(deps.db, number), deps.now());
}

/** A staff reply: into the thread, mailed to the ticket's email by a job in the same transaction; an open
 * ticket is acknowledged by it. */
export async function replyToComplaint(
  deps: ComplaintDeps,
  staff: UserRow,
  number: string,
  message: string,
): Promise<Complaint> {
  const { db } = deps;
  const at = deps.now();
  await db.transaction().execute(async (tx) => {
    const ticket = await tx
      .selectFrom("complaints")
      .select(["id", "status"])
      .where("number", "=", number)
      .forUpdate()
      .executeTakeFirst();
    if (!ticket) throw new ApiError(404, complaintMessages.notFound);
    const reply = await tx
      .insertInto("complaint_messages")
      .values({ complaint_id: ticket.id, author: "staff", staff_id: staff.id, body: message, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (ticket.status === "open") {
      await tx
        .updateTable("complaints")
        .set({ status: "acknowledged", acknowledged_at: at })
        .where("id", "=", ticket.id)
        .execute();
    }
    const messageId = String(reply.id);
    await enqueueJob(tx, { kind: COMPLAINT_REPLY_MAIL_JOB, key: messageId, payload: { messageId } });
  });
  return staffComplaint(deps, number);
}

/** acknowledged (from open) or resolved (from open or acknowledged); a resolved ticket stays resolved. */
export async function setComplaintStatus(
  deps: ComplaintDeps,
  number: string,
  status: Exclude<ComplaintStatusValue, "open">,
): Promise<Complaint> {
  const { db } = deps;
  const at = deps.now();
  await db.transaction().execute(async (tx) => {
    const ticket = await tx
      .selectFrom("complaints")
      .select(["id", "status", "acknowledged_at"])
      .where("number", "=", number)
      .forUpdate()
      .executeTakeFirst();
    if (!ticket) throw new ApiError(404, complaintMessages.notFound);
    if (ticket.status === "resolved") throw new ApiError(409, complaintMessages.alreadyResolved);
    if (status === "acknowledged" && ticket.status === "acknowledged")
      throw new ApiError(409, complaintMessages.alreadyAcknowledged);
    await tx
      .updateTable("complaints")
      .set(
        status === "acknowledged"
          ? { status, acknowledged_at: at }
          : { status, resolved_at: at, acknowledged_at: ticket.acknowledged_at ?? at },
      )
      .where("id", "=", ticket.id)
      .execute();
  });
  return staffComplaint(deps, number);
}
