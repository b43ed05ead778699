// The orders page's filters in the URL (`?type=&paymentStatus=&status=&q=`): read leniently (an unknown
// value is no filter), written back without defaults, and turned into listOrders' query. Pure.
import type { PaymentStatus } from "../../api/types";
import type { OrderStatusFilter } from "./orderTypes";

export type OrderType = "normal" | "customise";

/** The filter panel's choices (the orders awaiting their payment among them); absent means all. */
export const PAYMENT_FILTERS = ["paid", "pending", "failed"] as const satisfies readonly PaymentStatus[];
export const STATUS_FILTERS = [
  "pending",
  "processing",
  "shipped",
  "delivered",
  "cancelled",
] as const satisfies readonly OrderStatusFilter[];

export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface OrderFilters {
  type: OrderType;
  paymentStatus?: PaymentFilter;
  status?: StatusFilter;
  /** An order id or words of a product name. */
  q?: string;
}

/** The contract's bound on the search term. */
export const SEARCH_MAX_LENGTH = 100;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const q = params.get("q")?.trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    type: params.get("type") === "customise" ? "customise" : "normal",
    ...withDefined({
      paymentStatus: oneOf(PAYMENT_FILTERS, params.get("paymentStatus")),
      status: oneOf(STATUS_FILTERS, params.get("status")),
      q: q || undefined,
    }),
  };
}

function withDefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** `latest` with the filters written in (the normal type and empty filters left out); other params kept. */
export function writeOrderFilters(latest: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(latest);
  const values: Record<string, string | undefined> = {
    type: filters.type === "normal" ? undefined : filters.type,
    paymentStatus: filters.paymentStatus,
    status: filters.status,
    q: filters.q?.trim() || undefined,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** Whether any filter narrows the normal orders (so an empty answer means "none match", not "none"). */
export const hasOrderFilters = (filters: OrderFilters) =>
  Boolean(filters.paymentStatus || filters.status || filters.q);

/** listOrders' query for the filters (the page's cursor is added per page). */
export function listOrdersQuery(filters: OrderFilters) {
  return withDefined({ paymentStatus: filters.paymentStatus, status: filters.status, q: filters.q });
}
