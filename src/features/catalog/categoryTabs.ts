import type { components } from "../../api/schema";
import type { ListingSource } from "./listingQuery";
import { CATEGORY_NAMES } from "../../lib/categoryNames";
import { withQuery } from "../../lib/paths";

type Category = components["schemas"]["Category"];
type SubCategory = components["schemas"]["SubCategory"];

interface CategoryTab {
  /** The URL value (`?tab=`); "all" is the page without one. */
  tab: string;
  label: string;
  /** The sub-categories it lists; null = the whole category. */
  slugs: readonly SubCategory[] | null;
}

/** A category's listing page: its heading, its sub-category links, the products of the one chosen. */
export interface CategoryListing {
  category: Category;
  path: string;
  title: string;
  subtitle: string;
  /** The name of the navigation that holds the sub-category links. */
  navLabel: string;
  tabs: readonly CategoryTab[];
}

/** Upper Wear, its tabs named as everywhere else in the shop, with the original shop's sub-category slugs. */
export const UPPER_WEAR = {
  category: "upperwear",
  path: "/upper-wear",
  title: CATEGORY_NAMES.upperWear,
  subtitle: "Tees, hoodies and shackets for every day",
  navLabel: "Upper wear categories",
  tabs: [
    { tab: "all", label: "All", slugs: null },
    {
      tab: "tshirt",
      label: CATEGORY_NAMES.tshirts,
      slugs: ["t-shirt", "oversize-t-shirt", "regular-t-shirt"],
    },
    { tab: "oversize-tshirt", label: CATEGORY_NAMES.oversizedTees, slugs: ["oversize-t-shirt"] },
    { tab: "regular-tshirt", label: CATEGORY_NAMES.regularTees, slugs: ["regular-t-shirt"] },
    { tab: "hoodie", label: CATEGORY_NAMES.hoodies, slugs: ["hoodie"] },
    { tab: "shacket", label: CATEGORY_NAMES.shackets, slugs: ["shacket"] },
  ],
} as const satisfies CategoryListing;

/**
 * Bottom Wear. The original shop's page was a 'Bottom Wear Coming Soon' notice, from a shop that sold none;
 * this catalogue sells joggers and jeans (in search, in Trending), so the page lists them as Upper Wear lists
 * its own.
 */
export const BOTTOM_WEAR = {
  category: "bottomwear",
  path: "/bottom-wear",
  title: CATEGORY_NAMES.bottomWear,
  subtitle: "Joggers and jeans for every day",
  navLabel: "Bottom wear categories",
  tabs: [
    { tab: "all", label: "All", slugs: null },
    { tab: "joggers", label: CATEGORY_NAMES.joggers, slugs: ["joggers"] },
    { tab: "jeans", label: CATEGORY_NAMES.jeans, slugs: ["jeans"] },
  ],
} as const satisfies CategoryListing;

export const UPPER_WEAR_TABS = UPPER_WEAR.tabs;
export type UpperWearTab = (typeof UPPER_WEAR_TABS)[number]["tab"];

/**
 * The link that opens `listing` on `tab`, keeping the other params of `current` (the filters and sort a
 * shopper chose stay when the sub-category changes): "/upper-wear?tab=hoodie&size=M"; "/upper-wear" for All.
 */
export function categoryTabHref(listing: CategoryListing, tab: string, current?: URLSearchParams): string {
  const params = new URLSearchParams(current);
  if (tab === "all") params.delete("tab");
  else params.set("tab", tab);
  return withQuery(listing.path, params);
}

/** A link to one of Upper Wear's tabs (the name is checked against them). */
export const upperWearTabHref = (tab: UpperWearTab, current?: URLSearchParams) =>
  categoryTabHref(UPPER_WEAR, tab, current);

/** The tab in a URL's search params; anything unknown is All. */
export function parseCategoryTab(listing: CategoryListing, params: URLSearchParams): CategoryTab {
  const raw = params.get("tab");
  return listing.tabs.find((t) => t.tab === raw) ?? listing.tabs[0];
}

/** All → GET /product/category/{category}; the others → GET /product/subcategory/{slugs}/{category}. */
export function categoryTabSource(listing: CategoryListing, tab: CategoryTab): ListingSource {
  return tab.slugs === null
    ? { kind: "category", category: listing.category }
    : { kind: "subcategory", slugs: tab.slugs, category: listing.category };
}

/** Every kind of garment the shop sells, each a link to its tab of Upper Wear or Bottom Wear. */
export const KIND_LINKS = [UPPER_WEAR, BOTTOM_WEAR].flatMap((listing: CategoryListing) =>
  listing.tabs
    .filter((t) => t.tab !== "all")
    .map((t) => ({ href: categoryTabHref(listing, t.tab), label: t.label })),
);
