import { useState } from "react";
import { useApi } from "../../api/ApiProvider";
import { errorMessage } from "../../api/errors";
import { toast } from "../../components/Toast";
import { detailMessages as messages } from "./detailMessages";
import { newIdempotencyKey, retryUnanswered } from "./idempotencyKey";
import type { Order } from "./orderTypes";
import { usePaymentRedirect } from "./paymentRedirect";
import { useSettleOrder } from "./useOrderChange";

/**
 * Paying for an order awaiting its payment: Retry Payment (POST /order/{id}/retry-payment with a key for
 * this press, then the gateway's page) or Pay on Delivery (POST /order/{id}/pay-on-delivery: the order,
 * now COD, replaces the page's copy, unless `onPaidOnDelivery` takes the shopper elsewhere). A refusal's
 * reason (COD not offered, stock gone) is `problem`.
 */
export function usePayForOrder(orderId: string, onPaidOnDelivery?: (order: Order) => void) {
  const { hooks } = useApi();
  const redirectToGateway = usePaymentRedirect();
  const settle = useSettleOrder();
  const [problem, setProblem] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const retry = hooks.useMutation("post", "/order/{id}/retry-payment", { retry: retryUnanswered });
  const cod = hooks.useMutation("post", "/order/{id}/pay-on-delivery");

  const payAgain = () => {
    setProblem(null);
    const params = { path: { id: orderId }, header: { "Idempotency-Key": newIdempotencyKey() } };
    retry.mutate(
      { params },
      {
        onSuccess: (answer) => {
          setRedirecting(true);
          redirectToGateway(answer.data.redirectUrl);
        },
        onError: (error) => setProblem(errorMessage(error, messages.retryFailed)),
      },
    );
  };

  const payOnDelivery = () => {
    setProblem(null);
    cod.mutate(
      { params: { path: { id: orderId } } },
      {
        onSuccess: (answer) => {
          settle(answer.data);
          if (onPaidOnDelivery) onPaidOnDelivery(answer.data);
          else toast.success(messages.payOnDeliveryDone);
        },
        onError: (error) => setProblem(errorMessage(error, messages.payOnDeliveryFailed)),
      },
    );
  };

  return {
    payAgain,
    payOnDelivery,
    problem,
    isRetrying: retry.isPending || redirecting,
    isSwitching: cod.isPending,
  };
}
