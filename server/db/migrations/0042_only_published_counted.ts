import { type Kysely, sql } from "kysely";
import { LISTING_CELLS, type ProductCells, productCellStatements } from "./0003_listing_cells";
import { COLOR_SIZE_CELLS } from "./0008_color_size_cells";
import { applyCounts, wordsOf } from "./0016_search_words";

// Shoppers never see a draft or an archived product (docs/decisions/staff-catalogue.md#product-status),
// so nothing a shopper reads may count one either: the listing cells behind totals and facets (0003, 0008),
// the tag index the newest-first pages are cut from (0001's product_tags: an offset into it must land on
// the same products the total counts) and the search vocabulary (0016: a draft's name must not complete
// or correct a shopper's words). Each now holds published products only. Their statement triggers already
// count a changed row as "old -1, new +1"; reading only the published rows of each side makes a status
// change (draft → published, published → archived and back) add or remove the product in the same
// transaction (docs/decisions/listing-counts-and-search.md).

/** A products table (or transition table) as its published rows, under the same name. */
const published = (table: string) => `(select * from ${table} where status = 'published')`;

const onlyPublished = (cells: ProductCells): ProductCells => ({
  ...cells,
  rows: (table, delta) => cells.rows(published(table), delta),
});

/** Empties a cells table and fills it again from the products its definition counts. */
function rebuiltCells(old: ProductCells, cells: ProductCells) {
  const before = productCellStatements(old);
  const after = productCellStatements(cells);
  return [...before.drop, `delete from ${cells.table}`, after.fill, ...after.keep];
}

/** 0001's tag index triggers; `listed` limits them to published products. */
function tagIndexFunctions(listed: boolean) {
  const isListed = listed ? " and n.status = 'published'" : "";
  const changed = `(n.tags is distinct from o.tags or n.created_at <> o.created_at${
    listed ? " or n.status <> o.status" : ""
  })`;
  return [
    `create or replace function products_tags_inserted() returns trigger language plpgsql as $$
  begin
    insert into product_tags (tag, created_at, product_id)
      select distinct t, n.created_at, n.id from new_rows as n cross join unnest(n.tags) as t
      where true${isListed};
    return null;
  end
  $$`,
    `create or replace function products_tags_updated() returns trigger language plpgsql as $$
  begin
    delete from product_tags as pt using new_rows as n join old_rows as o on o.id = n.id
      where pt.product_id = n.id and ${changed};
    insert into product_tags (tag, created_at, product_id)
      select distinct t, n.created_at, n.id
      from new_rows as n join old_rows as o on o.id = n.id cross join unnest(n.tags) as t
      where ${changed}${isListed};
    return null;
  end
  $$`,
  ];
}

/** 0016's vocabulary triggers; `listed` counts the words of published products only. */
function searchWordFunctions(listed: boolean) {
  const rows = (table: string) => (listed ? `${published(table)} as r` : table);
  const changedText = `old_rows o join new_rows n using (id) where (o.search_text <> n.search_text${
    listed ? " or o.status <> n.status" : ""
  })`;
  const side = (alias: "o" | "n") =>
    `(select ${alias}.search_text from ${changedText}${listed ? ` and ${alias}.status = 'published'` : ""}) as r`;
  return [
    `create or replace function products_search_words_insert() returns trigger language plpgsql as $$
  begin${applyCounts(wordsOf(rows("new_rows"), "+"))}
    return null;
  end $$`,
    `create or replace function products_search_words_delete() returns trigger language plpgsql as $$
  begin${applyCounts(wordsOf(rows("old_rows"), "-"))}
    return null;
  end $$`,
    `create or replace function products_search_words_update() returns trigger language plpgsql as $$
  begin
    if exists (select 1 from ${changedText}) then${applyCounts(
      `${wordsOf(side("o"), "-")}
      union all
      ${wordsOf(side("n"), "+")}`,
    )}
    end if;
    return null;
  end $$`,
  ];
}

/** The vocabulary counted again from the products it covers. */
const recountedWords = (listed: boolean) => [
  "delete from search_words",
  `insert into search_words (word, products)
    select word, sum(n)::int from (${wordsOf(listed ? `${published("products")} as r` : "products", "+")}) as counted
    group by word`,
];

const up_statements = [
  ...rebuiltCells(LISTING_CELLS, onlyPublished(LISTING_CELLS)),
  ...rebuiltCells(COLOR_SIZE_CELLS, onlyPublished(COLOR_SIZE_CELLS)),
  ...tagIndexFunctions(true),
  `delete from product_tags as pt using products as p
    where p.id = pt.product_id and p.status <> 'published'`,
  ...searchWordFunctions(true),
  ...recountedWords(true),
];

const down_statements = [
  ...rebuiltCells(onlyPublished(LISTING_CELLS), LISTING_CELLS),
  ...rebuiltCells(onlyPublished(COLOR_SIZE_CELLS), COLOR_SIZE_CELLS),
  ...tagIndexFunctions(false),
  `insert into product_tags (tag, created_at, product_id)
    select distinct t, p.created_at, p.id from products as p cross join unnest(p.tags) as t
    where p.status <> 'published'`,
  ...searchWordFunctions(false),
  ...recountedWords(false),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of up_statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of down_statements) await sql.raw(statement).execute(db);
}
