import { type Kysely, sql } from "kysely";

// Starting a payment without holding a lock while the gateway answers
// (docs/decisions/payment-start-without-locks.md): `initiating_at` is when one request took the call to the
// gateway for the attempt, in a short transaction of its own. An attempt with it set, no redirect_url yet and
// still PENDING is "initiating": a duplicate request waits for the answer instead of calling the gateway
// again, and one left so past a limit (its process died mid-call) is asked about by the sweeper. The partial
// index keeps the sweeper's question a short scan however many attempts there are.
const up_statements = [
  "alter table order_payments add column initiating_at timestamptz",
  `create index order_payments_initiating_idx on order_payments (initiating_at)
    where initiating_at is not null and redirect_url is null and state = 'PENDING'`,
];

const down_statements = [
  "drop index if exists order_payments_initiating_idx",
  "alter table order_payments drop column if exists initiating_at",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
