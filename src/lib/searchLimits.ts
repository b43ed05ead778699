/** A search's matches are counted up to this many (the contract's totalCount maximum): a count of it means
 * at least that many. Counting every match of a common word would read every product it names. The results
 * page reaches these best matches. */
export const SEARCH_MATCHES_COUNTED = 100;

/** The longest search the shop takes, in characters (the contract's q). */
export const MAX_SEARCH_LENGTH = 100;
