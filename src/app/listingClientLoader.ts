import { preloadInlineFilters } from "../features/catalog/ListingFilterBar";

/**
 * The clientLoader of a listing page (a client-side navigation; the first page load never runs it):
 * fetches the inline filters' code with the data where they show, so the listing appears whole instead
 * of its filters arriving a moment later.
 */
export async function loadListingInBrowser<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [answer] = await Promise.all([serverLoader(), preloadInlineFilters()]);
  return answer;
}
