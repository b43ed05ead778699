import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { pathKey } from "../../api/queryClient";
import { orderOptions, refundsOptions } from "./ordersQuery";
import type { Order } from "./orderTypes";

/**
 * Cancel (DELETE /order/cancelOrder) and return (POST /order/returnOrder): each answers the order in its
 * new state, which replaces the page's copy at once; the orders list is read again when next shown.
 */
export function useOrderChange() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const settle = (order: Order) => {
    queryClient.setQueryData(orderOptions(hooks, order._id).queryKey, {
      success: true as const,
      data: order,
    });
    void queryClient.invalidateQueries({ queryKey: pathKey("get", "/order/getallorders") });
    // The answer holds the order's refunds as they stand (a cancel's refund just initiated).
    queryClient.setQueryData(refundsOptions(hooks, order._id).queryKey, {
      success: true as const,
      data: order.refunds ?? [],
    });
  };
  const cancel = hooks.useMutation("delete", "/order/cancelOrder", {
    onSuccess: (answer) => settle(answer.data),
  });
  const requestReturn = hooks.useMutation("post", "/order/returnOrder", {
    onSuccess: (answer) => settle(answer.data),
  });
  return { cancel, requestReturn };
}
