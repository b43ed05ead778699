import { type Kysely, sql } from "kysely";
import type { components } from "../../src/api/schema";
import type { Database } from "../db/schema";
import { editDistance } from "./editDistance";
import { countMatches, denseBestMatches } from "./searchMatches";
import { inTransaction } from "./inTransaction";
import { readAs, searchQueries, strongMatchesAtMost, type WordLookup } from "./searchQuery";
import { rememberedLookups } from "./searchVocabulary";

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
/** The words looked up in the vocabulary (which holds words of letters only). */
const LETTERS = /^[a-z]+$/;
/** A word that begins more catalogue words than this is matched as a prefix (see wordTerms). */
const COMPLETIONS_PER_WORD = 20;

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
 * What the catalogue's vocabulary (search_words: names, kinds, colours) says of each query word: the words
 * it begins, or, for a word of three or more letters that begins none, the closest words a typo stands for
 * ('hoddie' → ['hoodie']). Numbers are neither completed nor corrected. Runs over the vocabulary (thousands
 * of words), not over the products.
 */
async function lookUp(tx: Kysely<Database>, words: string[]): Promise<Map<string, WordLookup>> {
  if (words.length === 0) return new Map();
  const { rows } = await sql<{
    word: string;
    candidate: string;
    completion: boolean;
    similarity: number;
    products: number;
  }>`
    with q as (select word from unnest(${words.filter((w) => LETTERS.test(w))}::text[]) as q(word)),
    completions as (
      select q.word, c.word as candidate, c.products from q cross join lateral (
        select s.word, s.products from search_words s
        where s.word >= q.word collate "C" and s.word < (q.word || '~') collate "C"
        order by s.word limit ${sql.lit(COMPLETIONS_PER_WORD + 1)}
      ) as c
    )
    select word, candidate, true as completion, 1 as similarity, products from completions
    union all
    select q.word, c.word, false, c.similarity, c.products from q cross join lateral (
      select s.word, s.products, word_similarity(q.word, s.word) as similarity from search_words s
      where q.word ~ '^[a-z]{3,}$' and q.word <% s.word
        and not exists (select 1 from completions k where k.word = q.word)
      order by similarity desc, s.products desc, s.word
      limit ${sql.lit(CANDIDATES_PER_WORD)}
    ) as c
    order by word, completion desc, similarity desc, products desc, candidate`.execute(tx);
  // Every word of letters was looked up, found or not; numbers were not.
  const lookups = new Map<string, WordLookup>(
    words
      .filter((w) => LETTERS.test(w))
      .map((w) => [w, { completions: [], corrections: [], titleProducts: 0 }]),
  );
  for (const { word, candidate, completion, similarity, products } of rows) {
    const lookup = lookups.get(word);
    if (!lookup) continue;
    if (completion) {
      if (lookup.completions === null) continue;
      lookup.completions.push(candidate);
      lookup.titleProducts += products;
      if (lookup.completions.length > COMPLETIONS_PER_WORD) lookup.completions = null;
    } else if (lookup.corrections.length < CORRECTIONS_PER_WORD && standsFor(word, candidate, similarity)) {
      lookup.corrections.push(candidate);
      lookup.titleProducts += products;
    }
  }
  return lookups;
}

/** How a search's products show their variant: the first whose colour a query word (or its correction, or a
 * word it begins) names, else the first (as `v`, beside the product `p`). */
const shownVariant = (colourWords: readonly string[]) => sql`(
  select v.id, v.color, v.color_hex, v.images from product_variants v
  where v.product_id = p.id
  order by (regexp_split_to_array(lower(v.color), '[^a-z0-9]+') && ${colourWords}::text[]) desc, v.position
  limit 1
) as v`;

/** What a search found: its best matches in order, how many there are, and how it was read. */
export interface SearchMatches {
  ids: string[];
  /** Counted up to COUNTED_UP_TO. */
  totalCount: number;
  /** The words that choose each product's shown variant (shownVariant). */
  colourWords: string[];
  /** The search as read when a typo was taken for one catalogue word (readAs); only with matches. */
  readAs?: string;
}

/**
 * Every query word must match the product by full text (name, kind, colours and description), as a word
 * the catalogue knows and the words it begins ('hood' finds hoodies), as a prefix, or as the catalogue words
 * its typo stands for ('hoddie', 'tshrt'; see lookUp and wordTerms). Matches whose every word is in the
 * name, kind or colour come first, then matches by description, each newest first (countMatches puts
 * them in order when they are fewer than counted, denseBestMatches finds the best of more). The matches
 * are counted up to COUNTED_UP_TO (countMatches); `upTo(totalCount)` says how many of the best to
 * read (a page's end), none when it says 0.
 */
export async function findMatches(
  db: Kysely<Database>,
  q: string,
  upTo: (totalCount: number) => number,
): Promise<SearchMatches> {
  const words = searchWords(q);
  if (words.length === 0) return { ids: [], totalCount: 0, colourWords: [] };
  const lookups = await rememberedLookups(
    db,
    words.filter((w) => LETTERS.test(w)),
    (unknown) =>
      inTransaction(db, async (tx) => {
        // `<%` (index-backed) compares against this threshold; local to the transaction.
        await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(CANDIDATE_SIMILARITY)}, true)`.execute(
          tx,
        );
        return lookUp(tx, unknown);
      }),
  );
  const queries = searchQueries(words, lookups);
  const strongAtMost = strongMatchesAtMost(words, lookups);
  // The count and the order need no snapshot in common: a product published between them is at worst
  // counted and not yet shown, as it would be by a search a moment earlier.
  const { counted: totalCount, inOrder } = await countMatches(db, queries, strongAtMost);
  if (totalCount === 0) return { ids: [], totalCount, colourWords: [] };
  const wanted = upTo(totalCount);
  const ids =
    wanted === 0
      ? []
      : inOrder
        ? inOrder.slice(0, wanted)
        : await denseBestMatches(db, queries, strongAtMost, wanted);
  const colourWords = [
    ...words,
    ...[...lookups.values()].flatMap((l) => [...(l.completions ?? []), ...l.corrections]),
  ];
  const read = readAs(words, lookups);
  return { ids, totalCount, colourWords, ...(read ? { readAs: read } : {}) };
}

/** The variant each of `ids` shows in a search (shownVariant), by product id. */
export async function shownVariantIds(
  db: Kysely<Database>,
  ids: readonly string[],
  colourWords: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: string; variant_id: string }>`
    select p.id, v.id as variant_id
    from products p cross join lateral ${shownVariant(colourWords)}
    where p.id = any(${[...ids]}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r.variant_id]));
}

/**
 * GET /product/search (the search box): the best `limit` matches (findMatches), one result per product
 * showing the variant whose colour a query word names (shownVariant).
 */
export async function searchProducts(
  db: Kysely<Database>,
  q: string,
  limit: number,
): Promise<{ results: SearchResult[]; totalCount: number }> {
  const { ids, totalCount, colourWords } = await findMatches(db, q, () => limit);
  if (ids.length === 0) return { results: [], totalCount };
  const { rows } = await sql<{
    id: string;
    name: string;
    category: SearchResult["category"];
    final_price: number;
    variant_id: string;
    color: string;
    color_hex: string;
    image: string | null;
  }>`
    select p.id, p.name, p.category, p.final_price,
      v.id as variant_id, v.color, v.color_hex, v.images[1] as image
    from unnest(${ids}::text[]) with ordinality as page(id, position)
    join products p on p.id = page.id
    cross join lateral ${shownVariant(colourWords)}
    order by page.position`.execute(db);
  return {
    totalCount,
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
}
