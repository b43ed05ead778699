import { type Kysely, sql } from "kysely";

// Search reads typos against the vocabulary (search_words, 0016) and matches products by full text only, so
// the trigram index over every product's search text serves no query; each product write kept it up to date.
const up_statements = ["drop index if exists products_search_text_trgm_idx"];

const down_statements = [
  "create index products_search_text_trgm_idx on products using gin (search_text gin_trgm_ops)",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
