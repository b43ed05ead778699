import { type Kysely, sql } from "kysely";

// Ordering a saved design (docs/decisions/customiser-design.md#ordering-a-design).
//
// - A bag line may name one of its shopper's designs (`design_id`): the line is that design printed on its
//   blank's variant and size. Two designs on the same blank and size are two lines, so the one-line-per-size
//   rule holds for plain lines only, and a design is one line of a bag. A design deleted with its account
//   takes its bag lines with it.
// - An order line keeps the design it printed as it was when ordered (`design`, the snapshot: sides, type,
//   colour, size, the blank's pictures), so editing the saved design later never changes what was ordered;
//   `design_id` says which saved design it came from.
// - `orders.design_review`: a customised order whose design holds a shopper's own pictures waits for staff
//   to approve them (`pending`, then `approved`, or `refused`, which cancels and refunds the order).
const up_statements = [
  "alter table cart_lines add column design_id text references designs (id) on delete cascade",
  "alter table cart_lines drop constraint if exists cart_lines_cart_id_variant_id_size_key",
  `create unique index cart_lines_plain_size on cart_lines (cart_id, variant_id, size)
     where design_id is null`,
  "create unique index cart_lines_design on cart_lines (cart_id, design_id) where design_id is not null",
  "alter table order_lines add column design_id text references designs (id) on delete set null",
  "alter table order_lines add column design jsonb",
  `alter table orders add column design_review text
     check (design_review in ('pending', 'approved', 'refused'))`,
];

const down_statements = [
  "alter table orders drop column if exists design_review",
  "alter table order_lines drop column if exists design",
  "alter table order_lines drop column if exists design_id",
  "delete from cart_lines where design_id is not null",
  "drop index if exists cart_lines_design",
  "drop index if exists cart_lines_plain_size",
  "alter table cart_lines drop column if exists design_id",
  "alter table cart_lines add constraint cart_lines_cart_id_variant_id_size_key unique (cart_id, variant_id, size)",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
