import { type Kysely, sql } from "kysely";

// The catalogue's vocabulary for typo correction: every word of products' search_text (name, sub-category
// words, colours) made of three or more letters, with how many products use it. A search corrects a word
// it does not know ('hoddie') to the closest few words here ('hoodie') and then matches by full text over
// the GIN index, instead of scoring the trigram similarity of every product that shares a trigram with the
// typo (tens of thousands of rows at 100,000 products). Kept by statement triggers on products, so it
// follows inserts, renames, colour changes (color_names feeds search_text) and deletes in their
// transaction; a word leaves when its last product does.

/** The (word, signed count) pairs of some rows' search text: one per distinct word of each row. */
export const wordsOf = (rows: string, sign: "+" | "-") => `select w.word, ${sign}1 as n
      from ${rows} cross join lateral (
        select distinct word from regexp_split_to_table(search_text, ' ') as word where word ~ '^[a-z]{3,}$'
      ) as w`;

/** Adds the counted words to the vocabulary (in word order, so two catalogue writes take their row locks in
 * one order and cannot deadlock) and drops the words no product uses any more. */
export const applyCounts = (pairs: string) => `
    insert into search_words (word, products)
      select word, sum(n)::int from (${pairs}) as counted group by word having sum(n) <> 0 order by word
    on conflict (word) do update set products = search_words.products + excluded.products;
    delete from search_words where products <= 0;`;

/** The product rows an update statement changed the search text of (transition tables old_rows, new_rows). */
const CHANGED_TEXT = "old_rows o join new_rows n using (id) where o.search_text <> n.search_text";

const up_statements = [
  `create table search_words (
    word text collate "C" primary key,
    products integer not null
  )`,
  "create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)",
  `insert into search_words (word, products)
    select word, sum(n)::int from (${wordsOf("products", "+")}) as counted group by word`,

  `create function products_search_words_insert() returns trigger language plpgsql as $$
  begin${applyCounts(wordsOf("new_rows", "+"))}
    return null;
  end $$`,
  `create function products_search_words_delete() returns trigger language plpgsql as $$
  begin${applyCounts(wordsOf("old_rows", "-"))}
    return null;
  end $$`,
  // Stock changes rewrite product rows many times a day: only a changed search text changes the words.
  `create function products_search_words_update() returns trigger language plpgsql as $$
  begin
    if exists (select 1 from ${CHANGED_TEXT}) then${applyCounts(
      `${wordsOf(`(select o.search_text from ${CHANGED_TEXT}) as r`, "-")}
      union all
      ${wordsOf(`(select n.search_text from ${CHANGED_TEXT}) as r`, "+")}`,
    )}
    end if;
    return null;
  end $$`,
  // Transition tables allow one event per trigger.
  `create trigger products_search_words_insert after insert on products
    referencing new table as new_rows for each statement execute function products_search_words_insert()`,
  `create trigger products_search_words_delete after delete on products
    referencing old table as old_rows for each statement execute function products_search_words_delete()`,
  `create trigger products_search_words_update after update on products
    referencing old table as old_rows new table as new_rows
    for each statement execute function products_search_words_update()`,
];

const down_statements = [
  "drop trigger if exists products_search_words_insert on products",
  "drop trigger if exists products_search_words_delete on products",
  "drop trigger if exists products_search_words_update on products",
  "drop function if exists products_search_words_insert()",
  "drop function if exists products_search_words_delete()",
  "drop function if exists products_search_words_update()",
  "drop table if exists search_words",
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
