import { formatRupees, formatRupeesPaise } from "../../lib/money";
import { billMessages } from "../bill";
import type { Order } from "./checkoutTypes";
import * as styles from "./OrderConfirmed.css";

/**
 * An order's bill as the server stored it (the quote's bill is BillSummary's; an order has its own
 * fields): MRP, discounts, charges, the GST it contains and what was paid or is to be paid.
 */
export function OrderBill({ order }: { order: Order }) {
  const rows: [string, string][] = [];
  if (order.totalMrp !== undefined) rows.push([billMessages.totalMrp, formatRupees(order.totalMrp)]);
  if (order.discountOnMrp) rows.push([billMessages.discountOnMrp, `-${formatRupees(order.discountOnMrp)}`]);
  if (order.discount > 0) {
    const label = order.couponCode
      ? `${billMessages.couponDiscount} (${order.couponCode})`
      : billMessages.couponDiscount;
    rows.push([label, `-${formatRupees(order.discount)}`]);
  }
  if (order.giftWrap) rows.push([billMessages.giftWrap, formatRupees(order.giftWrap)]);
  rows.push([billMessages.shipping, order.shipping === 0 ? billMessages.free : formatRupees(order.shipping)]);
  if (order.paymentMode === "COD") {
    rows.push([billMessages.codFee, order.codFee ? formatRupees(order.codFee) : billMessages.free]);
  }
  rows.push([billMessages.gstIncluded, formatRupeesPaise(order.gst)]);
  return (
    <dl className={styles.bill}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.billRow}>
          <dt>{label}</dt>
          <dd className={styles.billValue}>{value}</dd>
        </div>
      ))}
      <div className={styles.billTotal}>
        <dt>{order.paymentStatus === "paid" ? "Total paid" : billMessages.total}</dt>
        <dd className={styles.billValue}>{formatRupees(order.totalAmount)}</dd>
      </div>
    </dl>
  );
}
