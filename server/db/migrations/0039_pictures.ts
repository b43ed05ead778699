import { type Kysely, sql } from "kysely";

// Pictures staff upload for products and banners (docs/decisions/picture-pipeline.md): the original is kept
// privately in the file store under `original_key`; a job (`picture.render`, written in the same
// transaction) makes the renditions and marks the row ready with the address to name (`src`), or failed
// with the reason. Width and height are the original's, upright (after its EXIF orientation).
const up_statements = [
  `create table pictures (
    id text primary key,
    purpose text not null check (purpose in ('product', 'banner-desktop', 'banner-mobile')),
    status text not null default 'processing' check (status in ('processing', 'ready', 'failed')),
    original_key text not null,
    uploaded_by text references users(id) on delete set null,
    width integer not null check (width > 0),
    height integer not null check (height > 0),
    src text,
    error text,
    created_at timestamptz not null default now(),
    ready_at timestamptz,
    check ((status = 'ready') = (src is not null and ready_at is not null)),
    check ((status = 'failed') = (error is not null))
  )`,
];

const down_statements = ["drop table if exists pictures"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
