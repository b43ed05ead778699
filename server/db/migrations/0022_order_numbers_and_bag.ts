import { type Kysely, sql } from "kysely";

// Order numbers a shopper and the care team can read aloud: "RZ-4821-9063" (two groups of four digits, the
// first group never starting with 0), drawn at random from 90 million, so nobody can guess how many orders
// the shop takes or the number of another's order. The database draws them (the column's default), from
// gen_random_uuid's random bits; a draw that meets a taken number fails on the unique constraint and the
// placing transaction runs again (server/services/orders/place.ts). Existing orders get theirs here.
//
// `from_bag`: whether the order was placed from the shopper's bag (not Buy Now). Its lines stay in the bag
// until the order is paid or moved to cash on delivery, and placing from the bag again replaces an earlier
// bag order still awaiting payment (server/services/orders/bag.ts), found through the partial index.
const up_statements = [
  `create function rz_order_number() returns text language sql volatile as $$
    select 'RZ-' || substr(n, 1, 4) || '-' || substr(n, 5, 4)
    from (select (10000000 + (('x' || substr(replace(gen_random_uuid()::text, '-', ''), 17, 15))::bit(60)::bigint
      % 90000000))::text as n) as drawn
  $$`,
  "alter table orders add column order_number text",
  "update orders set order_number = rz_order_number()",
  // Draws again for the (unlikely) orders that drew a number another order drew too.
  `do $$ begin
    loop
      update orders set order_number = rz_order_number() where id in (
        select id from (
          select id, row_number() over (partition by order_number order by created_at, id) as nth from orders
        ) as numbered where nth > 1);
      exit when not found;
    end loop;
  end $$`,
  "alter table orders alter column order_number set default rz_order_number()",
  "alter table orders alter column order_number set not null",
  "alter table orders add constraint orders_order_number_key unique (order_number)",
  "alter table orders add column from_bag boolean not null default false",
  "create index orders_awaiting_payment_idx on orders (user_id) where status = 'pending'",
];

const down_statements = [
  "drop index if exists orders_awaiting_payment_idx",
  "alter table orders drop column if exists from_bag",
  "alter table orders drop column if exists order_number",
  "drop function if exists rz_order_number()",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
