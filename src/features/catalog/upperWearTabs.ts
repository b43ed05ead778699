import type { components } from "../../api/schema";
import type { ListingSource } from "./listingQuery";
import { CATEGORY_NAMES } from "../../lib/categoryNames";

type SubCategory = components["schemas"]["SubCategory"];

/** Upper Wear's tabs (spec 2.10, named as everywhere else in the shop) with the spec's sub-category slugs;
 * `tab` is their URL value. */
export const UPPER_WEAR_TABS = [
  { tab: "all", label: "All", slugs: null },
  { tab: "tshirt", label: CATEGORY_NAMES.tshirts, slugs: ["t-shirt", "oversize-t-shirt", "regular-t-shirt"] },
  { tab: "oversize-tshirt", label: CATEGORY_NAMES.oversizedTees, slugs: ["oversize-t-shirt"] },
  { tab: "regular-tshirt", label: CATEGORY_NAMES.regularTees, slugs: ["regular-t-shirt"] },
  { tab: "hoodie", label: CATEGORY_NAMES.hoodies, slugs: ["hoodie"] },
  { tab: "shacket", label: CATEGORY_NAMES.shackets, slugs: ["shacket"] },
] as const satisfies readonly { tab: string; label: string; slugs: readonly SubCategory[] | null }[];

export type UpperWearTab = (typeof UPPER_WEAR_TABS)[number]["tab"];

/**
 * The link that opens Upper Wear on `tab`, keeping the other params of `current` (the filters and sort a
 * shopper chose stay when the category changes): "/upper-wear?tab=hoodie&size=M"; "/upper-wear" for All.
 */
export function upperWearTabHref(tab: UpperWearTab, current?: URLSearchParams): string {
  const params = new URLSearchParams(current);
  if (tab === "all") params.delete("tab");
  else params.set("tab", tab);
  const search = params.toString();
  return search ? `/upper-wear?${search}` : "/upper-wear";
}

/** The tab in a URL's search params; anything unknown is All. */
export function parseUpperWearTab(params: URLSearchParams): UpperWearTab {
  const raw = params.get("tab");
  return UPPER_WEAR_TABS.find((t) => t.tab === raw)?.tab ?? "all";
}

/** All → GET /product/category/upperwear; the others → GET /product/subcategory/{slugs}/upperwear. */
export function upperWearSource(tab: UpperWearTab): ListingSource {
  const entry = UPPER_WEAR_TABS.find((t) => t.tab === tab) ?? UPPER_WEAR_TABS[0];
  return entry.slugs === null
    ? { kind: "category", category: "upperwear" }
    : { kind: "subcategory", slugs: entry.slugs, category: "upperwear" };
}
