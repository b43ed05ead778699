import { LISTING_SORTS, type ListingSort, SIZES } from "../../api/enums";
import type { components } from "../../api/schema";
import { formatRupees } from "../../lib/money";

// Sort and filters of the listing pages (designed; contract parameters sort, size, color, country,
// minPrice, maxPrice). They live in the URL (`?sort=price-asc&size=M&size=L&color=Black&minPrice=500&maxPrice=1500`):
// the route loader and the screen parse the same search params with `parseListingFilters`, so the server
// prefetches exactly the query the screen asks for.

export type Size = components["schemas"]["Size"];
export { LISTING_SORTS, type ListingSort };
export type ListingFacets = components["schemas"]["ProductListing"]["facets"];

export const SORT_LABELS: Record<ListingSort, string> = {
  newest: "Newest",
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  rating: "Top Rated",
};

export interface ListingFilters {
  sort: ListingSort;
  /** In S..XXL order, no repeats. */
  size: Size[];
  /** Colour names, no repeats (case-insensitive), sorted. */
  color: string[];
  /** Countries of origin, no repeats, sorted (docs/decisions/product-declarations.md#the-country-filter). */
  country: string[];
  minPrice?: number;
  maxPrice?: number;
}

export const DEFAULT_LISTING_FILTERS: ListingFilters = Object.freeze({
  sort: "newest",
  size: [],
  color: [],
  country: [],
}) as ListingFilters;

/** The search params the filters own (everything else in the URL, e.g. `tab`, is left alone). */
const FILTER_PARAMS = ["sort", "size", "color", "country", "minPrice", "maxPrice"] as const;

const MAX_COLOR_LENGTH = 50;
/** The contract's CountryName: a name the server would refuse is dropped from the URL's filters. */
const COUNTRY_NAME = /^[A-Za-z][A-Za-z .,'()-]*[A-Za-z.)]$/;
const MAX_COUNTRY_LENGTH = 60;
const NON_NEGATIVE_INTEGER = /^(0|[1-9][0-9]*)$/;

function price(raw: string | null): number | undefined {
  if (raw === null || !NON_NEGATIVE_INTEGER.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The filters in a URL's search params, normalised: unknown sorts, sizes and blank colours are dropped,
 * sizes ordered S..XXL, colours de-duplicated and sorted. Prices are kept as given, even a min above the
 * max (see priceRangeProblem): swapping them behind the shopper's back made the boxes, the URL and the
 * list disagree. The same params always give an equal object, so they can be part of a query key.
 */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const rawSort = params.get("sort");
  const sort = (LISTING_SORTS as readonly string[]).includes(rawSort ?? "")
    ? (rawSort as ListingSort)
    : "newest";
  const sizes = new Set(params.getAll("size"));
  const size = SIZES.filter((s) => sizes.has(s));
  const colors = new Map<string, string>();
  for (const raw of params.getAll("color")) {
    const name = raw.trim();
    if (name === "" || name.length > MAX_COLOR_LENGTH) continue;
    if (!colors.has(name.toLowerCase())) colors.set(name.toLowerCase(), name);
  }
  const color = [...colors.values()].sort((a, b) => a.localeCompare(b, "en"));
  const country = [
    ...new Set(
      params
        .getAll("country")
        .map((raw) => raw.trim())
        .filter((name) => name.length <= MAX_COUNTRY_LENGTH && COUNTRY_NAME.test(name)),
    ),
  ].sort((a, b) => a.localeCompare(b, "en"));
  const minPrice = price(params.get("minPrice"));
  const maxPrice = price(params.get("maxPrice"));
  const filters: ListingFilters = { sort, size, color, country };
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  return filters;
}

/** `base` with its filter params replaced by `filters` (defaults left out, so a plain listing has none). */
export function writeListingFilters(base: URLSearchParams, filters: ListingFilters): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of base) {
    if (!(FILTER_PARAMS as readonly string[]).includes(key)) next.append(key, value);
  }
  const normal = parseListingFilters(toSearchParams(filters));
  if (normal.sort !== "newest") next.set("sort", normal.sort);
  for (const size of normal.size) next.append("size", size);
  for (const color of normal.color) next.append("color", color);
  for (const country of normal.country) next.append("country", country);
  if (normal.minPrice !== undefined) next.set("minPrice", String(normal.minPrice));
  if (normal.maxPrice !== undefined) next.set("maxPrice", String(normal.maxPrice));
  return next;
}

function toSearchParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  params.set("sort", filters.sort);
  for (const size of filters.size) params.append("size", size);
  for (const color of filters.color) params.append("color", color);
  for (const country of filters.country) params.append("country", country);
  if (filters.minPrice !== undefined) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set("maxPrice", String(filters.maxPrice));
  return params;
}

export interface ListingApiQuery {
  sort?: ListingSort;
  size?: Size[];
  color?: string[];
  country?: string[];
  minPrice?: number;
  maxPrice?: number;
}

/**
 * What is wrong with the price range, in the words the shopper reads beside the price boxes and in place
 * of the products: a min above the max, which no product can match. Undefined when the range is fine.
 */
export function priceRangeProblem(filters: ListingFilters): string | undefined {
  const { minPrice, maxPrice } = filters;
  if (minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice) return undefined;
  return `The min price (${formatRupees(minPrice)}) is above the max price (${formatRupees(maxPrice)}). Lower the min or raise the max.`;
}

/**
 * The listing call's query parameters for `filters`, leaving out defaults. A reversed price range is left
 * out too: the server refuses it, and the screen lists nothing for it (it says why instead), asking only
 * for the rest (its sizes, colours and price bounds for the filters).
 */
export function toListingApiQuery(filters: ListingFilters): ListingApiQuery {
  const query: ListingApiQuery = {};
  if (filters.sort !== "newest") query.sort = filters.sort;
  if (filters.size.length > 0) query.size = [...filters.size];
  if (filters.color.length > 0) query.color = [...filters.color];
  if (filters.country.length > 0) query.country = [...filters.country];
  if (priceRangeProblem(filters)) return query;
  if (filters.minPrice !== undefined) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) query.maxPrice = filters.maxPrice;
  return query;
}

/** How many filters narrow the list (each size, colour and country, and the price range once). Sort is not
 * one. */
export function activeFilterCount(filters: ListingFilters): number {
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0;
  return filters.size.length + filters.color.length + filters.country.length + priced;
}

/** `params` with `change` merged into its filters (the other params kept). */
export function withFilterChange(params: URLSearchParams, change: Partial<ListingFilters>): URLSearchParams {
  return writeListingFilters(params, { ...parseListingFilters(params), ...change });
}

/** `params` with every narrowing filter removed, keeping the sort (and the other params). */
export function withFiltersCleared(params: URLSearchParams): URLSearchParams {
  return writeListingFilters(params, {
    sort: parseListingFilters(params).sort,
    size: [],
    color: [],
    country: [],
  });
}

/**
 * A price as typed into its box: the digits of it in rupees ("1,500", "₹ 1500" and "1500" alike), or no
 * limit when there are none. Amounts past the largest safe integer are no limit either.
 */
export function parsePriceInput(text: string): number | undefined {
  const digits = text.replace(/[^0-9]/g, "").replace(/^0+(?=[0-9])/, "");
  if (digits === "") return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}
