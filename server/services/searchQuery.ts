/**
 * How the words of a search become full-text queries (to_tsquery 'english' syntax). Pure, so the rules are
 * tested without a database; server/services/search.ts looks the words up in the catalogue's vocabulary
 * and runs the queries.
 */

/** What the catalogue's vocabulary (search_words: the words of names, kinds and colours) says of a query word. */
export interface WordLookup {
  /** The vocabulary words the query word begins ('hood' → hooded, hoodie, hoodies), in word order; null
   * when there are more than the search takes as exact words (a short start such as 'sh'). */
  completions: string[] | null;
  /** The catalogue words an unknown word is read as ('hoddie' → hoodie); empty for a known word. */
  corrections: string[];
  /** How many products have one of those words (completions and corrections) in their name, kind or
   * colour, as the vocabulary counts them: at most this many products match the word there. */
  titleProducts: number;
}

/** The full-text queries a search runs: `every` finds the matches (every word, or a word it stands for);
 * `strong` the matches whose every word is in the product's name, kind or colour (weights A and B of
 * search_vector), which rank before matches by description. */
export interface SearchQueries {
  every: string;
  strong: string;
  /** Whether a word is matched as a prefix (see countMatches). */
  hasPrefix: boolean;
}

/**
 * The terms one query word matches. A word the vocabulary completes is matched as itself and its
 * completions, exact words: GIN reads exact entries by skipping through their posting lists, while a
 * prefix (`black:*`) gathers a bitmap of every entry it covers, twice the cost at 100,000 products. A word
 * the vocabulary does not complete (a number, a word of descriptions only, a start of too many words, a
 * typo) is matched as a prefix, so 'cott' finds cotton in descriptions, plus the words a typo stands for.
 * Words are [a-z0-9]+ (searchWords), so they are safe as tsquery terms.
 */
export function wordTerms(word: string, lookup: WordLookup | undefined): { term: string; prefix: boolean }[] {
  const completions = lookup?.completions ?? [];
  if (completions.length > 0) {
    return [...new Set([word, ...completions])].map((term) => ({ term, prefix: false }));
  }
  return [
    { term: word, prefix: true },
    ...(lookup?.corrections ?? []).map((term) => ({ term, prefix: false })),
  ];
}

/** The queries for some words and what the vocabulary says of each. */
export function searchQueries(words: string[], lookups: Map<string, WordLookup>): SearchQueries {
  const terms = words.map((word) => wordTerms(word, lookups.get(word)));
  const query = (weights: string) =>
    terms
      .map((alternatives) =>
        alternatives.map(
          ({ term, prefix }) => `${term}${prefix || weights ? ":" : ""}${prefix ? "*" : ""}${weights}`,
        ),
      )
      .map((alternatives) => `(${alternatives.join(" | ")})`)
      .join(" & ");
  return { every: query(""), strong: query("AB"), hasPrefix: terms.flat().some((t) => t.prefix) };
}

/**
 * At most how many products match every word in their name, kind or colour ("strong" matches), by the
 * vocabulary's counts: the fewest of any word, as each must match. Infinity when a word says nothing (a
 * number, a start of too many words). A word matched as a prefix may find a stem beyond the vocabulary's
 * words ('happi' in 'happy'), so this steers how the strong matches are looked for, never which they are.
 */
export function strongMatchesAtMost(words: string[], lookups: Map<string, WordLookup>): number {
  return Math.min(
    ...words.map((word) => {
      const lookup = lookups.get(word);
      return lookup && lookup.completions !== null ? lookup.titleProducts : Number.POSITIVE_INFINITY;
    }),
  );
}

/**
 * The search as it was read, when a typo was taken for a catalogue word and the search is sure which: every
 * corrected word has one correction ('hoddie' → 'hoodie', 'blak tee' → 'black tee'). Undefined when every
 * word was read as typed, or a typo could stand for more than one word (its matches are of each).
 */
export function readAs(words: readonly string[], lookups: Map<string, WordLookup>): string | undefined {
  const corrections = words.map((word) => lookups.get(word)?.corrections ?? []);
  if (corrections.every((c) => c.length === 0) || corrections.some((c) => c.length > 1)) return undefined;
  return words.map((word, index) => corrections[index][0] ?? word).join(" ");
}
