import { type Kysely, sql } from "kysely";

// The coupon a shopper applied stays with the bag (PUT /cart/coupon), so a reload, the checkout and another
// device still have it; the bag's quotes are asked with it. A coupon withdrawn from the shop (deleted) leaves
// the bag; one renamed follows. Whether it still applies is checked each time the bag is read
// (server/services/cartCoupon.ts), which drops it, saying why, when it does not.
const up_statements = [
  `alter table carts add column coupon_code text collate "C"
    references coupons (code) on update cascade on delete set null`,
];

const down_statements = ["alter table carts drop column if exists coupon_code"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
