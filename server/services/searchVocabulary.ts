// What the catalogue's vocabulary says of each search word, remembered per catalogue version: the words of
// a search repeat far more than its phrases ('hoodie' in thousands of different searches), and looking one
// up (its completions, or the words a typo stands for, by trigrams) is the costliest statement of a search
// (docs/decisions/listing-counts-and-search.md#the-vocabulary-remembered).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { versionsOf } from "./cacheVersions/registry";
import { CATALOGUE, LISTINGS } from "./cacheVersions/scopes";
import type { WordLookup } from "./searchQuery";

/** Words remembered per database at most; past it the longest remembered goes (a flood of typos cannot
 * grow the process). */
export const REMEMBERED_WORDS = 5000;

interface Remembered {
  /** The catalogue and listings versions the words were looked up at. */
  at: string;
  words: Map<string, WordLookup>;
}

const rememberedOf = new WeakMap<Kysely<Database>, Remembered>();

/**
 * `lookUp`'s answer for `words`, looking up only those not remembered at the current versions. Every change
 * of search_words (a published product added, renamed, recoloured, published, moved to drafts or archived;
 * the seed) bumps the listings or the catalogue (server/services/catalogue/productWrite.ts), so a word is
 * remembered until one of those versions moves; on several instances, as long as their cached answers are.
 * The versions are read before the look: a word is never remembered under a version newer than its rows.
 */
export async function rememberedLookups(
  db: Kysely<Database>,
  words: readonly string[],
  lookUp: (words: string[]) => Promise<Map<string, WordLookup>>,
): Promise<Map<string, WordLookup>> {
  const versions = versionsOf(db);
  await versions.ensureCurrent();
  const at = `${versions.versionOf(CATALOGUE)}:${versions.versionOf(LISTINGS)}`;
  let remembered = rememberedOf.get(db);
  if (remembered?.at !== at) {
    remembered = { at, words: new Map() };
    rememberedOf.set(db, remembered);
  }
  const known = remembered.words;
  const unknown = words.filter((word) => !known.has(word));
  if (unknown.length > 0) {
    for (const [word, lookup] of await lookUp(unknown)) {
      if (known.size >= REMEMBERED_WORDS) known.delete(known.keys().next().value as string);
      known.set(word, lookup);
    }
  }
  // Shared, not copied: searchQuery.ts only reads a lookup once lookUp has built it.
  return new Map(
    words.flatMap((word) => {
      const lookup = known.get(word);
      return lookup ? [[word, lookup] as const] : [];
    }),
  );
}
