import { type ReactNode, useId } from "react";
import { formatDeliveryDate } from "../../lib/deliveryDate";
import { formatRupees } from "../../lib/money";
import { PAYMENT_MODE_WORDS } from "../../lib/orderWords";
import { BillSummary } from "../bill";
import * as styles from "./Detail.css";
import { orderAsQuote, orderTotalLabel } from "./orderBill";
import { OrderDocuments } from "./OrderDocuments";
import { designOrderWords } from "../../lib/design/designOrderWords";
import { OrderItemPicture } from "./OrderItemPicture";
import { OrderRefunds } from "./OrderRefunds";
import * as listStyles from "./Orders.css";
import { OrderTimeline } from "./OrderTimeline";
import type { Order } from "./orderTypes";
import { PaymentStatusBadge } from "./StatusBadges";
import { useOrderRefunds } from "./useOrderRefunds";
import { formatIndiaDate } from "../../lib/indiaTime";

/** When it came, or when it is expected (none once cancelled or on its way back). */
export function deliveryLine(order: Order): string | null {
  if (order.deliveredAt) return `Delivered on ${formatIndiaDate(order.deliveredAt)}`;
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

function Items({ order }: { order: Order }) {
  return (
    <Box title="Items">
      <ul className={listStyles.items} aria-label="Items in this order">
        {order.items.map((item) => (
          <li key={item._id} className={listStyles.item}>
            <OrderItemPicture image={item.image} design={item.design} name={item.name} />
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
      {order.items.some((item) => item.design) ? (
        <p className={listStyles.itemMeta}>{designOrderWords.returnPolicy}</p>
      ) : null}
    </Box>
  );
}

function Refunds({ order }: { order: Order }) {
  const { refunds, waiting } = useOrderRefunds(order);
  if (refunds.length === 0) return null;
  return (
    <Box title="Refunds">
      <OrderRefunds refunds={refunds} waiting={waiting} />
    </Box>
  );
}

/**
 * THE order's details, wherever a placed order is shown (its page, its confirmation): the items, the
 * delivery address, the payment, the bill as charged; `complete` adds its status timeline, its refunds and
 * its invoice (the order's own page).
 */
export function OrderDetails({ order, complete = false }: { order: Order; complete?: boolean }) {
  const billId = useId();
  return (
    <div className={styles.grid}>
      <div className={styles.column}>
        {complete ? (
          <Box title="Status">
            <OrderTimeline order={order} />
          </Box>
        ) : null}
        <Items order={order} />
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
              <PaymentStatusBadge order={order} />
            )}
          </div>
        </Box>
        <BillSummary quote={orderAsQuote(order)} headingId={billId} totalLabel={orderTotalLabel(order)} />
        {complete ? (
          <>
            <Refunds order={order} />
            <Box title="Invoice">
              <OrderDocuments order={order} />
            </Box>
          </>
        ) : null}
      </div>
    </div>
  );
}
