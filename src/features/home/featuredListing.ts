/** The home product carousel's listing: page 1 of 20 new arrivals (docs/product.md#constants). Plain
 * constants, without the catalog's components, so tests read them too. */
export const FEATURED_LIMIT = 20;
export const FEATURED_TAG = "newarrival" as const;
