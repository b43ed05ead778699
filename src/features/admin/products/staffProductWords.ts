// The staff product table's words, in one place for the screen, its stories and tests.
import type { Category, ProductStatus, ProductTag, StaffStockFilter, SubCategory } from "../../../api/types";
import type { BadgeTone } from "../../../design/tokens";
import { CATEGORY_NAMES } from "../../../lib/categoryNames";
import type { StaffProductSort } from "./staffProductFilters";

export const staffProductMessages = {
  title: "Products",
  /** The screen's name in the staff area's refusal panels (staffMessages). */
  screenName: "product table",
  addProduct: "Add product",
  loading: "Loading products",
  loadFailed: "The products could not be loaded.",
  emptyCatalogue: "No products yet. Add the first one.",
  noMatch: "No products match these filters.",
  nextPage: "Next page",
  previousPage: "Previous page",
  firstPage: "First page",
  soldOut: "Sold out",
  low: "Low",
  noPicture: "No picture",
} as const;

export const CATEGORY_LABELS: Record<Category, string> = {
  upperwear: CATEGORY_NAMES.upperWear,
  bottomwear: CATEGORY_NAMES.bottomWear,
};

export const SUB_CATEGORY_LABELS: Record<SubCategory, string> = {
  "t-shirt": CATEGORY_NAMES.tshirts,
  "oversize-t-shirt": CATEGORY_NAMES.oversizedTees,
  "regular-t-shirt": CATEGORY_NAMES.regularTees,
  hoodie: CATEGORY_NAMES.hoodies,
  shacket: CATEGORY_NAMES.shackets,
  joggers: CATEGORY_NAMES.joggers,
  jeans: CATEGORY_NAMES.jeans,
};

export const TAG_LABELS: Record<ProductTag, string> = {
  trending: CATEGORY_NAMES.trending,
  newarrival: CATEGORY_NAMES.newArrivals,
  lowsell: "Low sellers",
};

export const STATUS_LOOKS: Record<ProductStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: "Draft", tone: "warning" },
  published: { label: "Published", tone: "success" },
  archived: { label: "Archived", tone: "neutral" },
};

export const STOCK_LABELS: Record<StaffStockFilter, string> = {
  soldout: "Sold out",
  low: "Low stock",
};

export const SORT_LABELS: Record<StaffProductSort, string> = {
  updated: "Recently changed",
  name: "Name, A to Z",
  price: "Price, low to high",
  stock: "Stock, fewest first",
};

/** "25 products" or "1,000+ products" from the first page's count. */
export function countText(total: number, more: boolean): string {
  const n = `${total.toLocaleString("en-IN")}${more ? "+" : ""}`;
  return `${n} ${total === 1 && !more ? "product" : "products"}`;
}
