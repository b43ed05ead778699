import type { Order, OrderStatus } from "../../api/types";
import { Badge } from "../../components/Badge";
import { visuallyHidden } from "../../design/utils.css";
import { orderStatusLook, paymentLook, type StatusLook } from "./orderStatus";

function StatusBadge({ look, prefix }: { look: StatusLook; prefix: string }) {
  return (
    <Badge tone={look.tone}>
      {/* The colour and the capitals are for the eye; a screen reader hears which status this is. */}
      <span className={visuallyHidden}>{`${prefix}: `}</span>
      {look.label}
    </Badge>
  );
}

/** The order's status as a coloured badge ("Shipped" in blue), read as "Order status: Shipped". */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge look={orderStatusLook(status)} prefix="Order status" />;
}

/** Where the order's payment stands as a coloured badge ("Paid" in green, "Refund initiated" while its
 * refund is on the way), read as "Payment: Paid". */
export function PaymentStatusBadge({
  order,
}: {
  order: Pick<Order, "status" | "paymentStatus" | "refunds">;
}) {
  return <StatusBadge look={paymentLook(order)} prefix="Payment" />;
}
