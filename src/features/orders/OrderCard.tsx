import { type ComponentProps, useId } from "react";
import { ButtonLink } from "../../components/Button";
import { visuallyHidden } from "../../design/utils.css";
import { formatRupees, formatRupeesPaise } from "../../lib/money";
import { orderPath } from "../../lib/paths";
import { OrderActionsBar } from "./OrderActionsBar";
import { OrderItemPicture } from "./OrderItemPicture";
import { OrderNumber } from "./OrderNumber";
import type { Order } from "./orderTypes";
import { OrderStatusBadge, PaymentStatusBadge } from "./StatusBadges";
import * as styles from "./Orders.css";
import { formatIndiaDate } from "../../lib/indiaTime";

interface OrderCardHeaderProps {
  /** The id the card's `aria-labelledby` names. */
  titleId: string;
  orderNumber: string;
  placedAt: string;
  payment: ComponentProps<typeof PaymentStatusBadge>["order"];
}

/** An order card's top line, for a placed and a customised order alike: its number, date and statuses. */
export function OrderCardHeader({ titleId, orderNumber, placedAt, payment }: OrderCardHeaderProps) {
  return (
    <header className={styles.cardHeader}>
      <div>
        <h2 id={titleId} className={styles.cardTitle}>
          {"Order "}
          <OrderNumber number={orderNumber} />
        </h2>
        <p className={styles.cardDate}>{`Placed on ${formatIndiaDate(placedAt)}`}</p>
      </div>
      <div className={styles.badges}>
        <PaymentStatusBadge order={payment} />
        <OrderStatusBadge status={payment.status} />
      </div>
    </header>
  );
}

/**
 * One order on the orders page: its number, date, payment and order status
 * badges, the items (picture, name, colour, size, quantity, price), the total with the rupee sign and two
 * decimals, and View Details to its page. An order awaiting its payment offers Retry Payment, Pay on
 * Delivery and Cancel Order right here.
 */
export function OrderCard({ order }: { order: Order }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <OrderCardHeader
        titleId={titleId}
        orderNumber={order.orderNumber}
        placedAt={order.createdAt}
        payment={order}
      />
      <ul className={styles.items} aria-label="Items">
        {order.items.map((item) => (
          <li key={item._id} className={styles.item}>
            <OrderItemPicture image={item.image} design={item.design} name={item.name} />
            <div>
              <p className={styles.itemName}>{item.name}</p>
              <p className={styles.itemMeta}>
                {`Colour: ${item.color} · Size: ${item.size} · Qty: ${item.quantity}`}
              </p>
            </div>
            <p className={styles.itemPrice}>{formatRupees(item.price)}</p>
          </li>
        ))}
      </ul>
      {order.actions?.canRetryPayment ? <OrderActionsBar order={order} /> : null}
      <footer className={styles.cardFooter}>
        <p className={styles.total}>
          {"Total: "}
          <span className={styles.totalAmount}>{formatRupeesPaise(order.totalAmount)}</span>
        </p>
        <ButtonLink href={orderPath(order._id)} variant="secondary" size="sm">
          View Details
          <span className={visuallyHidden}>{` of order ${order.orderNumber}`}</span>
        </ButtonLink>
      </footer>
    </article>
  );
}
