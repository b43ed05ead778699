import { type Kysely, sql } from "kysely";

// Durable background work (docs/decisions/durable-jobs.md): every side effect that must follow a commit (a
// mail, a refund sent to the gateway, a periodic sweep) is a row here, written in the transaction of the
// change it follows. (kind, key) is unique, so the same work asked twice is one job (one confirmation per
// order). A worker claims due rows with FOR UPDATE SKIP LOCKED and a lease (locked_until); a worker that
// died leaves a lease that runs out, and another takes the job again. `failed_at` marks a job that used up
// its attempts: kept, with its last error, for the staff to see.
const up_statements = [
  `create table jobs (
    id bigserial primary key,
    kind text not null,
    key text not null,
    payload jsonb not null default '{}'::jsonb,
    run_at timestamptz not null default now(),
    attempts integer not null default 0,
    max_attempts integer not null default 10,
    locked_by text,
    locked_until timestamptz,
    last_error text,
    done_at timestamptz,
    failed_at timestamptz,
    created_at timestamptz not null default now(),
    unique (kind, key)
  )`,
  // What the workers ask every time: the due, unfinished jobs, oldest first.
  "create index jobs_due on jobs (run_at) where done_at is null and failed_at is null",
  // Contact messages stored before this table existed and never mailed: their forwarding becomes a job.
  `insert into jobs (kind, key, payload)
    select 'contact.forward', id::text, jsonb_build_object('messageId', id::text)
    from contact_messages where mailed_at is null`,
];

const down_statements = ["drop table if exists jobs"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
