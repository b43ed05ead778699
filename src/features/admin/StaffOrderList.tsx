import type { Order } from "../../api/types";
import { Badge } from "../../components/Badge";
import { Link } from "../../components/Link";
import { formatRupeesPaise } from "../../lib/money";
import { OrderNumber, OrderStatusBadge, PaymentStatusBadge } from "../orders";
import { faultReportedBadge, openFaultOf, pieceCount, piecesText } from "./orderWords";
import * as styles from "./StaffOrdersScreen.css";
import { formatIndiaDate } from "../../lib/indiaTime";

export interface StaffOrderListProps {
  orders: readonly Order[];
  /** The order whose detail is open (its row is marked current). */
  selectedId?: string;
  /** The board's href with `orderId`'s detail open (the filters kept). */
  hrefFor: (orderId: string) => string;
}

/**
 * The board's rows, newest first: the order number (a link opening its detail), the day it was placed, the
 * customer, how many pieces, the total, the payment and order status badges, and a problem the shopper
 * reported with a return still to see through ("Misprint reported").
 */
export function StaffOrderList({ orders, selectedId, hrefFor }: StaffOrderListProps) {
  return (
    <ul className={styles.rows} aria-label="Orders">
      {orders.map((order) => {
        const isCurrent = order._id === selectedId;
        const fault = openFaultOf(order);
        return (
          <li key={order._id} className={styles.row} data-current={isCurrent || undefined}>
            <div className={styles.rowMain}>
              <Link
                href={hrefFor(order._id)}
                variant="standalone"
                className={styles.rowLink}
                aria-current={isCurrent ? "true" : undefined}
                aria-label={`Order ${order.orderNumber}`}
              >
                <OrderNumber number={order.orderNumber} />
              </Link>
              <time dateTime={order.createdAt} className={styles.rowMuted}>
                {formatIndiaDate(order.createdAt)}
              </time>
            </div>
            <div className={styles.rowCustomer}>
              <span className={styles.rowStrong}>{order.name}</span>
              <span className={styles.rowMuted}>{order.customer?.email ?? order.email}</span>
            </div>
            <div className={styles.rowFigures}>
              <span className={styles.rowStrong}>{formatRupeesPaise(order.totalAmount)}</span>
              <span className={styles.rowMuted}>{piecesText(pieceCount(order))}</span>
            </div>
            <div className={styles.rowBadges}>
              <PaymentStatusBadge order={order} />
              <OrderStatusBadge status={order.status} />
              {fault ? <Badge tone="danger">{faultReportedBadge(fault)}</Badge> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
