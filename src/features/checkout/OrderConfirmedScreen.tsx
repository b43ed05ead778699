import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { ButtonLink } from "../../components/Button";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { formatDeliveryDate } from "../../lib/deliveryDate";
import { useSession } from "../../session/session";
import { checkoutMessages as messages } from "./checkoutMessages";
import type { Order } from "./checkoutTypes";
import { OrderBill } from "./OrderBill";
import { OrderLines } from "./OrderLines";
import { OrderReadProblem } from "./OrderReadProblem";
import { confirmationTitle, paymentText } from "./orderFacts";
import { retryServerTrouble } from "./usePaymentStatus";
import * as styles from "./OrderConfirmed.css";
import { SHOP_LOCALE } from "../../lib/locale";

const placedOn = new Intl.DateTimeFormat(SHOP_LOCALE, { day: "numeric", month: "short", year: "numeric" });

function OrderDetails({ order }: { order: Order }) {
  const itemsTitle = useId();
  const addressTitle = useId();
  const paymentTitle = useId();
  const delivery = order.estimatedDelivery ? formatDeliveryDate(order.estimatedDelivery) : null;
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{confirmationTitle(order)}</h1>
        <p className={styles.facts}>
          <span>
            Order ID <strong>{order._id}</strong>
          </span>
          <span>{`Placed on ${placedOn.format(new Date(order.createdAt))}`}</span>
        </p>
        {delivery && order.status !== "cancelled" ? (
          <p className={styles.delivery}>{`Estimated delivery by ${delivery}`}</p>
        ) : null}
      </header>
      <div className={styles.grid}>
        <section className={styles.box} aria-labelledby={itemsTitle}>
          <h2 id={itemsTitle} className={styles.sectionTitle}>
            Items
          </h2>
          <OrderLines
            label="Items in this order"
            lines={order.items.map((item) => ({
              key: item._id,
              name: item.name,
              color: item.color,
              image: item.image,
              size: item.size,
              quantity: item.quantity,
              amount: item.price * item.quantity,
            }))}
          />
          <OrderBill order={order} />
        </section>
        <div className={styles.side}>
          <section className={styles.box} aria-labelledby={addressTitle}>
            <h2 id={addressTitle} className={styles.sectionTitle}>
              Delivery address
            </h2>
            <address className={styles.address}>
              <strong>{order.name}</strong>
              <span>{order.deliveryAddress}</span>
              <span>{`${order.city}, ${order.state} ${order.pincode}`}</span>
              <span>{`Phone ${order.phoneNumber}`}</span>
            </address>
          </section>
          <section className={styles.box} aria-labelledby={paymentTitle}>
            <h2 id={paymentTitle} className={styles.sectionTitle}>
              Payment
            </h2>
            <p className={styles.payment}>{paymentText(order)}</p>
          </section>
        </div>
      </div>
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
 * /order-confirmed/{orderId}: the order just placed (GET /order/{id}): its id and date, lines, delivery
 * address, payment mode and status, its bill, the estimated delivery, and ways to go on shopping.
 */
export function OrderConfirmedScreen() {
  const { orderId = "" } = useParams();
  const { hooks } = useApi();
  const { user, isPending: sessionPending } = useSession();
  const order = useQuery({
    ...hooks.queryOptions("get", "/order/{id}", { params: { path: { id: orderId } } }),
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
    body = <OrderDetails order={order.data.data} />;
  } else {
    body = <Spinner label="Loading your order" />;
  }
  return <div className={styles.page}>{body}</div>;
}
