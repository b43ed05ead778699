import { type Kysely, sql } from "kysely";

// What happens to an order after it is placed (server/services/orders/lifecycle.ts is the one state machine
// that writes these): the finer statuses (confirmed by staff, out for delivery, a return's steps), the
// shipment, a timeline row per change, the return request, refunds (gateway or, for COD, a UPI or bank
// transfer), and GST documents (an invoice per order, credit notes) with a gap-free number per series and
// financial year, taken from a counter row under its lock.
const ORDER_STATUSES = [
  "pending",
  "processing",
  "confirmed",
  "shipped",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "return_requested",
  "return_accepted",
  "returned",
];
const PAYMENT_STATUSES = ["paid", "pending", "failed", "cod", "refunded"];
export const ORDER_EVENT_KINDS = [
  "placed",
  "payment_pending",
  "payment_failed",
  "paid",
  "confirmed",
  "shipped",
  "out_for_delivery",
  "delivered",
  "cancelled",
  "return_requested",
  "return_accepted",
  "return_refused",
  "return_picked_up",
  "refund_initiated",
  "refunded",
  "refund_failed",
];
const list = (values: string[]) => values.map((value) => `'${value}'`).join(", ");

const up_statements = [
  "alter table orders drop constraint if exists orders_status_check",
  `alter table orders add constraint orders_status_check check (status in (${list(ORDER_STATUSES)}))`,
  "alter table orders drop constraint if exists orders_payment_status_check",
  `alter table orders add constraint orders_payment_status_check
    check (payment_status in (${list(PAYMENT_STATUSES)}))`,
  "alter table orders add column courier text",
  "alter table orders add column tracking_number text",
  "alter table orders add column shipped_at timestamptz",
  "alter table orders add column confirmed_at timestamptz",
  "alter table orders add column cancelled_at timestamptz",
  "alter table orders add column cancel_reason text",
  // Keyset pages: a shopper's orders newest first (ties by id), and the staff board's.
  "create index orders_user_keyset_idx on orders (user_id, order_type, created_at desc, id desc)",
  "create index orders_keyset_idx on orders (created_at desc, id desc)",
  `create table order_events (
    id bigint generated always as identity primary key,
    order_id text collate "C" not null references orders (id) on delete cascade,
    kind text not null check (kind in (${list(ORDER_EVENT_KINDS)})),
    at timestamptz not null default now(),
    note text not null default '',
    actor text not null default 'system' check (actor in ('shopper', 'staff', 'gateway', 'system'))
  )`,
  "create index order_events_order_idx on order_events (order_id, at, id)",
  `create table order_returns (
    order_id text collate "C" primary key references orders (id) on delete cascade,
    state text not null default 'requested' check (state in ('requested', 'accepted', 'refused', 'picked_up')),
    reason text not null default '',
    line_ids jsonb not null,
    pickup_address text not null,
    pickup_city text not null,
    pickup_state text not null,
    pickup_pincode text not null,
    refund_upi text,
    refund_account_name text,
    refund_account_number text,
    refund_ifsc text,
    refused_reason text,
    requested_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table order_refunds (
    refund_id text collate "C" primary key,
    order_id text collate "C" not null references orders (id) on delete cascade,
    reason text not null check (reason in ('cancellation', 'return')),
    method text not null check (method in ('original_payment', 'upi', 'bank_transfer')),
    amount integer not null check (amount > 0),
    state text not null default 'initiated' check (state in ('initiated', 'processed', 'failed')),
    transaction_id text collate "C",
    reference text,
    created_at timestamptz not null default now(),
    processed_at timestamptz,
    updated_at timestamptz not null default now()
  )`,
  "create index order_refunds_order_idx on order_refunds (order_id, created_at)",
  // The refunds still on their way at the gateway, for the poller.
  "create index order_refunds_open_idx on order_refunds (created_at) where state = 'initiated'",
  `create table tax_documents (
    id text collate "C" primary key,
    order_id text collate "C" not null references orders (id) on delete cascade,
    kind text not null check (kind in ('invoice', 'credit_note')),
    number text collate "C" not null unique check (length(number) <= 16),
    financial_year text not null,
    seq integer not null check (seq > 0),
    issued_at timestamptz not null default now(),
    reason text,
    amount integer not null default 0 check (amount >= 0),
    lines jsonb not null default '[]',
    unique (kind, financial_year, seq)
  )`,
  "create unique index tax_documents_one_invoice_idx on tax_documents (order_id) where kind = 'invoice'",
  "create index tax_documents_order_idx on tax_documents (order_id, issued_at)",
  `create table tax_document_counters (
    kind text not null check (kind in ('invoice', 'credit_note')),
    financial_year text not null,
    last integer not null default 0,
    primary key (kind, financial_year)
  )`,
];

const down_statements = [
  "drop table if exists tax_document_counters",
  "drop table if exists tax_documents",
  "drop table if exists order_refunds",
  "drop table if exists order_returns",
  "drop table if exists order_events",
  "drop index if exists orders_keyset_idx",
  "drop index if exists orders_user_keyset_idx",
  ...["courier", "tracking_number", "shipped_at", "confirmed_at", "cancelled_at", "cancel_reason"].map(
    (column) => `alter table orders drop column if exists ${column}`,
  ),
  "alter table orders drop constraint if exists orders_payment_status_check",
  `alter table orders add constraint orders_payment_status_check
    check (payment_status in ('paid', 'pending', 'failed', 'cod'))`,
  "alter table orders drop constraint if exists orders_status_check",
  `alter table orders add constraint orders_status_check
    check (status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
