import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { type ListingAnswer, listingOf } from "./listingQuery";
import { productPath } from "../../lib/paths";

export interface ItemListEntry {
  name: string;
  url: string;
  image?: string;
}

/** The first page's products of a prefetched listing, as ItemList entries with absolute URLs. */
export function itemListEntries(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  origin: string,
): ItemListEntry[] {
  // The cache holds the answers as the API sent them (a screen's `select` unwraps them).
  const data = queryClient.getQueryData<InfiniteData<ListingAnswer>>(queryKey);
  const firstPage = data?.pages[0];
  const first = firstPage ? listingOf(firstPage).products : [];
  return first.map((p) => ({
    name: p.name,
    url: new URL(productPath(p._id, p.variantId), origin).href,
    image: p.images[0] ? new URL(p.images[0], origin).href : undefined,
  }));
}

/** A route meta entry with schema.org ItemList JSON-LD for a listing page. */
export function itemListMeta(name: string, pageUrl: string | undefined, entries: readonly ItemListEntry[]) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name,
      ...(pageUrl ? { url: pageUrl } : {}),
      numberOfItems: entries.length,
      itemListElement: entries.map((entry, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: entry.url,
        name: entry.name,
        ...(entry.image ? { image: entry.image } : {}),
      })),
    },
  };
}
