// What a public answer can depend on (docs/decisions/shared-cache-versions.md). Each scope has a version row
// in cache_versions, bumped in the transaction of a change to what the scope's answers say:
// - CATALOGUE: every public answer (the seed, a change to the catalogue's tables made by hand, a product
//   published, moved to drafts or archived: which products shoppers may see). A popular answer never rides
//   its change for a second as it does the others' (server/api/answerStore.ts);
// - LISTINGS: listings, search, similar products, trending: the cards, their order and the filters. Bumped
//   when a card says something new that a shopper acts on: a size sold out or back in stock, a price, a
//   rating. A card's stock count between those moments is not a reason (it is checked again at cart and
//   order, and the product's own answer has it exact);
// - one per product: its own answer and page (stock per size, reviews, "Verified buyer" marks);
// - HEADLINES: the announcement bar's lines, and so every page (each shows the bar). Bumped by a staff
//   change of a line; a line's start or end needs no bump, the answer is kept only until then (reads.ts);
// - BANNERS: the banner lists, and so the pages showing them (home, trending). Bumped by a staff change of
//   a slide; a slide's start or end needs no bump, as for headlines.
export const CATALOGUE = "catalogue";
export const LISTINGS = "listings";
export const HEADLINES = "headlines";
export const BANNERS = "banners";
export const productScope = (productId: string) => `product:${productId}`;

/** The PostgreSQL notification channel a bump is announced on (delivered to every server at its commit). */
export const VERSIONS_CHANNEL = "cache_versions";

/** A scope and the version an answer was read at. */
export type ScopeVersion = readonly [scope: string, version: number];

/** Where the current version of a scope is read (0 for a scope never bumped). */
export interface VersionSource {
  versionOf(scope: string): number;
}

/** A VersionSource that may have to look again before it is used (registry.ts). */
export interface CurrentVersions extends VersionSource {
  /** Undefined when the versions may be used now, else the look to wait for. */
  ensureCurrent(): Promise<void> | undefined;
}
