import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { isApiError } from "../../api/errors";

/** How often a payment the gateway still calls pending is asked about again. */
export const PAYMENT_POLL_MS = 2000;

/** Server trouble is worth one more try; an answer like 404 or 401 will not change. */
export function retryServerTrouble(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && typeof error.status === "number" && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * POST /order/status {transactionId, orderId}: the server asks the gateway and answers the order's payment
 * and order status. Asked on arrival, then every PAYMENT_POLL_MS while the payment is still pending, until
 * it is final (paid, failed, or the order otherwise settled).
 */
export function usePaymentStatus(transactionId: string, orderId: string, enabled: boolean) {
  const { hooks } = useApi();
  return useQuery({
    ...hooks.queryOptions("post", "/order/status", { body: { transactionId, orderId } }),
    enabled,
    staleTime: 0,
    retry: retryServerTrouble,
    refetchInterval: (query) =>
      query.state.data?.data.paymentStatus === "pending" ? PAYMENT_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
}
