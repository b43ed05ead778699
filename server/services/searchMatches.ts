import { type Kysely, type RawBuilder, sql } from "kysely";
import { SEARCH_MATCHES_COUNTED } from "../../src/lib/searchLimits";
import type { Database } from "../db/schema";
import { PUBLISHED } from "./product-listing";
import { inTransaction } from "./inTransaction";
import type { SearchQueries } from "./searchQuery";

/** Matches are counted up to this many (totalCount; the contract's maximum): a search box shows at most 20,
 * the results page reaches these, and counting every match of a common word reads every product it names
 * (14,286 for 'hoodie' at 100,000 products). Fewer are put in order all together (see bestMatches). */
export const COUNTED_UP_TO = SEARCH_MATCHES_COUNTED;
/** The newest products a dense search walks for its best matches before it looks them up otherwise. */
export const NEWEST_WALKED = 1000;
/** Strong matches the vocabulary says there are at most this many of are read over the title index at
 * once, without walking the newest products for them first (a word of descriptions: none). */
const STRONG_LOOKED_UP_TO = 1000;

/** A product's name, kind and colour words: search_vector's weights A and B as a document of their own,
 * the expression of products_title_search_idx (migration 0021), which PostgreSQL uses only for the same
 * expression. */
export const TITLE_VECTOR = sql`to_tsvector('english'::regconfig,
  p.name || ' ' || replace(replace(p.sub_category, 't-shirt', 'tshirt t-shirt tee'), '-', ' ') || ' ' || p.color_names)`;

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** The newest NEWEST_WALKED products, read down the newest-first index (as `p`): a walk that stops as soon
 * as the query around it has what it asks for. */
const NEWEST_PRODUCTS = sql`(
  select id, created_at, search_vector, status from products order by created_at desc, id desc limit ${sql.lit(NEWEST_WALKED)}
) as p`;

/** A product (`p`) shoppers may see matching a full-text query: a draft or archived product is neither
 * found nor counted (docs/decisions/staff-catalogue.md#product-status). */
const matching = (query: string) =>
  sql<boolean>`(p.search_vector @@ to_tsquery('english', ${query}) and ${PUBLISHED})`;

/** Up to `limit` of the newest NEWEST_WALKED products meeting `condition` (on `p`), newest first. */
async function newestWhere(db: Kysely<Database>, condition: RawBuilder<boolean>, limit: number) {
  const { rows } = await sql<{ id: string }>`
    select p.id from ${NEWEST_PRODUCTS}
    where ${condition} order by p.created_at desc, p.id desc limit ${limit}`.execute(db);
  return ids(rows);
}

/**
 * Up to `limit` products whose every word is in the name, kind or colour, newest first, over
 * products_title_search_idx: its cost follows those products, which are few when this is asked. The
 * planner is held to the index for this one statement: the words may be common in descriptions, and a
 * walk down the newest products or a scan would compute every product's title document. The settings
 * hold until the transaction ends: in one of its own, that is the end of this statement's work; in a
 * caller's, they are put back as they were for the caller's next statements.
 */
async function titleMatches(db: Kysely<Database>, every: string, limit: number): Promise<string[]> {
  const handedTransaction = db.isTransaction;
  return inTransaction(db, async (tx) => {
    const hold = (seq: string, index: string) =>
      sql`select set_config('enable_seqscan', ${seq}, true), set_config('enable_indexscan', ${index}, true)`.execute(
        tx,
      );
    const before = handedTransaction
      ? (
          await sql<{ seq: string; index: string }>`
            select current_setting('enable_seqscan') as seq, current_setting('enable_indexscan') as index`.execute(
            tx,
          )
        ).rows[0]
      : undefined;
    await hold("off", "off");
    const { rows } = await sql<{ id: string }>`
      select p.id from products p where ${TITLE_VECTOR} @@ to_tsquery('english', ${every}) and ${PUBLISHED}
      order by p.created_at desc, p.id desc limit ${limit}`.execute(tx);
    if (handedTransaction) await hold(before?.seq ?? "on", before?.index ?? "on");
    return ids(rows);
  });
}

