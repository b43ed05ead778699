import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { pathKey, readAgainAfterChange } from "../../api/queryClient";
import { orderOptions, refundsOptions } from "./ordersQuery";
import type { Order } from "./orderTypes";

/**
 * An order answered in a new state (cancelled, returned, paid on delivery): it replaces the page's copy at
 * once, with its refunds as they stand; the orders lists are read again when next shown.
 */
export function useSettleOrder() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderOptions(hooks, order._id).queryKey, {
      success: true as const,
      data: order,
    });
    void readAgainAfterChange(queryClient, { queryKey: pathKey("get", "/order/getallorders") });
    // The answer holds the order's refunds as they stand (a cancel's refund just initiated).
    queryClient.setQueryData(refundsOptions(hooks, order._id).queryKey, {
      success: true as const,
      data: order.refunds ?? [],
    });
  };
}

/** Cancel (DELETE /order/cancelOrder) and return (POST /order/returnOrder), each settling the order. */
export function useOrderChange() {
  const { hooks } = useApi();
  const settle = useSettleOrder();
  const cancel = hooks.useMutation("delete", "/order/cancelOrder", {
    onSuccess: (answer) => settle(answer.data),
  });
  const requestReturn = hooks.useMutation("post", "/order/returnOrder", {
    onSuccess: (answer) => settle(answer.data),
  });
  return { cancel, requestReturn };
}
