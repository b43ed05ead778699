// The orders feature's public surface: the shopper's orders list and order detail (routes import the
// screens); the placed order's one home (its query, its details, paying for it), which the checkout's
// confirmation and payment screens show; and the status badges, words and order number, which the staff
// board shares.
export { orderStatusLook, paymentLook, paymentStandingLook, type StatusLook } from "./orderStatus";
export { OrderStatusBadge, PaymentStatusBadge } from "./StatusBadges";
export { OrderNumber } from "./OrderNumber";
export { EVENT_WORDS } from "./orderTimeline";
export { parseOrderFilters } from "./orderFilters";
export { customizedOrdersOptions, orderOptions, ordersListOptions } from "./ordersQuery";
export { deliveryLine, OrderDetails } from "./OrderDetails";
export { PayForOrder } from "./PayForOrder";
export { newIdempotencyKey, retryUnanswered } from "./idempotencyKey";
export { PaymentRedirectProvider, usePaymentRedirect } from "./paymentRedirect";
export { UserOrdersScreen } from "./UserOrdersScreen";
export { OrderDetailScreen } from "./OrderDetailScreen";
