import { type Kysely, sql } from "kysely";

// Field vitals (docs/decisions/field-vitals.md): one row per metric of a sampled page view, with only what
// the report says about the view (page type, connection type, device class, build) and when it was taken:
// no address, session, account or anything else about who viewed it. The periodic erasure job erases the
// rows 8 days after they were taken (src/lib/privacy/retention.ts), so 7 days of percentiles are always
// there; the index on the time serves both the erasure and the 7 days' read.
const up_statements = [
  `create table web_vitals (
    id bigint generated always as identity primary key,
    taken_at timestamptz not null,
    build_id text not null check (build_id ~ '^[A-Za-z0-9._-]{1,40}$'),
    page_type text not null check (page_type in ('home', 'listing', 'product', 'search', 'cart',
      'checkout', 'customiser', 'account', 'auth', 'content', 'staff', 'other')),
    connection text not null check (connection in ('slow-2g', '2g', '3g', '4g', 'unknown')),
    device text not null check (device in ('phone', 'tablet', 'desktop')),
    metric text not null check (metric in ('LCP', 'INP', 'CLS', 'TTFB')),
    value double precision not null check (value >= 0 and value <= 600000),
    rating text not null check (rating in ('good', 'needs-improvement', 'poor'))
  )`,
  "create index web_vitals_taken_at on web_vitals (taken_at)",
];

const down_statements = ["drop table if exists web_vitals"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
