// Why a shopper cancels or returns: a choice, and words of their own if they like. The server keeps the
// reason as one text ("Ordered the wrong size: need L"). Pure.

export const CANCEL_REASONS = [
  { id: "mistake", label: "Ordered by mistake" },
  { id: "size", label: "Ordered the wrong size or colour" },
  { id: "price", label: "Found a better price" },
  { id: "slow", label: "Delivery takes too long" },
  { id: "other", label: "Other reason" },
] as const;

export const RETURN_REASONS = [
  { id: "small", label: "Too small" },
  { id: "big", label: "Too big" },
  { id: "different", label: "Not as pictured" },
  { id: "damaged", label: "Damaged or defective" },
  { id: "wrong", label: "Wrong item received" },
  { id: "other", label: "Other reason" },
] as const;

export const REASON_MAX_LENGTH = 500;

/** The reason as the server keeps it: the choice's words, then the shopper's own after a colon. */
export function reasonText(
  choices: readonly { id: string; label: string }[],
  id: string,
  words: string,
): string {
  const label = choices.find((c) => c.id === id)?.label ?? "";
  const own = words.trim();
  return (own ? `${label}: ${own}` : label).slice(0, REASON_MAX_LENGTH);
}
