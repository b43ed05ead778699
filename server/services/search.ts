import { type Kysely, sql } from "kysely";
import type { components } from "../../src/api/schema";
import type { Database } from "../db/schema";

type SearchResult = components["schemas"]["SearchResult"];

/** pg_trgm word similarity a query word needs with a product's search text (name, sub-category words,
 * colours): 'hoddie' → 'hoodie' scores 0.4 to 0.57 (the neighbouring words count), 'tshrt' → 'tshirt' 0.5. */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
/** Words shorter than this need SHORT_WORD_SIMILARITY ('blak' → 'black' 0.6). */
const SHORT_WORD = 5;
const SHORT_WORD_SIMILARITY = 0.6;
const MAX_WORDS = 8;

/** Lower-case words of a query, as the search text is normalised (letters and digits only). */
export function searchWords(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * GET /product/search: every query word must match the product, by full text (stemmed prefix over name,
 * sub-category, colours and description: 'hood' finds hoodies) or by trigram word similarity (typos:
 * 'hoddie', 'tshrt'). Best first: full-text rank plus similarity of the whole query, ties newest first.
 * One result per product: the variant whose colour a query word names, else the first variant.
 */
export async function searchProducts(
  db: Kysely<Database>,
  q: string,
  limit: number,
): Promise<{ results: SearchResult[]; totalCount: number }> {
  const words = searchWords(q);
  if (words.length === 0) return { results: [], totalCount: 0 };
  const phrase = words.join(" ");
  const anyWord = words.map((w) => `${w}:*`).join(" | ");
  // Short words share few trigrams with anything ('teal' ~ 'tee' scores 0.4): they need a closer match.
  const conditions = sql.join(
    words.map((w) =>
      w.length < SHORT_WORD
        ? sql`(p.search_vector @@ to_tsquery('english', ${`${w}:*`})
            or (${w} <% p.search_text and word_similarity(${w}, p.search_text) >= ${SHORT_WORD_SIMILARITY}))`
        : sql`(p.search_vector @@ to_tsquery('english', ${`${w}:*`}) or ${w} <% p.search_text)`,
    ),
    sql` and `,
  );
  return db.transaction().execute(async (tx) => {
    // `<%` (index-backed) compares against this threshold; local to the transaction.
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`.execute(
      tx,
    );
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
      with matches as (
        select p.id, p.name, p.category, p.final_price, p.created_at,
          ts_rank(p.search_vector, to_tsquery('english', ${anyWord}))
            + word_similarity(${phrase}, p.search_text) as score
        from products p
        where ${conditions}
      ), page as (
        select m.*, count(*) over () as total from matches m
        order by m.score desc, m.created_at desc, m.id desc
        limit ${limit}
      )
      select page.id, page.name, page.category, page.final_price, page.total,
        v.id as variant_id, v.color, v.color_hex, v.images[1] as image
      from page
      cross join lateral (
        select v.id, v.color, v.color_hex, v.images from product_variants v
        where v.product_id = page.id
        order by (regexp_split_to_array(lower(v.color), '[^a-z0-9]+') && ${words}::text[]) desc, v.position
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
