// The orders feature's public surface: the shopper's orders list and order detail (routes import the
// screens), and the status badges and their words, which the staff board shares.
export {
  ORDER_STATUS_LOOK,
  orderStatusLook,
  PAYMENT_STATUS_LOOK,
  paymentStatusLook,
  type StatusLook,
} from "./orderStatus";
export { OrderStatusBadge, PaymentStatusBadge } from "./StatusBadges";
export { formatOrderDate, formatOrderDateTime } from "./orderDates";
export { EVENT_WORDS } from "./orderTimeline";
export { parseOrderFilters } from "./orderFilters";
export { customizedOrdersOptions, orderOptions, ordersListOptions } from "./ordersQuery";
export { UserOrdersScreen } from "./UserOrdersScreen";
export { OrderDetailScreen } from "./OrderDetailScreen";
