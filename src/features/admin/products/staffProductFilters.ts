// The product table's filters, sort and page live in the URL (`/admin/products?status=draft&sort=price
// &cursor=…&back=…`), so a filtered table can be shared, reloaded and stepped back through, and the filter
// form works as a plain GET form before the page hydrates. The route's loader and the screen read the same
// params with `parseStaffProducts`, so the server prefetches exactly the page the screen asks for. Anything
// the contract would refuse is dropped rather than sent.
import { CATEGORIES, PRODUCT_TAGS, SUB_CATEGORIES } from "../../../api/enums";
import type { Category, ProductStatus, ProductTag, StaffStockFilter, SubCategory } from "../../../api/types";
import { withQuery } from "../../../lib/paths";

export type StaffProductSort = "updated" | "name" | "price" | "stock";

export interface StaffProductFilters {
  q?: string;
  category?: Category;
  subCategory?: SubCategory;
  tag?: ProductTag;
  status?: ProductStatus;
  stock?: StaffStockFilter;
  sort?: StaffProductSort;
}

export interface StaffProductsState {
  filters: StaffProductFilters;
  /** The page shown: the cursor it starts after (none on the first page). */
  cursor?: string;
  /** The cursors of the pages before it, oldest first (Previous goes to the last). */
  back: string[];
}

// Records over the contract's types, so a value added to or dropped from the contract fails the type check.
const STATUS_KEYS: Record<ProductStatus, true> = { draft: true, published: true, archived: true };
const STOCK_KEYS: Record<StaffStockFilter, true> = { soldout: true, low: true };
const SORT_KEYS: Record<StaffProductSort, true> = { updated: true, name: true, price: true, stock: true };
export const PRODUCT_STATUSES = Object.keys(STATUS_KEYS) as ProductStatus[];
export const STOCK_FILTERS = Object.keys(STOCK_KEYS) as StaffStockFilter[];
export const STAFF_PRODUCT_SORTS = Object.keys(SORT_KEYS) as StaffProductSort[];

/** The contract's limits: `q` 1..100 characters, a cursor 1..300. */
const MAX_SEARCH = 100;
const MAX_CURSOR = 300;
/** Pages remembered for Previous: past these the oldest are forgotten (Previous then ends at an earlier
 * page than the first, the table's start is one press of First page away). */
const MAX_BACK = 20;

export const FILTER_KEYS = [
  "q",
  "category",
  "subCategory",
  "tag",
  "status",
  "stock",
  "sort",
] as const satisfies readonly (keyof StaffProductFilters)[];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

const isCursor = (value: string) => value.length > 0 && value.length <= MAX_CURSOR && /^[\w-]+$/.test(value);

/** The filters and page of the table's URL, each kept only when it is one the contract accepts. */
export function parseStaffProducts(params: URLSearchParams): StaffProductsState {
  const filters: StaffProductFilters = {};
  const q = params.get("q")?.trim();
  if (q) filters.q = q.slice(0, MAX_SEARCH);
  const category = oneOf(CATEGORIES, params.get("category"));
  if (category) filters.category = category;
  const subCategory = oneOf(SUB_CATEGORIES, params.get("subCategory"));
  if (subCategory) filters.subCategory = subCategory;
  const tag = oneOf(PRODUCT_TAGS, params.get("tag"));
  if (tag) filters.tag = tag;
  const status = oneOf(PRODUCT_STATUSES, params.get("status"));
  if (status) filters.status = status;
  const stock = oneOf(STOCK_FILTERS, params.get("stock"));
  if (stock) filters.stock = stock;
  const sort = oneOf(STAFF_PRODUCT_SORTS, params.get("sort"));
  if (sort && sort !== "updated") filters.sort = sort;
  const cursor = params.get("cursor") ?? "";
  const back = (params.get("back") ?? "").split(".").filter(isCursor).slice(-MAX_BACK);
  return isCursor(cursor) ? { filters, cursor, back } : { filters, back: [] };
}

export const STAFF_PRODUCTS_PATH = "/admin/products";

/** The table's href for `filters` on the page after `cursor` (the first page without one). */
export function productsHref(filters: StaffProductFilters, page: { cursor?: string; back?: string[] } = {}) {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  if (page.cursor) {
    params.set("cursor", page.cursor);
    if (page.back?.length) params.set("back", page.back.join("."));
  }
  return withQuery(STAFF_PRODUCTS_PATH, params);
}

/** The next page's href: the current page's cursor joins the trail back. */
export const nextPageHref = (state: StaffProductsState, nextCursor: string) =>
  productsHref(state.filters, {
    cursor: nextCursor,
    back: state.cursor ? [...state.back, state.cursor].slice(-MAX_BACK) : [],
  });

/** The previous page's href, or null on the first page. */
export function previousPageHref(state: StaffProductsState): string | null {
  if (!state.cursor) return null;
  const back = state.back.slice(0, -1);
  const cursor = state.back.at(-1);
  return productsHref(state.filters, cursor ? { cursor, back } : {});
}

export const hasFilters = (filters: StaffProductFilters) =>
  FILTER_KEYS.some((key) => key !== "sort" && filters[key]);
