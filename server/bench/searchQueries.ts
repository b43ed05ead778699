// bench:api's uncached search run (api.ts): every request a query the shop has not been asked before, so
// no answer comes from its cache (docs/decisions/listing-counts-and-search.md). The queries are made of
// the catalogue's own words, as shoppers type them: one to three words, some cut short ("hood"), some with
// a letter wrong ("hoddie"), each made unique by the combination and the number of results asked for.
import { catalogue } from "../../mocks/fixtures";

/** A small fixed generator (mulberry32): the same queries in every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  ...new Set(
    catalogue.flatMap((product) =>
      `${product.name} ${product.subCategory} ${product.variants.map((v) => v.color).join(" ")}`
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length >= 4),
    ),
  ),
];

/** `count` different search queries (their `q`), as shoppers type them. */
export function searchQueries(count: number): string[] {
  const random = seeded(2026);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  const typed = (word: string) => {
    const roll = random();
    if (roll < 0.2) return word.slice(0, Math.max(3, word.length - 2)); // cut short
    if (roll < 0.35) {
      const at = 1 + Math.floor(random() * (word.length - 1));
      return word.slice(0, at) + word[at - 1] + word.slice(at + 1); // a letter doubled over the next
    }
    return word;
  };
  const queries = new Set<string>();
  while (queries.size < count) {
    const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () => typed(pick()));
    queries.add(words.join(" "));
  }
  return [...queries];
}

/** The queries as request paths: `/api/v1/product/search?q=…&limit=…` (the limit varied too, so even a
 * phrase asked again would be a new answer). */
export function searchPaths(count: number): string[] {
  return searchQueries(count).map(
    (q, index) => `/api/v1/product/search?q=${encodeURIComponent(q)}&limit=${1 + (index % 20)}`,
  );
}
