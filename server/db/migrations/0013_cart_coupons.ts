import { type Kysely, sql } from "kysely";

// Buying: a cart line can be left out of the order (selected), and coupons become server data.
// A coupon's code is stored upper case (shoppers type it in any case); its kind is a flat amount or a
// percentage (rounded down by the pricing module); it may need a minimum order, have a validity window and
// a per-shopper limit (null = unlimited). A redemption is written in the transaction that creates the order
// and counts toward that limit while its order is not cancelled (server/services/coupons.ts). The two
// coupons the shop launches with are inserted here, so every database has them, seeded or not.
const up_statements = [
  "alter table cart_lines add column selected boolean not null default true",
  `create table coupons (
    code text collate "C" primary key check (code = upper(code) and length(code) between 1 and 30),
    kind text not null check (kind in ('flat', 'percent')),
    value integer not null check (value > 0),
    min_order integer not null default 0 check (min_order >= 0),
    valid_from timestamptz,
    valid_to timestamptz,
    per_shopper_limit integer check (per_shopper_limit > 0),
    active boolean not null default true,
    created_at timestamptz not null default now(),
    check (kind <> 'percent' or value <= 100),
    check (valid_from is null or valid_to is null or valid_from < valid_to)
  )`,
  `create table coupon_redemptions (
    coupon_code text collate "C" not null references coupons (code) on update cascade,
    user_id text collate "C" not null references users (id) on delete cascade,
    order_id text collate "C" not null unique references orders (id) on delete cascade,
    created_at timestamptz not null default now()
  )`,
  // "How often has this shopper used this coupon?", read before every quote with a code.
  "create index coupon_redemptions_user_idx on coupon_redemptions (coupon_code, user_id)",
  `insert into coupons (code, kind, value) values ('SAVE100', 'flat', 100), ('DISCOUNT10', 'percent', 10)`,
];

const down_statements = [
  "drop table if exists coupon_redemptions",
  "drop table if exists coupons",
  "alter table cart_lines drop column if exists selected",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
