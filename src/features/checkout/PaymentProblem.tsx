import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { ButtonLink } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { toast } from "../../components/Toast";
import { formatRupees } from "../../lib/money";
import { OrderNumber, orderOptions, PayForOrder } from "../orders";
import { CheckoutNotice } from "./CheckoutNotice";
import { checkoutMessages as messages } from "./checkoutMessages";
import { CART_PATH, orderConfirmedPath } from "../../lib/paths";
import { retryServerTrouble } from "./usePaymentStatus";

/**
 * A payment that failed or was cancelled (the order stays awaiting its payment, the bag as it was): the
 * order named by its number and amount, then Retry Payment (the gateway's page again), Pay on Delivery
 * where cash on delivery is offered for it (then the confirmation), and Back to Bag. A refusal says why.
 */
export function PaymentProblem({ orderId }: { orderId: string }) {
  const { hooks } = useApi();
  const navigate = useNavigate();
  const order = useQuery({ ...orderOptions(hooks, orderId), staleTime: 0, retry: retryServerTrouble });
  const placed = order.data?.data;
  // "Order RZ-4821-9063 of ₹1,299 is not paid yet.": which order, and how much.
  const text = placed ? (
    <>
      {"Order "}
      <OrderNumber number={placed.orderNumber} />
      {` of ${formatRupees(placed.totalAmount)} is not paid yet. ${messages.paymentNotCompletedText}`}
    </>
  ) : (
    messages.paymentNotCompletedText
  );
  return (
    <CheckoutNotice level={1} title={messages.paymentNotCompleted} text={text}>
      {placed ? (
        <PayForOrder
          order={placed}
          onPaidOnDelivery={(paid) => {
            toast.success(messages.codPlaced);
            navigate(orderConfirmedPath(paid._id), { replace: true });
          }}
        />
      ) : order.isPending ? (
        <Spinner label="Loading your order" />
      ) : null}
      <ButtonLink href={CART_PATH} variant="secondary">
        {messages.backToBag}
      </ButtonLink>
    </CheckoutNotice>
  );
}
