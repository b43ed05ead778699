import { type Kysely, sql } from "kysely";

// The files a customised order is printed from (docs/decisions/customiser-design.md#print-files): each
// printed side's 300 DPI PNG and a mockup of each side, made by the `design.printFiles` job
// (server/services/designs/printFilesJob.ts) and kept in the file store under `storage_key`. One row per
// order, side and kind, so a retried or a second racing job adds nothing (`on conflict do nothing`).
const up_statements = [
  `create table order_print_files (
    order_id text not null references orders(id) on delete cascade,
    side text not null check (side in ('front', 'back')),
    kind text not null check (kind in ('print', 'mockup')),
    storage_key text not null,
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    created_at timestamptz not null default now(),
    primary key (order_id, side, kind)
  )`,
];

const down_statements = ["drop table if exists order_print_files"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
