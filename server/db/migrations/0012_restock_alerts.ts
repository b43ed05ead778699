import { type Kysely, sql } from "kysely";

// "Mail me when this size is back": one row per shopper, variant and size. notified_at is set when the
// restock mail is handed to the mailer (server/services/restock.ts), so a second restock does not mail
// again; asking again after that re-arms the row.
const up_statements = [
  `create table restock_alerts (
    user_id text collate "C" not null references users (id) on delete cascade,
    variant_id text collate "C" not null,
    size text not null,
    created_at timestamptz not null default now(),
    notified_at timestamptz,
    primary key (user_id, variant_id, size),
    foreign key (variant_id, size) references variant_sizes (variant_id, size) on delete cascade
  )`,
  // The subscribers still waiting for a size.
  "create index restock_alerts_waiting_idx on restock_alerts (variant_id, size) where notified_at is null",
];

const down_statements = ["drop table if exists restock_alerts"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
