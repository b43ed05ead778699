// Sort, filters and facets of the listing calls (GET /product/tags/{tag}, /product/category/{category},
// /product/subcategory/{slugs}/{category}), exactly as the contract describes them and the server answers:
// filters first (size: stock > 0 in ANY listed size; color: ANY listed colour, case-insensitive; price on
// finalPrice, inclusive), then the order (ties by createdAt desc, then _id desc), then paging; totalCount
// counts the filtered list; facets describe the unfiltered base set.
import { type ListingSort, SIZES } from "../../src/api/enums";
import { type Product, type ProductListing, type Size, toSummary } from "../fixtures";
import { newestFirst } from "./state";

export type ListingFacets = ProductListing["facets"];

export interface ListingQuery {
  page: number;
  limit: number;
  sort: ListingSort;
  sizes: Size[];
  colors: string[];
  minPrice?: number;
  maxPrice?: number;
}

/** Facets of the base set: in-stock sizes in S..XXL order, colours by name, finalPrice range. */
export function facetsOf(base: readonly Product[]): ListingFacets {
  const inStock = new Set<Size>();
  const colors = new Map<string, string>();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const product of base) {
    min = Math.min(min, product.finalPrice);
    max = Math.max(max, product.finalPrice);
    for (const variant of product.variants) {
      const known = colors.get(variant.color);
      if (known === undefined || variant.colorHex < known) colors.set(variant.color, variant.colorHex);
      for (const { size, stock } of variant.sizes) if (stock > 0) inStock.add(size);
    }
  }
  return {
    sizes: SIZES.filter((s) => inStock.has(s)),
    colors: [...colors]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, hex]) => ({ name, hex })),
    price: base.length === 0 ? { min: 0, max: 0 } : { min, max },
  };
}

function matches(product: Product, query: ListingQuery): boolean {
  if (query.sizes.length > 0) {
    const wanted = new Set<string>(query.sizes);
    const inStock = product.variants.some((v) => v.sizes.some((s) => s.stock > 0 && wanted.has(s.size)));
    if (!inStock) return false;
  }
  if (query.colors.length > 0) {
    const wanted = new Set(query.colors.map((c) => c.toLowerCase()));
    if (!product.variants.some((v) => wanted.has(v.color.toLowerCase()))) return false;
  }
  if (query.minPrice !== undefined && product.finalPrice < query.minPrice) return false;
  if (query.maxPrice !== undefined && product.finalPrice > query.maxPrice) return false;
  return true;
}

function comparator(sort: ListingSort): (a: Product, b: Product) => number {
  switch (sort) {
    case "price-asc":
      return (a, b) => a.finalPrice - b.finalPrice || newestFirst(a, b);
    case "price-desc":
      return (a, b) => b.finalPrice - a.finalPrice || newestFirst(a, b);
    case "rating":
      return (a, b) => b.rating - a.rating || newestFirst(a, b);
    default:
      return newestFirst;
  }
}

/** One page of the base set after the query's filters and order, with the base set's facets. */
export function filteredListing(base: readonly Product[], query: ListingQuery): ProductListing {
  const matching = base.filter((p) => matches(p, query)).sort(comparator(query.sort));
  const start = (query.page - 1) * query.limit;
  return {
    products: matching.slice(start, start + query.limit).map(toSummary),
    totalCount: matching.length,
    page: query.page,
    limit: query.limit,
    facets: facetsOf(base),
  };
}
