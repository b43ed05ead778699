// Contract tag "products": listings (tag, category, sub-categories), search, detail, similar items.
// Listings answer the fixture products of the path (newest first), paged, with the catalogue's filters as
// facets; they ignore sort, size, colour and price, which the server applies. A story that filters or
// sorts answers the narrowed list for the request its screen sends (see the catalog stories). The search
// box answers the sample results (the hoodies) whatever the words, and the results page the sample matches
// (what "black tee" finds), paged; `noResults` answers none. A restock alert is taken for any variant of
// the product.
import { withDefaults } from "../../src/api/contract";
import type { ProductSummary } from "../../src/api/types";
import { catalogueMessages } from "../../src/lib/catalogueApiMessages";
import {
  findProduct,
  listingFacetsOf,
  type Product,
  type ProductListing,
  productsIn,
  productsWithTag,
  type SubCategory,
  sampleSearchMatches,
  sampleSearchResults,
  sampleSearchSuggestions,
  toSummary,
} from "../fixtures";
import { fail, http, inputOf } from "./http";
import { requireUser } from "./store";
import { defineVariants } from "./variants";

type Facets = ProductListing["facets"];
const noFacets: Facets = { sizes: [], colors: [], countries: [], price: { min: 0, max: 0 } };

/** One page of `products` as the listing calls answer it. */
export function listingPage(
  products: readonly Product[],
  page: number,
  limit: number,
  facets: Facets = listingFacetsOf(products),
): ProductListing {
  const start = (page - 1) * limit;
  return {
    products: products.slice(start, start + limit).map(toSummary),
    totalCount: products.length,
    page,
    limit,
    facets,
  };
}

/** The ProductListingResponse body (the contract's nesting). */
export function listingBody(listing: ProductListing) {
  return { success: true as const, data: { data: { data: listing } } };
}

/** One page of a search's `matches` as the results page's call answers it. */
function searchPageBody(
  matches: readonly ProductSummary[],
  query: { page?: number; limit?: number },
  readAs?: string,
) {
  const { page, limit } = paging(query);
  const start = (page - 1) * limit;
  const products = matches.slice(start, start + limit);
  return {
    success: true as const,
    data: { products, totalCount: matches.length, page, limit, ...(readAs ? { readAs } : {}) },
  };
}

const paging = (query: { page?: number; limit?: number }) => withDefaults(query, "page", "limit");

const requireProduct = (productId: string) =>
  findProduct(productId) ?? fail(404, catalogueMessages.productNotFound);

/** An empty page (no products, nothing to filter by). */
const emptyPage = (query: { page?: number; limit?: number }) => {
  const { page, limit } = paging(query);
  return listingBody(listingPage([], page, limit, noFacets));
};

const defaults = [
  http.get("/product/tags/{tag}", ({ request, response }) => {
    const { path, query } = inputOf(request, "listProductsByTag");
    const { page, limit } = paging(query);
    return response(200).json(listingBody(listingPage(productsWithTag(path.tag), page, limit)));
  }),

  http.get("/product/category/{category}", ({ request, response }) => {
    const { path, query } = inputOf(request, "listProductsByCategory");
    const { page, limit } = paging(query);
    return response(200).json(listingBody(listingPage(productsIn(path.category), page, limit)));
  }),

  http.get("/product/subcategory/{slugs}/{category}", ({ request, response }) => {
    const { path, query } = inputOf(request, "listProductsBySubCategory");
    const { page, limit } = paging(query);
    const products = productsIn(path.category, path.slugs.split(",") as SubCategory[]);
    return response(200).json(listingBody(listingPage(products, page, limit)));
  }),

  http.get("/product/search", ({ request, response }) => {
    const { limit } = withDefaults(inputOf(request, "searchProducts").query, "limit");
    return response(200).json({
      success: true,
      data: { results: sampleSearchResults.slice(0, limit), totalCount: sampleSearchResults.length },
    });
  }),

  http.get("/product/search/results", ({ request, response }) =>
    response(200).json(searchPageBody(sampleSearchMatches, inputOf(request, "listSearchResults").query)),
  ),

  http.get("/product/search/suggestions", ({ response }) =>
    response(200).json({ success: true, data: { searches: sampleSearchSuggestions } }),
  ),

  http.get("/product/product/{productId}", ({ params, response }) =>
    response(200).json({ success: true, data: { data: { data: requireProduct(params.productId) } } }),
  ),

  http.get("/product/{productId}/similar", ({ params, request, response }) => {
    const product = requireProduct(params.productId);
    const { page, limit } = paging(inputOf(request, "listSimilarProducts").query);
    const others = productsIn(product.category, [product.subCategory]).filter((p) => p !== product);
    return response(200).json(listingBody(listingPage(others, page, limit)));
  }),

  // Whether the size is really sold out is the server's to judge; the mocks take every ask.
  http.post("/product/{productId}/restock-alerts", ({ params, request, response }) => {
    requireUser();
    const product = requireProduct(params.productId);
    const { variantId, size } = inputOf(request, "requestRestockAlert").body;
    if (!product.variants.some((v) => v._id === variantId)) fail(404, catalogueMessages.variantNotFound);
    return response(201).json({ success: true, message: `We'll mail you when ${size} is back in stock.` });
  }),
];

const noResults = [
  http.get("/product/search", ({ response }) =>
    response(200).json({ success: true, data: { results: [], totalCount: 0 } }),
  ),
  http.get("/product/search/results", ({ request, response }) =>
    response(200).json(searchPageBody([], inputOf(request, "listSearchResults").query)),
  ),
];

/** The hoodies as a search that read a typo ('hoddie') finds them. */
const readHoodies = productsIn("upperwear", ["hoodie"]).map(toSummary);

export const productHandlers = defineVariants(defaults, {
  /** Every listing, search and similar-items answer is empty. */
  empty: [
    http.get("/product/tags/{tag}", ({ request, response }) =>
      response(200).json(emptyPage(inputOf(request, "listProductsByTag").query)),
    ),
    http.get("/product/category/{category}", ({ request, response }) =>
      response(200).json(emptyPage(inputOf(request, "listProductsByCategory").query)),
    ),
    http.get("/product/subcategory/{slugs}/{category}", ({ request, response }) =>
      response(200).json(emptyPage(inputOf(request, "listProductsBySubCategory").query)),
    ),
    ...noResults,
    http.get("/product/{productId}/similar", ({ request, response }) =>
      response(200).json(emptyPage(inputOf(request, "listSimilarProducts").query)),
    ),
  ],
  /** A search finds nothing (the search box and the results page); the suggestions still answer. */
  noResults,
  /** The results page's search read a typo as the one word it stands for: "hoddie" as "hoodie". */
  searchReadAs: [
    http.get("/product/search/results", ({ request, response }) =>
      response(200).json(searchPageBody(readHoodies, inputOf(request, "listSearchResults").query, "hoodie")),
    ),
  ],

  /** Similar items fail (500); the product itself loads. */
  similarFailed: [
    http.get("/product/{productId}/similar", () => fail(500, "Could not load similar products")),
  ],
  /** Product detail and similar items answer 404. */
  notFound: [
    http.get("/product/product/{productId}", () => fail(404, catalogueMessages.productNotFound)),
    http.get("/product/{productId}/similar", () => fail(404, catalogueMessages.productNotFound)),
  ],
});
