import { type Kysely, sql } from "kysely";

// Search ranks the products whose every word is in the name, kind or colour (search_vector's weights A and
// B) before the ones matched by description only. When few of the newest products are such, it finds them
// all over this index of those words alone, instead of reading every match of a word most descriptions use
// ('product' in every description at 100,000 products: ~120 ms on PGlite). See server/services/searchMatches.ts.
// The expression is the one the query writes (searchMatches.ts TITLE_VECTOR): PostgreSQL uses an expression
// index only for the same expression (tests/unit/search-order.test.ts checks that it does).
const up_statements = [
  `create index products_title_search_idx on products using gin ((to_tsvector('english'::regconfig,
    name || ' ' || replace(replace(sub_category, 't-shirt', 'tshirt t-shirt tee'), '-', ' ') || ' ' || color_names)))`,
];

const down_statements = ["drop index if exists products_title_search_idx"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