/** How many products match, up to COUNTED_UP_TO, and every match in order when there are fewer. */
export interface CountedMatches {
  counted: number;
  /** Every match, best first (strong, then newest: see denseBestMatches), when fewer than COUNTED_UP_TO
   * match; undefined when the count stopped there. */
  inOrder?: string[];
}

/**
 * How many products match, up to COUNTED_UP_TO, over the GIN index, which stops at the limit; the same
 * statement puts those it read in order, which is every match when fewer are counted, so such a search
 * needs no other statement to find its best
 * (docs/decisions/listing-counts-and-search.md#the-vocabulary-remembered). A prefix gathers every entry
 * it covers before anything can stop it (all 100,000 products for 'product:*', ~23 ms on PGlite), so when
 * the words are found in few names (`strongAtMost`: the matches, if many, are by description) the newest
 * products are counted first, and a dense prefix stops there.
 */
export async function countMatches(
  db: Kysely<Database>,
  queries: SearchQueries,
  strongAtMost: number,
): Promise<CountedMatches> {
  const every = matching(queries.every);
  if (queries.hasPrefix && strongAtMost <= STRONG_LOOKED_UP_TO) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from (select from ${NEWEST_PRODUCTS} where ${every} limit ${sql.lit(COUNTED_UP_TO)}) as m`.execute(
      db,
    );
    if (rows[0]?.n === COUNTED_UP_TO) return { counted: COUNTED_UP_TO };
  }
  const { rows } = await sql<{ n: number; ids: string[] }>`
    select count(*)::int as n,
      coalesce(array_agg(m.id order by m.strong desc, m.created_at desc, m.id desc), '{}') as ids
    from (
      select p.id, p.created_at, ${matching(queries.strong)} as strong from products p where ${every}
      limit ${sql.lit(COUNTED_UP_TO)}
    ) as m`.execute(db);
  const counted = rows[0]?.n ?? 0;
  return counted < COUNTED_UP_TO ? { counted, inOrder: rows[0]?.ids ?? [] } : { counted };
}

/**
 * The ids of the best `limit` matches of a dense search, one whose matches were counted up to
 * COUNTED_UP_TO (a search with fewer has them all in order from countMatches): those whose every word is
 * in the name, kind or colour ("strong") first, then matches by description; each newest first
 * (created_at desc, id desc).
 *
 * A common word at 100,000 products ('hoodie' matches one product in seven) walks the newest products and
 * stops at `limit` strong matches, which are then the best: every strong match it did not reach is older.
 * When the newest hold too few, or the vocabulary says there are few (`strongAtMost`), they are all read
 * over the title index, and the rest of the page is the newest described matches, again by walking the
 * newest. Only when those are too few as well does it order every match, at a cost that follows the
 * matches.
 */
export async function denseBestMatches(
  db: Kysely<Database>,
  queries: SearchQueries,
  strongAtMost: number,
  limit: number,
): Promise<string[]> {
  const every = matching(queries.every);
  const strong = matching(queries.strong);
  if (strongAtMost > STRONG_LOOKED_UP_TO) {
    const newestStrong = await newestWhere(db, strong, limit);
    if (newestStrong.length === limit) return newestStrong;
  }
  const allStrong = await titleMatches(db, queries.every, limit);
  if (allStrong.length === limit) return allStrong;
  const rest = limit - allStrong.length;
  const described = await newestWhere(db, sql<boolean>`${every} and not ${strong}`, rest);
  if (described.length === rest) return [...allStrong, ...described];
  const { rows } = await sql<{ id: string }>`
    select p.id from products p where ${every}
    order by ${strong} desc, p.created_at desc, p.id desc limit ${limit}`.execute(db);
  return ids(rows);
}
