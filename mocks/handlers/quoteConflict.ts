// The server's 409 to a place-order call whose quote went stale (a price changed or stock ran out since the
// shopper looked): nothing is placed, and the fresh quote comes in `data` (QuoteConflictResponse).
import { quotes } from "../fixtures";

export const QUOTE_CONFLICT_MESSAGE = "Prices have changed since you last looked. Please review your order.";

/** The fresh quote the sample conflict carries: the hoodie's size sold out meanwhile. */
export const conflictQuote = quotes.outOfStock;

export const quoteConflictBody = () => ({
  success: false as const,
  message: QUOTE_CONFLICT_MESSAGE,
  data: structuredClone(conflictQuote),
});
