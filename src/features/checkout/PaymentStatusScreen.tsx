import { type ReactNode, useEffect, useId } from "react";
import { useNavigate, useParams } from "react-router";
import { toast } from "../../components/Toast";
import { ButtonLink } from "../../components/Button";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { pageTitle } from "../../design/typography.css";
import { useSession } from "../../session/session";
import { CheckoutNotice } from "./CheckoutNotice";
import { checkoutMessages as messages } from "./checkoutMessages";
import { CART_PATH, orderConfirmedPath } from "../../lib/paths";
import { OrderReadProblem } from "./OrderReadProblem";
import { PaymentProblem } from "./PaymentProblem";
import { usePaymentStatus } from "./usePaymentStatus";
import * as styles from "./PaymentStatus.css";

/** 'Payment in Progress': while the server confirms the payment, and while the gateway says pending. */
function InProgress({ pending }: { pending: boolean }) {
  const titleId = useId();
  return (
    <section className={styles.progress} aria-labelledby={titleId} aria-busy="true">
      <h1 id={titleId} className={pageTitle}>
        {messages.paymentInProgress}
      </h1>
      <Spinner label="Confirming your payment" size="lg" />
      <p className={styles.progressText} role="status">
        {pending ? messages.paymentPending : "Confirming your payment with the bank…"}
      </p>
    </section>
  );
}

/**
 * /status/{tnxId}/{orderId}, where the gateway sends the shopper back:
 * 'Payment in Progress' while POST /order/status confirms the payment with the gateway, asked again while
 * it is pending. Paid: the shop's 'Order placed successfully! …' as a toast, then the order's
 * confirmation. Failed or cancelled: said so, naming the order and its amount, with Retry Payment, Pay on
 * Delivery and Back to Bag (the order stays awaiting its payment, the bag as it was). An order cancelled
 * meanwhile (replaced by a newer one from the bag): said so. Only the server's answer counts, never the
 * return itself.
 */
export function PaymentStatusScreen() {
  const { tnxId = "", orderId = "" } = useParams();
  const navigate = useNavigate();
  const { user, isPending: sessionPending } = useSession();
  const status = usePaymentStatus(tnxId, orderId, user !== null);
  const answer = status.data?.data;
  const paid = answer?.paymentStatus === "paid" || answer?.paymentStatus === "cod";

  useEffect(() => {
    if (!paid) return;
    toast.success(messages.paymentSuccess);
    navigate(orderConfirmedPath(orderId), { replace: true });
  }, [paid, orderId, navigate]);

  let body: ReactNode;
  if (sessionPending) body = <InProgress pending={false} />;
  else if (!user) {
    body = (
      <>
        <h1 className={pageTitle}>Payment</h1>
        <SignInPrompt
          title="Log in to see your payment"
          text="Your orders and payments are kept in your account."
        />
      </>
    );
  } else if (status.isError && !answer) {
    body = (
      <OrderReadProblem
        error={status.error}
        notFoundText="This payment is not one of your orders."
        failedTitle={messages.statusCheckFailed}
        retryLabel="Check Again"
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  } else if (!answer || answer.paymentStatus === "pending" || paid) {
    body = <InProgress pending={answer?.paymentStatus === "pending"} />;
  } else if (answer.status === "cancelled") {
    body = (
      <CheckoutNotice level={1} title={messages.orderCancelled} text={messages.orderCancelledText}>
        <ButtonLink href={CART_PATH}>{messages.backToBag}</ButtonLink>
        <ButtonLink href="/user-orders" variant="secondary">
          My Orders
        </ButtonLink>
      </CheckoutNotice>
    );
  } else {
    body = <PaymentProblem orderId={orderId} />;
  }
  return <div className={styles.page}>{body}</div>;
}
