import { type Kysely, sql } from "kysely";

// A banner may open an Upper Wear sub-category's tab (the contract's Banner.page), so a slide about hoodies
// opens the hoodies instead of all of Upper Wear; and it may carry its words as text (title, subtitle) for
// a picture that has none, so the home hero's heading and Shop Now are real HTML.
const up_statements = [
  "alter table banners add column title text check (char_length(title) between 1 and 60)",
  `alter table banners add column subtitle text
    check (subtitle is null or (char_length(subtitle) between 1 and 120 and title is not null))`,
  "alter table banners drop constraint if exists banners_page_check",
  `alter table banners add constraint banners_page_check check (page in
    ('trending', 'newarrival', 'home', 'upperwear', 'customized', 'oversize-t-shirt', 'hoodie', 'shacket'))`,
];

const down_statements = [
  "alter table banners drop column if exists subtitle",
  "alter table banners drop column if exists title",
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
