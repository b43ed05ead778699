import { type Kysely, sql } from "kysely";
import type { SubCategory } from "../../src/api/types";
import type { Database } from "../db/schema";

/** How many searches the search page suggests. */
export const SUGGESTED_SEARCHES = 6;

/** The word a shopper searches a kind of garment by (each finds that kind: see searchMatches' TITLE_VECTOR,
 * which reads every t-shirt kind as 'tee'). */
const KIND_WORDS: Record<SubCategory, string> = {
  "t-shirt": "tee",
  "oversize-t-shirt": "oversized tee",
  "regular-t-shirt": "regular tee",
  hoodie: "hoodie",
  shacket: "shacket",
  joggers: "joggers",
  jeans: "jeans",
};

const isKind = (slug: string): slug is SubCategory => Object.hasOwn(KIND_WORDS, slug);

/**
 * GET /product/search/suggestions: searches that find products, for a search page with nothing to show. A
 * colour and a kind ('black hoodie', 'navy tee'), counted over the products in stock in some size. Read from the listing cells (per sub-category, the products' colours and sizes in stock:
 * migration 0003), a few thousand rows at most, and kept by the public answer cache until the catalogue
 * changes.
 */
export async function searchSuggestions(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ slug: string; color: string; products: number }>`
    select split_part(scope, '/', 2) as slug, color, sum(product_count)::int as products
    from listing_cells cross join unnest(colors) as color
    where scope like 'sub:%' and stock_mask <> 0
    group by 1, 2
    order by products desc, slug, color`.execute(db);
  const byKind = new Map<SubCategory, string[]>();
  for (const { slug, color } of rows) {
    if (isKind(slug)) byKind.set(slug, [...(byKind.get(slug) ?? []), color]);
  }
  // Round by round, each kind (in the order of its most stocked colour) adds its most stocked colour not
  // suggested yet, or failing that its next: the list spans the kinds and the colours the shop sells.
  const suggested = new Set<string>();
  const searches: string[] = [];
  const kinds = [...byKind];
  while (searches.length < SUGGESTED_SEARCHES && kinds.some(([, colours]) => colours.length > 0)) {
    for (const [kind, colours] of kinds) {
      if (colours.length === 0 || searches.length === SUGGESTED_SEARCHES) continue;
      const fresh = colours.findIndex((c) => !suggested.has(c));
      const [colour] = colours.splice(fresh === -1 ? 0 : fresh, 1);
      suggested.add(colour);
      searches.push(`${colour} ${KIND_WORDS[kind]}`);
    }
  }
  return searches;
}
