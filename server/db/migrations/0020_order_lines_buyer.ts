import { type Kysely, sql } from "kysely";

// "Has this shopper a delivered order of this product?" (the verified-buyer mark on each review) is asked
// fifty times per product page. It went from the shopper's orders to their lines, so its cost followed how
// many orders the shopper has (a regular's dozens: ~4 ms a page on PostgreSQL at 100,000 products). Each
// line now carries its order's buyer, copied by a trigger (an order's buyer never changes), so the question
// starts from the product and the shopper's lines of it: usually none or one, then that order's status.
const up_statements = [
  `alter table order_lines add column user_id text collate "C"`,
  "update order_lines ol set user_id = o.user_id from orders o where o.id = ol.order_id",
  "alter table order_lines alter column user_id set not null",
  `create function order_lines_buyer() returns trigger language plpgsql as $$
  begin
    new.user_id := (select o.user_id from orders o where o.id = new.order_id);
    return new;
  end $$`,
  `create trigger order_lines_buyer before insert or update of order_id on order_lines
    for each row execute function order_lines_buyer()`,
  "create index order_lines_buyer_idx on order_lines (product_id, user_id) include (order_id)",
];

const down_statements = [
  "drop index if exists order_lines_buyer_idx",
  "drop trigger if exists order_lines_buyer on order_lines",
  "drop function if exists order_lines_buyer()",
  "alter table order_lines drop column if exists user_id",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
