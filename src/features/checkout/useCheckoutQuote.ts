import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { quoteOptions, useQuote } from "../bill";
import type { Quote, QuoteRequest } from "./checkoutTypes";

/** What is being bought: one Buy Now item, or the cart lines chosen on the cart screen. */
export type CheckoutLines = Pick<QuoteRequest, "product" | "cartLineIds">;

/**
 * The server's quote for the checkout (the bill's own query: a new coupon, payment mode or pincode is a
 * new quote, the previous one staying on screen meanwhile). `replace` puts the fresh quote the server sent
 * with a refusal (409) in its place.
 */
export function useCheckoutQuote(request: QuoteRequest) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const query = useQuote(request, true);
  return {
    quote: query.data?.data,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: () => void query.refetch(),
    replace: (quote: Quote) =>
      queryClient.setQueryData(quoteOptions(hooks, request).queryKey, {
        success: true as const,
        data: quote,
      }),
  };
}
