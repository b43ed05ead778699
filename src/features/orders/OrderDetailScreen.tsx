import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { isApiError } from "../../api/errors";
import { Button } from "../../components/Button";
import { Link } from "../../components/Link";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { useSession } from "../../session/session";
import { NotFoundScreen } from "../shell";
import { detailMessages as messages } from "./detailMessages";
import * as styles from "./Detail.css";
import { OrderActionsBar } from "./OrderActionsBar";
import { deliveryLine, OrderDetails } from "./OrderDetails";
import { OrderNumber } from "./OrderNumber";
import { orderOptions } from "./ordersQuery";
import * as listStyles from "./Orders.css";
import type { Order } from "./orderTypes";
import { OrderStatusBadge, PaymentStatusBadge } from "./StatusBadges";
import { formatIndiaDate } from "../../lib/indiaTime";

function OrderPage({ order }: { order: Order }) {
  const delivery = deliveryLine(order);
  return (
    <>
      <header className={styles.header}>
        <Link href="/user-orders" variant="standalone">
          {messages.backToOrders}
        </Link>
        <h1 className={styles.title}>
          {"Order "}
          <OrderNumber number={order.orderNumber} />
        </h1>
        <div className={styles.facts}>
          <span>{`Placed on ${formatIndiaDate(order.createdAt)}`}</span>
          <span className={listStyles.badges}>
            <PaymentStatusBadge order={order} />
            <OrderStatusBadge status={order.status} />
          </span>
        </div>
        {delivery ? <p className={styles.delivery}>{delivery}</p> : null}
      </header>
      <OrderActionsBar order={order} />
      <OrderDetails order={order} complete />
      <p>
        <Link href={`/complaint?order=${encodeURIComponent(order._id)}`} variant="standalone">
          {messages.complain}
        </Link>
      </p>
    </>
  );
}

/**
 * /orders/{id}: the order by its number, its status timeline, its lines, delivery address, payment, the
 * bill as charged, the delivery date, refunds and their state, the invoice and credit notes, and what the
 * server allows now (Retry Payment / Pay on Delivery while it awaits its payment, Cancel, Return). Another shopper's or an unknown order is the not-found page; a guest
 * is asked to log in first.
 */
export function OrderDetailScreen() {
  const { id = "" } = useParams();
  const { hooks } = useApi();
  const { user, isPending: sessionPending } = useSession();
  const order = useQuery({ ...orderOptions(hooks, id), enabled: user !== null });

  if (
    order.isError &&
    isApiError(order.error) &&
    (order.error.status === 404 || order.error.status === 400)
  ) {
    return <NotFoundScreen />;
  }
  let body: ReactNode;
  if (sessionPending) body = <Spinner label={messages.loading} />;
  else if (!user) body = <SignInPrompt title={messages.guestTitle} text={messages.guestText} />;
  else if (order.data) body = <OrderPage order={order.data.data} />;
  else if (order.isError) {
    body = (
      <div className={listStyles.panel} role="alert">
        <p className={listStyles.panelTitle}>{messages.loadFailed}</p>
        <Button onPress={() => void order.refetch()} isPending={order.isFetching} pendingLabel="Trying again">
          Try Again
        </Button>
      </div>
    );
  } else body = <Spinner label={messages.loading} />;
  return <div className={listStyles.page}>{body}</div>;
}
