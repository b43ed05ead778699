import { type Kysely, sql } from "kysely";

// Orders as buying places them (server/services/orders). An order keeps everything it was placed
// with, so it reads the same whatever the catalogue does later: the delivery address (a snapshot, not a
// reference to the address book), each line's name, colour, image, MRP, price, coupon share, GST rate and
// amount and HSN, and every figure of the bill from the pricing module. The 0010 columns stay; the new ones
// have defaults only so that rows written before this migration (none outside tests) stay valid.
//
// Idempotency: (user_id, idempotency_key) is unique, so two requests with one key cannot both make an order
// (the second waits on the index entry, then finds the first's order); request_hash tells a retry of the
// same request from a different body sent with the same key.
//
// Payments: one row per attempt at the gateway (a retry is a new attempt with a new transaction id); the
// order names its current attempt. stock_taken says whether the order's units are out of variant_sizes now
// (taken when placed, given back when an online payment fails or expires, taken again on a retry).
const up_statements = [
  "alter table orders add column name text not null default ''",
  "alter table orders add column email text not null default ''",
  "alter table orders add column phone_number text not null default ''",
  "alter table orders add column alternative_number text not null default ''",
  "alter table orders add column delivery_address text not null default ''",
  "alter table orders add column city text not null default ''",
  "alter table orders add column state text not null default ''",
  "alter table orders add column pincode text not null default ''",
  "alter table orders add column order_type text not null default 'normal' check (order_type in ('normal', 'customize'))",
  `alter table orders add column payment_mode text not null default 'COD'
    check (payment_mode in ('online', 'COD'))`,
  `alter table orders add column payment_status text not null default 'cod'
    check (payment_status in ('paid', 'pending', 'failed', 'cod'))`,
  "alter table orders add column total_mrp integer not null default 0 check (total_mrp >= 0)",
  "alter table orders add column discount_on_mrp integer not null default 0 check (discount_on_mrp >= 0)",
  "alter table orders add column subtotal integer not null default 0 check (subtotal >= 0)",
  "alter table orders add column coupon_code text",
  "alter table orders add column coupon_discount integer not null default 0 check (coupon_discount >= 0)",
  "alter table orders add column gift_wrap integer not null default 0 check (gift_wrap >= 0)",
  "alter table orders add column shipping integer not null default 0 check (shipping >= 0)",
  "alter table orders add column cod_fee integer not null default 0 check (cod_fee >= 0)",
  "alter table orders add column total_amount integer not null default 0 check (total_amount >= 0)",
  "alter table orders add column gst numeric(12, 2) not null default 0 check (gst >= 0)",
  `alter table orders add column gst_breakdown jsonb not null default '{"total":0,"rates":[],"split":"IGST"}'`,
  "alter table orders add column estimated_delivery text",
  "alter table orders add column tracking_id text not null default ''",
  "alter table orders add column stock_taken boolean not null default false",
  'alter table orders add column transaction_id text collate "C"',
  "alter table orders add column payment_expires_at timestamptz",
  'alter table orders add column idempotency_key text collate "C"',
  "alter table orders add column request_hash text",
  "alter table orders add column confirmation_mailed_at timestamptz",
  "alter table orders add column updated_at timestamptz not null default now()",
  "alter table orders add constraint orders_user_idempotency_key unique (user_id, idempotency_key)",
  // The sweeper's question: which online payments are past their hold?
  "create index orders_payment_expiry_idx on orders (payment_expires_at) where payment_expires_at is not null",
  "alter table order_lines add column position integer not null default 0",
  "alter table order_lines add column name text not null default ''",
  "alter table order_lines add column color text not null default ''",
  "alter table order_lines add column image text not null default ''",
  "alter table order_lines add column unit_mrp integer not null default 0 check (unit_mrp >= 0)",
  "alter table order_lines add column coupon_share integer not null default 0 check (coupon_share >= 0)",
  "alter table order_lines add column gst_rate numeric(5, 2) not null default 0",
  "alter table order_lines add column gst numeric(12, 2) not null default 0",
  "alter table order_lines add column hsn text not null default ''",
  `create table order_payments (
    transaction_id text collate "C" primary key,
    order_id text collate "C" not null references orders (id) on delete cascade,
    gateway text not null,
    amount_paise bigint not null check (amount_paise > 0),
    state text not null default 'PENDING'
      check (state in ('PENDING', 'COMPLETED', 'FAILED', 'EXPIRED', 'ABANDONED')),
    redirect_url text,
    gateway_order_id text,
    gateway_reference text,
    idempotency_key text collate "C",
    request_hash text,
    refund_id text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (order_id, idempotency_key)
  )`,
  "create index order_payments_order_idx on order_payments (order_id, created_at)",
];

const down_statements = [
  "drop table if exists order_payments",
  ...["position", "name", "color", "image", "unit_mrp", "coupon_share", "gst_rate", "gst", "hsn"].map(
    (column) => `alter table order_lines drop column if exists ${column}`,
  ),
  "drop index if exists orders_payment_expiry_idx",
  "alter table orders drop constraint if exists orders_user_idempotency_key",
  ...[
    "name",
    "email",
    "phone_number",
    "alternative_number",
    "delivery_address",
    "city",
    "state",
    "pincode",
    "order_type",
    "payment_mode",
    "payment_status",
    "total_mrp",
    "discount_on_mrp",
    "subtotal",
    "coupon_code",
    "coupon_discount",
    "gift_wrap",
    "shipping",
    "cod_fee",
    "total_amount",
    "gst",
    "gst_breakdown",
    "estimated_delivery",
    "tracking_id",
    "stock_taken",
    "transaction_id",
    "payment_expires_at",
    "idempotency_key",
    "request_hash",
    "confirmation_mailed_at",
    "updated_at",
  ].map((column) => `alter table orders drop column if exists ${column}`),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
