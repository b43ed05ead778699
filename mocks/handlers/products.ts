// Contract tag "products": listings (tag, category, sub-categories), search, detail, similar items.
// Listing semantics (same as the server): newest first (createdAt desc, then _id desc), page 1-based,
// limit default 8 (max 50), totalCount = all matching; bad page/limit → 400 naming the field.
import {
  type Category,
  type Product,
  type ProductListing,
  PRODUCT_TAGS,
  type SearchResult,
  SUB_CATEGORIES,
  type SubCategory,
  toSummary,
} from "../fixtures";
import { fail, http } from "./http";
import { db, newestFirst, requireProduct } from "./state";
import { enumParam, positiveIntegerParam } from "./validate";
import { defineVariants, type HandlerVariants } from "./variants";

export const DEFAULT_LIMIT = 8;
export const MAX_LIMIT = 50;
const CATEGORIES: readonly Category[] = ["upperwear", "bottomwear"];

interface PageQuery {
  get(name: "page" | "limit"): string | null;
}

function paging(query: PageQuery) {
  const page = positiveIntegerParam(query.get("page"), "page", 1);
  const limit = positiveIntegerParam(query.get("limit"), "limit", DEFAULT_LIMIT, MAX_LIMIT);
  return { page, limit };
}

/** One page of `products` (already filtered and ordered). */
export function listing(products: Product[], page: number, limit: number): ProductListing {
  const start = (page - 1) * limit;
  return {
    products: products.slice(start, start + limit).map(toSummary),
    totalCount: products.length,
    page,
    limit,
  };
}

function listingBody(data: ProductListing) {
  return { success: true as const, data: { data: { data } } };
}

function parseSlugs(raw: string): SubCategory[] {
  const slugs = raw.split(",");
  for (const slug of slugs) {
    if (!(SUB_CATEGORIES as readonly string[]).includes(slug)) {
      fail(400, `slugs must be a comma-separated list of: ${SUB_CATEGORIES.join(", ")}`);
    }
  }
  return slugs as SubCategory[];
}

/** Search score: name 3, colour 2, sub-category 2, description 1 (0 = no match). */
function searchMatch(product: Product, q: string): { score: number; result: SearchResult } | null {
  const needle = q.toLowerCase();
  const colourVariant = product.variants.find((v) => v.color.toLowerCase().includes(needle));
  let score = 0;
  if (product.name.toLowerCase().includes(needle)) score += 3;
  if (colourVariant) score += 2;
  if (product.subCategory.toLowerCase().includes(needle)) score += 2;
  if (product.description.toLowerCase().includes(needle)) score += 1;
  if (score === 0) return null;
  const variant = colourVariant ?? product.variants[0];
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
  http.get("/product/tags/{tag}", ({ params, query, response }) => {
    const tag = enumParam(params.tag, "tag", PRODUCT_TAGS);
    const { page, limit } = paging(query);
    const matching = db.products.filter((p) => p.tags.includes(tag)).sort(newestFirst);
    return response(200).json(listingBody(listing(matching, page, limit)));
  }),

  http.get("/product/category/{category}", ({ params, query, response }) => {
    const category = enumParam(params.category, "category", CATEGORIES);
    const { page, limit } = paging(query);
    const matching = db.products.filter((p) => p.category === category).sort(newestFirst);
    return response(200).json(listingBody(listing(matching, page, limit)));
  }),

  http.get("/product/subcategory/{slugs}/{category}", ({ params, query, response }) => {
    const slugs = parseSlugs(params.slugs);
    const category = enumParam(params.category, "category", CATEGORIES);
    const { page, limit } = paging(query);
    const matching = db.products
      .filter((p) => p.category === category && slugs.includes(p.subCategory))
      .sort(newestFirst);
    return response(200).json(listingBody(listing(matching, page, limit)));
  }),

  http.get("/product/search", ({ query, response }) => {
    const q = (query.get("q") ?? "").trim();
    if (!q) fail(400, "q is required");
    if (q.length > 100) fail(400, "q must be at most 100 characters");
    const limit = positiveIntegerParam(query.get("limit"), "limit", 8, 20);
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

  http.get("/product/{productId}/similar", ({ params, query, response }) => {
    const product = requireProduct(params.productId);
    const { page, limit } = paging(query);
    const others = db.products.filter((p) => p._id !== product._id);
    const sameSub = others.filter((p) => p.subCategory === product.subCategory).sort(newestFirst);
    const sameCategory = others
      .filter((p) => p.subCategory !== product.subCategory && p.category === product.category)
      .sort(newestFirst);
    return response(200).json(listingBody(listing([...sameSub, ...sameCategory], page, limit)));
  }),
];

const emptyListing = (page: number, limit: number) =>
  listingBody({ products: [], totalCount: 0, page, limit });

export const productHandlers: HandlerVariants = defineVariants(defaults, {
  /** Every listing, search and similar-items answer is empty. */
  empty: [
    http.get("/product/tags/{tag}", ({ params, query, response }) => {
      enumParam(params.tag, "tag", PRODUCT_TAGS);
      const { page, limit } = paging(query);
      return response(200).json(emptyListing(page, limit));
    }),
    http.get("/product/category/{category}", ({ query, response }) => {
      const { page, limit } = paging(query);
      return response(200).json(emptyListing(page, limit));
    }),
    http.get("/product/subcategory/{slugs}/{category}", ({ query, response }) => {
      const { page, limit } = paging(query);
      return response(200).json(emptyListing(page, limit));
    }),
    http.get("/product/search", ({ response }) =>
      response(200).json({ success: true, data: { results: [], totalCount: 0 } }),
    ),
    http.get("/product/{productId}/similar", ({ query, response }) => {
      const { page, limit } = paging(query);
      return response(200).json(emptyListing(page, limit));
    }),
  ],
  /** Product detail and similar items answer 404. */
  notFound: [
    http.get("/product/product/{productId}", () => fail(404, "Product not found")),
    http.get("/product/{productId}/similar", () => fail(404, "Product not found")),
  ],
});
