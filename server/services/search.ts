import { type Kysely, sql } from "kysely";
import type { components } from "../../src/api/schema";
import type { Database } from "../db/schema";
import { editDistance } from "./editDistance";

type SearchResult = components["schemas"]["SearchResult"];

/** pg_trgm word similarity a query word needs with a catalogue word to be read as it: 'hoddie' → 'hoodie',
 * 'tshrt' → 'tshirt', 'selvege' → 'selvedge'. */
const WORD_SIMILARITY_THRESHOLD = 0.4;
/** Words shorter than this need SHORT_WORD_SIMILARITY ('blak' → 'black' 0.6, but not 'tee' → 'teal'). */
const SHORT_WORD = 5;
const SHORT_WORD_SIMILARITY = 0.6;
/** Catalogue words this close by trigrams are candidates; one of them is taken when it is also within
 * maxEdits of the query word ('jeens' → 'jeans': similarity 0.33, one edit). */
const CANDIDATE_SIMILARITY = 0.3;
const CANDIDATES_PER_WORD = 10;
/** The closest catalogue words a typo stands for, at most. */
const CORRECTIONS_PER_WORD = 3;
const MAX_WORDS = 8;

/** Edits a word of this length may be from the catalogue word it stands for: none under 4 letters ('tee'
 * is not 'teal'), one up to 7, two from 8. */
function maxEdits(word: string): number {
  return word.length < 4 ? 0 : word.length < 8 ? 1 : 2;
}

/** Whether a catalogue word found by trigrams is close enough to read a query word as it. */
export function standsFor(word: string, candidate: string, similarity: number): boolean {
  const needed = word.length < SHORT_WORD ? SHORT_WORD_SIMILARITY : WORD_SIMILARITY_THRESHOLD;
  return similarity >= needed || editDistance(word, candidate) <= maxEdits(word);
}

/** Lower-case words of a query, as the search text is normalised (letters and digits only). */
export function searchWords(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * A query word the catalogue does not know, as a word or the start of one, read as the closest words of the
 * catalogue's vocabulary (search_words: names, sub-categories, colours): 'hoddie' → ['hoodie']. Known words,
 * numbers and words under three letters are not corrected. Runs over the vocabulary (thousands of words),
 * not over the products.
 */
async function corrections(tx: Kysely<Database>, words: string[]): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ word: string; candidate: string; similarity: number }>`
    select q.word, c.word as candidate, c.similarity
    from unnest(${words}::text[]) as q(word)
    cross join lateral (
      select s.word, s.products, word_similarity(q.word, s.word) as similarity from search_words s
      where q.word ~ '^[a-z]{3,}$'
        and not exists (select 1 from search_words k
          where k.word >= q.word collate "C" and k.word < (q.word || '~') collate "C")
        and q.word <% s.word
      order by similarity desc, s.products desc, s.word
      limit ${sql.lit(CANDIDATES_PER_WORD)}
    ) as c
    order by q.word, c.similarity desc, c.products desc, c.word`.execute(tx);
  const byWord = new Map<string, string[]>();
  for (const { word, candidate, similarity } of rows) {
    const taken = byWord.get(word) ?? [];
    if (taken.length < CORRECTIONS_PER_WORD && standsFor(word, candidate, similarity)) {
      byWord.set(word, [...taken, candidate]);
    }
  }
  return byWord;
}

/**
 * GET /product/search: every query word must match the product by full text (stemmed prefix over name,
 * sub-category, colours and description: 'hood' finds hoodies), or one of the catalogue words its typo
 * stands for ('hoddie', 'tshrt'; see corrections). One GIN-indexed full-text query, so the cost follows
 * the matches, not every product that shares a trigram with a typo; the matches keep only what ranking
 * needs (a top-N sort, where a count over the window would sort them all) and the page's eight are joined
 * back to their products. Best first by full-text rank, ties newest first. One result per product: the
 * variant whose colour a query word (or its correction) names, else the first variant.
 */
export async function searchProducts(
  db: Kysely<Database>,
  q: string,
  limit: number,
): Promise<{ results: SearchResult[]; totalCount: number }> {
  const words = searchWords(q);
  if (words.length === 0) return { results: [], totalCount: 0 };
  return db.transaction().execute(async (tx) => {
    // `<%` (index-backed) compares against this threshold; local to the transaction.
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(CANDIDATE_SIMILARITY)}, true)`.execute(
      tx,
    );
    const corrected = await corrections(tx, words);
    // Words are [a-z0-9]+ (searchWords), so they are safe as tsquery terms.
    const alternatives = words.map((w) => [`${w}:*`, ...(corrected.get(w) ?? [])]);
    const everyWord = alternatives.map((terms) => `(${terms.join(" | ")})`).join(" & ");
    const anyWord = alternatives.flat().join(" | ");
    const colourWords = [...words, ...[...corrected.values()].flat()];
    const { rows } = await sql<{
      id: string;
      name: string;
      category: SearchResult["category"];
      final_price: number;
      variant_id: string;
      color: string;
      color_hex: string;
      image: string | null;
      total: string | number;
    }>`
      with matches as materialized (
        select p.id, p.created_at, ts_rank(p.search_vector, to_tsquery('english', ${anyWord})) as score
        from products p
        where p.search_vector @@ to_tsquery('english', ${everyWord})
      ), page as (
        select m.* from matches m
        order by m.score desc, m.created_at desc, m.id desc
        limit ${limit}
      )
      select p.id, p.name, p.category, p.final_price, (select count(*) from matches) as total,
        v.id as variant_id, v.color, v.color_hex, v.images[1] as image
      from page join products p on p.id = page.id
      cross join lateral (
        select v.id, v.color, v.color_hex, v.images from product_variants v
        where v.product_id = page.id
        order by (regexp_split_to_array(lower(v.color), '[^a-z0-9]+') && ${colourWords}::text[]) desc, v.position
        limit 1
      ) as v
      order by page.score desc, page.created_at desc, page.id desc`.execute(tx);
    return {
      totalCount: Number(rows[0]?.total ?? 0),
      results: rows.map((r) => ({
        productId: r.id,
        variantId: r.variant_id,
        name: r.name,
        color: r.color,
        colorHex: r.color_hex,
        image: r.image ?? "",
        category: r.category,
        finalPrice: r.final_price,
      })),
    };
  });
}
