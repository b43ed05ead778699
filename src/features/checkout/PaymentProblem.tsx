import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../components/Toast";
import { useApi } from "../../api/ApiProvider";
import { errorMessage } from "../../api/errors";
import { Button } from "../../components/Button";
import { CheckoutNotice } from "./CheckoutNotice";
import { checkoutMessages as messages } from "./checkoutMessages";
import { newIdempotencyKey, retryUnanswered } from "./idempotencyKey";
import { orderConfirmedPath } from "./paths";
import { usePaymentRedirect } from "./paymentRedirect";
import * as styles from "./PaymentStatus.css";

/**
 * A payment that failed or was cancelled (the order stays pending, its stock held a while): Retry Payment
 * (POST /order/{id}/retry-payment, then the gateway's page again) or Pay on Delivery (POST
 * /order/{id}/pay-on-delivery, then the confirmation). A refusal says why (e.g. COD not offered).
 */
export function PaymentProblem({ orderId }: { orderId: string }) {
  const { hooks } = useApi();
  const navigate = useNavigate();
  const redirectToGateway = usePaymentRedirect();
  const [problem, setProblem] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const retry = hooks.useMutation("post", "/order/{id}/retry-payment", { retry: retryUnanswered });
  const payOnDelivery = hooks.useMutation("post", "/order/{id}/pay-on-delivery");
  const working = retry.isPending || payOnDelivery.isPending || redirecting;

  const payAgain = () => {
    setProblem(null);
    retry.mutate(
      { params: { path: { id: orderId }, header: { "Idempotency-Key": newIdempotencyKey() } } },
      {
        onSuccess: (answer) => {
          setRedirecting(true);
          redirectToGateway(answer.data.redirectUrl);
        },
        onError: (error) => setProblem(errorMessage(error, messages.paymentFailed)),
      },
    );
  };

  const switchToCod = () => {
    setProblem(null);
    payOnDelivery.mutate(
      { params: { path: { id: orderId } } },
      {
        onSuccess: (answer) => {
          toast.success(messages.codPlaced);
          navigate(orderConfirmedPath(answer.data._id), { replace: true });
        },
        onError: (error) => setProblem(errorMessage(error, messages.codFailed)),
      },
    );
  };

  return (
    <div className={styles.stack}>
      <CheckoutNotice level={1} title={messages.paymentNotCompleted} text={messages.paymentNotCompletedText}>
        <Button
          onPress={payAgain}
          isDisabled={working && !retry.isPending}
          isPending={retry.isPending || redirecting}
          pendingLabel="Starting the payment"
        >
          Retry Payment
        </Button>
        <Button
          variant="secondary"
          onPress={switchToCod}
          isDisabled={working && !payOnDelivery.isPending}
          isPending={payOnDelivery.isPending}
          pendingLabel="Placing the order for cash on delivery"
        >
          Pay on Delivery
        </Button>
      </CheckoutNotice>
      <p className={styles.problem} role="alert">
        {problem ?? ""}
      </p>
    </div>
  );
}
