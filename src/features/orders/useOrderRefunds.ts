import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useApi } from "../../api/ApiProvider";
import { orderOptions, refundsOptions } from "./ordersQuery";
import type { Order, OrderRefund } from "./orderTypes";
import { readAgainAfterChange } from "../../api/queryClient";

/** How often a refund still initiated at the gateway is asked about (the server asks the gateway). */
export const REFUND_POLL_MS = 3000;

const anyInitiated = (refunds: readonly OrderRefund[]) => refunds.some((r) => r.state === "initiated");

/**
 * The order's refunds as they stand: the order's own list, then getOrderRefunds asked every few seconds
 * while one is still initiated, until the gateway has processed (or failed) them all. When the last one
 * settles, the order is read again (its payment status and timeline move with it).
 */
export function useOrderRefunds(order: Order) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const fromOrder = order.refunds ?? [];
  const polled = useQuery({
    ...refundsOptions(hooks, order._id),
    enabled: anyInitiated(fromOrder),
    refetchInterval: (query) => (anyInitiated(query.state.data?.data ?? fromOrder) ? REFUND_POLL_MS : false),
  });
  const refunds = polled.data?.data ?? fromOrder;
  const waiting = anyInitiated(refunds);

  const wasWaiting = useRef(waiting);
  const settled = refunds.length > 0 && !waiting;
  useEffect(() => {
    if (wasWaiting.current && settled) {
      void readAgainAfterChange(queryClient, { queryKey: orderOptions(hooks, order._id).queryKey });
    }
    wasWaiting.current = waiting;
  }, [waiting, settled, queryClient, hooks, order._id]);

  return { refunds, waiting };
}
