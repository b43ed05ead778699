import { type Kysely, sql } from "kysely";

// The launch headline "Free shipping on all orders across India" promised delivery to places the couriers
// do not reach (Ladakh, the Andaman & Nicobar and Lakshadweep islands: server/services/delivery.ts), and
// the announcement bar showed it beside a pincode the shop had just refused. The seed now says what holds
// for every order; a database seeded before gets the same words, unless staff have written their own.
const OLD = "Free shipping on all orders across India";
const NEW = "Free shipping on every order";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update headlines set text = ${NEW} where text = ${OLD}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update headlines set text = ${OLD} where text = ${NEW}`.execute(db);
}
