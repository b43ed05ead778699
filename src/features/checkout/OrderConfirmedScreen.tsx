import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { ButtonLink } from "../../components/Button";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { useSession } from "../../session/session";
import { deliveryLine, OrderDetails, OrderNumber, orderOptions, PayForOrder } from "../orders";
import { checkoutMessages as messages } from "./checkoutMessages";
import type { Order } from "./checkoutTypes";
import { OrderReadProblem } from "./OrderReadProblem";
import { confirmationTitle } from "./orderFacts";
import { retryServerTrouble } from "./usePaymentStatus";
import * as styles from "./OrderConfirmed.css";
import { formatIndiaDate } from "../../lib/indiaTime";

function Confirmation({ order }: { order: Order }) {
  const delivery = deliveryLine(order);
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{confirmationTitle(order)}</h1>
        <p className={styles.facts}>
          <span>
            {"Order number "}
            <strong>
              <OrderNumber number={order.orderNumber} />
            </strong>
          </span>
          <span>{`Placed on ${formatIndiaDate(order.createdAt)}`}</span>
        </p>
        {delivery ? <p className={styles.delivery}>{delivery}</p> : null}
      </header>
      {order.actions?.canRetryPayment ? (
        <div className={styles.actions}>
          <PayForOrder order={order} />
        </div>
      ) : null}
      <OrderDetails order={order} />
      <div className={styles.actions}>
        <ButtonLink href="/">Continue Shopping</ButtonLink>
        <ButtonLink href="/user-orders" variant="secondary">
          My Orders
        </ButtonLink>
        <ButtonLink href="/new-arrivals" variant="secondary">
          See New Arrivals
        </ButtonLink>
      </div>
    </>
  );
}

/**
 * /order-confirmed/{orderId}: the order just placed, read with the orders feature's query (GET
 * /order/{id}), never cached (staleTime 0: its payment may have just moved) and asked again once on server
 * trouble: its title, number and date, the estimated delivery, the order's details as its page shows them
 * (items, address, payment, bill), and ways to go on shopping.
 */
export function OrderConfirmedScreen() {
  const { orderId = "" } = useParams();
  const { hooks } = useApi();
  const { user, isPending: sessionPending } = useSession();
  const order = useQuery({
    ...orderOptions(hooks, orderId),
    enabled: user !== null,
    staleTime: 0,
    retry: retryServerTrouble,
  });

  let body: ReactNode;
  if (sessionPending) body = <Spinner label="Loading your order" />;
  else if (!user) {
    body = <SignInPrompt title="Log in to see your order" text="Your orders are kept in your account." />;
  } else if (order.isError) {
    body = (
      <OrderReadProblem
        error={order.error}
        notFoundText="There is no order with this ID in your account."
        failedTitle={messages.orderLoadFailed}
        retryLabel="Try Again"
        onRetry={() => void order.refetch()}
        isRetrying={order.isFetching}
      />
    );
  } else if (order.data) {
    body = <Confirmation order={order.data.data} />;
  } else {
    body = <Spinner label="Loading your order" />;
  }
  return <div className={styles.page}>{body}</div>;
}
