// The bill's server state: POST /checkout/quote through openapi-react-query (the request body is part of
// the key, so a new coupon, gift wrap, pincode or selection is a new quote). Shared by the cart and
// checkout screens.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import type { ApiQueryClient } from "../../api/client";
import { isApiError } from "../../api/errors";
import type { QuoteRequest } from "../../api/types";

/** One retry for server and network trouble; none for a refusal (401, 404) that will not change. */
function retryQuote(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && typeof error.status === "number" && error.status < 500) return false;
  return failureCount < 1;
}

/** POST /checkout/quote for `body`, never served from cache (prices and stock move). */
export function quoteOptions(hooks: ApiQueryClient, body: QuoteRequest) {
  return hooks.queryOptions("post", "/checkout/quote", { body }, { staleTime: 0, retry: retryQuote });
}

/**
 * The quote for `body` while `enabled`. While a new quote loads, the previous one stays on screen
 * (`isPlaceholderData`), so the bill does not flash back to its skeleton on every change.
 */
export function useQuote(body: QuoteRequest, enabled: boolean) {
  const { hooks } = useApi();
  return useQuery({ ...quoteOptions(hooks, body), enabled, placeholderData: keepPreviousData });
}
