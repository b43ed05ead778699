import type { components } from "../../api/schema";

// The contract's shapes the orders screens read (the shared ones from api/types).
export type { CustomizedOrder, Order, OrderItem, OrderStatus, PaymentStatus } from "../../api/types";
type Schemas = components["schemas"];
export type OrderEvent = Schemas["OrderEvent"];
export type OrderEventKind = OrderEvent["kind"];
export type OrderActions = Schemas["OrderActions"];
export type OrderRefund = Schemas["OrderRefund"];
export type OrderDocument = Schemas["OrderDocument"];
export type OrderStatusFilter = Schemas["OrderStatusFilter"];
export type PickupAddress = Schemas["PickupAddress"];
export type RefundDestination = Schemas["RefundDestination"];
export type ReturnOrderRequest = Schemas["ReturnOrderRequest"];
