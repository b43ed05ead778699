// Contract tag "products": listings (tag, category, sub-categories), search, detail, similar items.
// Listing semantics (same as the server): newest first (createdAt desc, then _id desc), page 1-based,
// limit default 8 (max 50), totalCount = all matching; bad page/limit → 400 naming the field.
import {
  type Product,
  type ProductListing,
  type SearchResult,
  type SubCategory,
  toSummary,
} from "../fixtures";
import { listingQueryOf, withDefaults } from "../../src/api/contract";
import { fail, http, inputOf } from "./http";
import { facetsOf, filteredListing } from "./listingFilters";
import { db, newestFirst, requireProduct } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

/** page and limit of GET /product/{productId}/similar (the contract's defaults filled in). */
function paging(request: Request) {
  return withDefaults(inputOf(request, "listSimilarProducts").query, "page", "limit");
}

/** One page of `products` (already filtered and ordered). */
export function listing(products: Product[], page: number, limit: number): ProductListing {
  const start = (page - 1) * limit;
  return {
    products: products.slice(start, start + limit).map(toSummary),
    totalCount: products.length,
    page,
    limit,
    facets: facetsOf(products),
  };
}

function listingBody(data: ProductListing) {
  return { success: true as const, data: { data: { data } } };
}

/** The comma-separated sub-categories of the path (each checked by the contract's pattern). */
const parseSlugs = (raw: string) => raw.split(",") as SubCategory[];

// Search, as the server does it (server/services/search.ts): every query word must match, by prefix of a
// word of the name, sub-category, colours or description (the server: stemmed full text), or, for typos,
// by trigram similarity to a word of the name, sub-category or colours (the server: pg_trgm).
const searchWordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Sub-category as searchable words: 't-shirt' is also 'tshirt' and 'tee'. */
const subCategoryWords = (slug: string) => searchWordsOf(`${slug} ${slug.replace("t-shirt", "tshirt tee")}`);

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams of both. */
function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let common = 0;
  for (const t of ta) if (tb.has(t)) common += 1;
  return common / (ta.size + tb.size - common);
}

const TYPO_SIMILARITY = 0.35;

/** Score of one product for the query (null = some word does not match): prefix hits on the name count
 * most, then sub-category and colour, then description, then near misses by similarity. */
function searchMatch(product: Product, q: string): { score: number; result: SearchResult } | null {
  const words = [...new Set(searchWordsOf(q))];
  if (words.length === 0) return null;
  const name = searchWordsOf(product.name);
  const sub = subCategoryWords(product.subCategory);
  const colours = product.variants.flatMap((v) => searchWordsOf(v.color));
  const description = searchWordsOf(product.description);
  const near = [...name, ...sub, ...colours];
  let score = 0;
  for (const word of words) {
    const prefix = (tokens: string[]) => tokens.some((t) => t.startsWith(word));
    let wordScore = 0;
    if (prefix(name)) wordScore += 3;
    if (prefix(sub)) wordScore += 2;
    if (prefix(colours)) wordScore += 2;
    if (prefix(description)) wordScore += 1;
    if (wordScore === 0) {
      const best = Math.max(0, ...near.map((t) => trigramSimilarity(word, t)));
      if (best < TYPO_SIMILARITY) return null;
      wordScore = best;
    }
    score += wordScore;
  }
  const variant =
    product.variants.find((v) => searchWordsOf(v.color).some((w) => words.includes(w))) ??
    product.variants[0];
  return {
    score,
    result: {
      productId: product._id,
      variantId: variant._id,
      name: product.name,
      color: variant.color,
      colorHex: variant.colorHex,
      image: variant.images[0] ?? "",
      category: product.category,
      finalPrice: product.finalPrice,
    },
  };
}

const defaults = [
  // Listings: base set, then sort/filters/paging/facets (mocks/handlers/listingFilters.ts).
  http.get("/product/tags/{tag}", ({ request, response }) => {
    const { path, query } = inputOf(request, "listProductsByTag");
    const base = db.products.filter((p) => p.tags.includes(path.tag));
    return response(200).json(listingBody(filteredListing(base, listingQueryOf(query))));
  }),

  http.get("/product/category/{category}", ({ request, response }) => {
    const { path, query } = inputOf(request, "listProductsByCategory");
    const base = db.products.filter((p) => p.category === path.category);
    return response(200).json(listingBody(filteredListing(base, listingQueryOf(query))));
  }),

  http.get("/product/subcategory/{slugs}/{category}", ({ request, response }) => {
    const { path, query } = inputOf(request, "listProductsBySubCategory");
    const slugs = parseSlugs(path.slugs);
    const base = db.products.filter((p) => p.category === path.category && slugs.includes(p.subCategory));
    return response(200).json(listingBody(filteredListing(base, listingQueryOf(query))));
  }),

  http.get("/product/search", ({ request, response }) => {
    const { q, limit } = withDefaults(inputOf(request, "searchProducts").query, "limit");
    const matches = db.products
      .map((p) => ({ product: p, match: searchMatch(p, q) }))
      .filter((m) => m.match !== null)
      .sort((a, b) => (b.match?.score ?? 0) - (a.match?.score ?? 0) || newestFirst(a.product, b.product));
    const results = matches.slice(0, limit).map((m) => m.match!.result);
    return response(200).json({ success: true, data: { results, totalCount: matches.length } });
  }),

  http.get("/product/product/{productId}", ({ params, response }) => {
    const product = requireProduct(params.productId);
    return response(200).json({ success: true, data: { data: { data: product } } });
  }),

  http.get("/product/{productId}/similar", ({ params, request, response }) => {
    const product = requireProduct(params.productId);
    const { page, limit } = paging(request);
    const others = db.products.filter((p) => p._id !== product._id);
    const sameSub = others.filter((p) => p.subCategory === product.subCategory).sort(newestFirst);
    const sameCategory = others
      .filter((p) => p.subCategory !== product.subCategory && p.category === product.category)
      .sort(newestFirst);
    return response(200).json(listingBody(listing([...sameSub, ...sameCategory], page, limit)));
  }),
];

const emptyListing = (page: number, limit: number) =>
  listingBody({ products: [], totalCount: 0, page, limit, facets: facetsOf([]) });

export const productHandlers: HandlerVariants = defineVariants(defaults, {
  /** Every listing, search and similar-items answer is empty. */
  empty: [
    http.get("/product/tags/{tag}", ({ request, response }) => {
      const { page, limit } = listingQueryOf(inputOf(request, "listProductsByTag").query);
      return response(200).json(emptyListing(page, limit));
    }),
    http.get("/product/category/{category}", ({ request, response }) => {
      const { page, limit } = listingQueryOf(inputOf(request, "listProductsByCategory").query);
      return response(200).json(emptyListing(page, limit));
    }),
    http.get("/product/subcategory/{slugs}/{category}", ({ request, response }) => {
      const { page, limit } = listingQueryOf(inputOf(request, "listProductsBySubCategory").query);
      return response(200).json(emptyListing(page, limit));
    }),
    http.get("/product/search", ({ response }) =>
      response(200).json({ success: true, data: { results: [], totalCount: 0 } }),
    ),
    http.get("/product/{productId}/similar", ({ request, response }) => {
      const { page, limit } = paging(request);
      return response(200).json(emptyListing(page, limit));
    }),
  ],
  /** Product detail and similar items answer 404. */
  notFound: [
    http.get("/product/product/{productId}", () => fail(404, "Product not found")),
    http.get("/product/{productId}/similar", () => fail(404, "Product not found")),
  ],
});
