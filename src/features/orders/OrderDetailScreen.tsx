import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { isApiError } from "../../api/errors";
import { Button } from "../../components/Button";
import { Link } from "../../components/Link";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { formatDeliveryDate } from "../../lib/deliveryDate";
import { useSession } from "../../session/session";
import { BillSummary } from "../bill";
import { NotFoundScreen } from "../shell";
import { detailMessages as messages } from "./detailMessages";
import * as styles from "./Detail.css";
import { OrderActionsBar } from "./OrderActionsBar";
import { orderAsQuote, orderTotalLabel } from "./orderBill";
import { formatOrderDate } from "./orderDates";
import { OrderDocuments } from "./OrderDocuments";
import { OrderItemImage } from "./OrderItemImage";
import { OrderRefunds } from "./OrderRefunds";
import { orderOptions } from "./ordersQuery";
import * as listStyles from "./Orders.css";
import { OrderTimeline } from "./OrderTimeline";
import type { Order } from "./orderTypes";
import { OrderStatusBadge, PaymentStatusBadge } from "./StatusBadges";
import { useOrderRefunds } from "./useOrderRefunds";
import { formatRupees } from "../../lib/money";

const PAYMENT_MODE_WORDS: Record<Order["paymentMode"], string> = {
  online: "Online payment",
  COD: "Cash on Delivery",
};

/** When it came, or when it is expected (none once cancelled or on its way back). */
function deliveryLine(order: Order): string | null {
  if (order.deliveredAt) return `Delivered on ${formatOrderDate(order.deliveredAt)}`;
  if (order.status === "cancelled" || !order.estimatedDelivery) return null;
  const date = formatDeliveryDate(order.estimatedDelivery);
  return date ? `Estimated delivery by ${date}` : null;
}

/** A titled box of the page, named by its heading. */
function Box({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.boxTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { refunds, waiting } = useOrderRefunds(order);
  const billId = useId();
  const delivery = deliveryLine(order);
  return (
    <>
      <header className={styles.header}>
        <Link href="/user-orders" variant="standalone">
          {messages.backToOrders}
        </Link>
        <h1 className={styles.title}>{`Order ${order._id}`}</h1>
        <div className={styles.facts}>
          <span>{`Placed on ${formatOrderDate(order.createdAt)}`}</span>
          <span className={listStyles.badges}>
            <PaymentStatusBadge status={order.paymentStatus} />
            <OrderStatusBadge status={order.status} />
          </span>
        </div>
        {delivery ? <p className={styles.delivery}>{delivery}</p> : null}
      </header>
      <OrderActionsBar order={order} />
      <div className={styles.grid}>
        <div className={styles.column}>
          <Box title="Status">
            <OrderTimeline order={order} />
          </Box>
          <Box title="Items">
            <ul className={listStyles.items} aria-label="Items in this order">
              {order.items.map((item) => (
                <li key={item._id} className={listStyles.item}>
                  <OrderItemImage src={item.image} />
                  <div>
                    <p className={listStyles.itemName}>{item.name}</p>
                    <p className={listStyles.itemMeta}>
                      {`Colour: ${item.color} · Size: ${item.size} · Qty: ${item.quantity}`}
                    </p>
                  </div>
                  <p className={listStyles.itemPrice}>{formatRupees(item.price * item.quantity)}</p>
                </li>
              ))}
            </ul>
          </Box>
        </div>
        <div className={styles.column}>
          <Box title="Delivery address">
            <address className={styles.address}>
              <strong>{order.name}</strong>
              <span>{order.deliveryAddress}</span>
              <span>{`${order.city}, ${order.state} ${order.pincode}`}</span>
              <span>{`Phone ${order.phoneNumber}`}</span>
            </address>
          </Box>
          <Box title="Payment">
            <div className={styles.row}>
              <span>{PAYMENT_MODE_WORDS[order.paymentMode]}</span>
              {/* Still to be paid on delivery: the words say it; a "Cash on delivery" badge would repeat them. */}
              {order.paymentStatus === "cod" ? (
                <span
                  className={styles.muted}
                >{`Pay ${formatRupees(order.totalAmount)} when it is delivered`}</span>
              ) : (
                <PaymentStatusBadge status={order.paymentStatus} />
              )}
            </div>
          </Box>
          <BillSummary quote={orderAsQuote(order)} headingId={billId} totalLabel={orderTotalLabel(order)} />
          {refunds.length > 0 ? (
            <Box title="Refunds">
              <OrderRefunds refunds={refunds} waiting={waiting} />
            </Box>
          ) : null}
          <Box title="Invoice">
            <OrderDocuments order={order} />
          </Box>
        </div>
      </div>
    </>
  );
}

/**
 * /orders/{id} (designed in issue 11): the order's status timeline, its lines, delivery address, payment,
 * the bill as charged, the delivery date, refunds and their state, the invoice and credit notes, and the
 * Cancel / Return the server allows. Another shopper's or an unknown order is the not-found page; a guest
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
  else if (order.data) body = <OrderDetails order={order.data.data} />;
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
