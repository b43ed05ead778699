import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useApi } from "../../api/ApiProvider";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { formatRupeesPaise } from "../../lib/money";
import { OrderCardHeader } from "./OrderCard";
import { OrderItemPicture } from "./OrderItemPicture";
import type { CustomizedOrder } from "./orderTypes";
import { customizedOrdersOptions } from "./ordersQuery";
import { ordersMessages as messages } from "./ordersMessages";
import * as styles from "./Orders.css";

/** A customised order's card: its design, id, date, city, total and status (paid on delivery:
 * docs/product.md#orders). */
function CustomizedOrderCard({ order }: { order: CustomizedOrder }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {/* A customised order's payment always reads COD; its status falls back to pending. */}
      <OrderCardHeader
        titleId={titleId}
        orderNumber={order.orderNumber}
        placedAt={order.invoiceDate}
        payment={{ paymentStatus: "cod", status: order.status ?? "pending" }}
      />
      <div className={styles.item}>
        <OrderItemPicture image={order.image} design={order.design} name="Custom garment" />
        <div>
          <p className={styles.itemName}>Your custom design</p>
          <p className={styles.itemMeta}>{`${order.deliveryStatus || "-"} · Deliver to ${order.city}`}</p>
        </div>
      </div>
      <footer className={styles.cardFooter}>
        <p className={styles.total}>
          {"Total: "}
          <span className={styles.totalAmount}>{formatRupeesPaise(order.totalAmount)}</span>
        </p>
      </footer>
    </article>
  );
}

/**
 * The Customized tab: a spinner, then 'Failed to load customized orders.'
 * (with Try Again), the list, or 'No customized orders found.'.
 */
export function CustomizedOrders() {
  const { hooks } = useApi();
  const list = useQuery(customizedOrdersOptions(hooks));
  if (list.isPending) {
    return (
      <div className={styles.panel}>
        <Spinner label={messages.customizedLoading} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className={styles.panel} role="alert">
        <p className={styles.panelTitle}>{messages.customizedFailed}</p>
        <Button onPress={() => void list.refetch()} isPending={list.isRefetching} pendingLabel="Trying again">
          {messages.retry}
        </Button>
      </div>
    );
  }
  const orders = list.data.data.data;
  if (orders.length === 0) {
    return (
      <div className={styles.panel}>
        <p className={styles.panelTitle}>{messages.customizedEmpty}</p>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label="Customized orders">
      {orders.map((order) => (
        <li key={order._id}>
          <CustomizedOrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}
