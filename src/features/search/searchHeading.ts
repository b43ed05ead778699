import { SEARCH_MATCHES_COUNTED } from "../../lib/searchLimits";

/** The results page's heading: how many matched and what was searched ("9 results for “black tee”"); a
 * count at the most the search counts reads as at least that many ("100+ results"). */
export function resultsHeading(totalCount: number, term: string): string {
  const count = totalCount >= SEARCH_MATCHES_COUNTED ? `${SEARCH_MATCHES_COUNTED}+` : String(totalCount);
  return `${count} ${totalCount === 1 ? "result" : "results"} for “${term}”`;
}

/** Said under the last page when the search found more than it counts. */
export function resultsEndNote(totalCount: number): string | undefined {
  return totalCount >= SEARCH_MATCHES_COUNTED
    ? `These are the best ${SEARCH_MATCHES_COUNTED} matches. Add a word to narrow your search.`
    : undefined;
}
