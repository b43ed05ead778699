// How usernames, emails and login identifiers are normalised before they are stored or compared, and the
// "skeleton" that makes look-alike usernames collide (`аarav_k` with a Cyrillic а beside `aarav_k`).
import unhomoglyph from "unhomoglyph";

/** NFKC (full-width and other compatibility forms become their plain letters), trimmed. */
const nfkc = (value: string) => value.normalize("NFKC").trim();

/** How an email is stored and compared: NFKC, trimmed, lower-cased. */
export const normaliseEmail = (email: string) => nfkc(email).toLowerCase();

/** How a username is stored: NFKC and trimmed; its case is kept for display. */
export const normaliseUsername = (username: string) => nfkc(username);

/** A login identifier (email, username or phone) as typed: NFKC (full-width digits become digits), trimmed. */
export const normaliseIdentifier = (identifier: string) => nfkc(identifier);

// Zero-width joiners, soft hyphens, variation selectors …: invisible, so two names that differ only by
// them look the same.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** One round of the confusables map (Unicode's confusables.txt, via unhomoglyph), then lower case. */
const fold = (value: string) => unhomoglyph(value).toLowerCase();

/**
 * The username's skeleton, stored in a unique column: two usernames with the same skeleton look alike, so
 * the second is refused. UTS #39's skeleton (decompose, map each confusable to its prototype, decompose),
 * made case-insensitive: the map runs before and after lower-casing, because it is case-sensitive
 * (`I` → `l`, `0` → `O`, and a lower-cased Cyrillic capital is a Cyrillic small letter to map again).
 * Not for display: `m` becomes `rn`.
 */
export function usernameSkeleton(username: string): string {
  const decomposed = normaliseUsername(username).normalize("NFKD").replace(INVISIBLE, "");
  return fold(fold(decomposed)).normalize("NFD");
}

/** The identity columns of a new user row, normalised, with the username's skeleton. */
export function identityColumns(input: { username: string; email: string }) {
  const username = normaliseUsername(input.username);
  return { username, email: normaliseEmail(input.email), username_skeleton: usernameSkeleton(username) };
}
