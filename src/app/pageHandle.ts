import { useMatches } from "react-router";
import { LISTING_RESULTS_ID } from "../features/catalog/ProductListingSection/listingResultsId";
import type { SkipLink } from "../features/shell/SiteShell";
import type { MarketingTextLength } from "../features/shell/Footer/MarketingText";

/** What a page's route tells the main layout about it (its `handle` export). */
export interface PageHandle {
  /** The marketing text at the page's foot: the home page's in full, the listings' shortened; none if absent. */
  marketingText?: MarketingTextLength;
  /** A second skip link, after "Skip to content", straight to what the page is for (a listing's products). */
  skipLink?: SkipLink;
}

/** The coming-soon pages' handle: the marketing text shortened (its opening and "Why Choose Us?"), as on
 * the listings they stand in for. */
export const COMING_SOON_PAGE_HANDLE: PageHandle = { marketingText: "short" };

/** A listing's handle: as a coming-soon page's, and a skip link past the header, the category links and the
 * filters to the first product. */
export const LISTING_PAGE_HANDLE: PageHandle = {
  ...COMING_SOON_PAGE_HANDLE,
  skipLink: { href: `#${LISTING_RESULTS_ID}`, label: "Skip to products" },
};

/** What the page now shown says about `key` (its deepest route that says). */
function useHandle<K extends keyof PageHandle>(key: K): PageHandle[K] | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const value = (matches[index].handle as PageHandle | undefined)?.[key];
    if (value) return value;
  }
  return undefined;
}

/** The marketing text the page now shown asks for. */
export function useMarketingText(): MarketingTextLength | undefined {
  return useHandle("marketingText");
}

/** The page's own skip link, if it has one. */
export function usePageSkipLink(): SkipLink | undefined {
  return useHandle("skipLink");
}
