import { type Kysely, sql } from "kysely";

// Complaints with ticket numbers (docs/decisions/complaints.md): Consumer Protection (E-Commerce) Rules,
// 2020, Rule 4(5) — every complaint acknowledged within 48 hours and resolved within one month of receipt.
//
// - `complaints`: one ticket. Its number ("RZ-T-4821-9063") is drawn at random like an order's
//   (docs/decisions/orders-bag-and-numbers.md#order-numbers), so it tells nobody how many complaints the
//   shop receives; unique by constraint, a clash makes the filing draw again. A signed-in shopper's ticket
//   names their account (`user_id`, erased with it) and may name one of their orders; a guest's has none.
//   The two due times are stored when it is filed, so a later change of the rule's reading never moves a
//   promise already made.
// - `complaint_messages`: the thread, the complaint itself first, then staff replies (each mailed).
const up_statements = [
  `create function rz_ticket_number() returns text language sql volatile as $$
    select 'RZ-T-' || substr(n, 1, 4) || '-' || substr(n, 5, 4)
    from (select (10000000 + (('x' || substr(replace(gen_random_uuid()::text, '-', ''), 17, 15))::bit(60)::bigint
      % 90000000))::text as n) as drawn
  $$`,
  `create table complaints (
    id bigint generated always as identity primary key,
    number text collate "C" not null default rz_ticket_number() unique,
    user_id text collate "C" references users (id) on delete cascade,
    order_id text collate "C" references orders (id) on delete set null,
    name text not null check (length(name) between 1 and 200),
    email text not null check (length(email) between 3 and 254),
    topic text not null
      check (topic in ('order', 'delivery', 'return_refund', 'payment', 'product', 'website', 'other')),
    status text not null default 'open' check (status in ('open', 'acknowledged', 'resolved')),
    created_at timestamptz not null,
    acknowledge_by timestamptz not null,
    resolve_by timestamptz not null,
    acknowledged_at timestamptz,
    resolved_at timestamptz
  )`,
  "create index complaints_user_idx on complaints (user_id, created_at desc)",
  "create index complaints_unresolved_idx on complaints (created_at, id) where status <> 'resolved'",
  `create table complaint_messages (
    id bigint generated always as identity primary key,
    complaint_id bigint not null references complaints (id) on delete cascade,
    author text not null check (author in ('shopper', 'staff')),
    staff_id text collate "C" references users (id) on delete set null,
    body text not null check (length(body) between 1 and 5000),
    created_at timestamptz not null,
    mailed_at timestamptz
  )`,
  "create index complaint_messages_thread_idx on complaint_messages (complaint_id, id)",
];

const down_statements = [
  "drop table if exists complaint_messages",
  "drop table if exists complaints",
  "drop function if exists rz_ticket_number()",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
