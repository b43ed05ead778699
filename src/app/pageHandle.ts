import { useMatches } from "react-router";
import type { MarketingTextLength } from "../features/shell/Footer/MarketingText";

/** What a page's route tells the main layout about it (its `handle` export). */
export interface PageHandle {
  /** The marketing text at the page's foot: the home page's in full, the listings' shortened; none if absent. */
  marketingText?: MarketingTextLength;
}

/** A listing's handle (and the coming-soon pages' standing in for one): the marketing text shortened, its
 * opening and "Why Choose Us?". */
export const LISTING_PAGE_HANDLE: PageHandle = { marketingText: "short" };

/** The marketing text the page now shown asks for (its deepest route that says). */
export function useMarketingText(): MarketingTextLength | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index].handle as PageHandle | undefined;
    if (handle?.marketingText) return handle.marketingText;
  }
  return undefined;
}
