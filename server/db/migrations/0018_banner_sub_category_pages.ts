import { type Kysely, sql } from "kysely";

// A banner may open an Upper Wear sub-category's tab (the contract's Banner.page), so a slide about hoodies
// opens the hoodies instead of all of Upper Wear.
const up_statements = [
  "alter table banners drop constraint if exists banners_page_check",
  `alter table banners add constraint banners_page_check check (page in
    ('trending', 'newarrival', 'home', 'upperwear', 'customized', 'oversize-t-shirt', 'hoodie', 'shacket'))`,
];

const down_statements = [
  "update banners set page = 'upperwear' where page in ('oversize-t-shirt', 'hoodie', 'shacket')",
  "alter table banners drop constraint if exists banners_page_check",
  `alter table banners add constraint banners_page_check check (page in
    ('trending', 'newarrival', 'home', 'upperwear', 'customized'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
