import { type Kysely, sql } from "kysely";
import { TAG_COUNT_STATEMENTS } from "./0001_catalogue";

// listing_cells (0003) answers every listing total, per tag too, so the per-tag counters of 0001 and the
// triggers that kept them are work nobody reads.
const up_statements = [
  "drop trigger if exists product_tags_counted_delete on product_tags",
  "drop trigger if exists product_tags_counted_insert on product_tags",
  "drop function if exists product_tags_counted_delete",
  "drop function if exists product_tags_counted_insert",
  "drop table if exists tag_counts",
];

const down_statements = [
  ...TAG_COUNT_STATEMENTS,
  "insert into tag_counts (tag, product_count) select tag, count(*) from product_tags group by tag",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
