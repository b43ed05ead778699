// The staff board's filters and chosen order live in the URL (`/admin/orders?status=shipped&from=2026-03-01
// &q=priya&order=<id>`), so a filtered board can be shared, reloaded and stepped back through. The route's
// loader and the screen read the same params with `parseStaffBoard`, so the server prefetches exactly the
// list the screen asks for. Anything the contract would refuse is dropped rather than sent.
import type { OrderStatus, PaymentStatus } from "../../api/types";
import { withQuery } from "../../lib/paths";

export interface StaffBoardFilters {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** Placed on or after this day (YYYY-MM-DD, India time). */
  from?: string;
  /** Placed on or before this day. */
  to?: string;
  /** An order id, a shopper's email, name or phone, or words of a product name. */
  q?: string;
}

export interface StaffBoardState {
  filters: StaffBoardFilters;
  /** The order whose detail is open. */
  orderId?: string;
}

// The contract's values, in the order the filter lists them (the lifecycle's). Records over the contract's
// types, so a status added to or dropped from the contract fails the type check here.
const ORDER_STATUS_KEYS: Record<OrderStatus, true> = {
  pending: true,
  processing: true,
  confirmed: true,
  shipped: true,
  out_for_delivery: true,
  delivered: true,
  cancelled: true,
  return_requested: true,
  return_accepted: true,
  returned: true,
};
const PAYMENT_STATUS_KEYS: Record<PaymentStatus, true> = {
  paid: true,
  pending: true,
  failed: true,
  cod: true,
  refunded: true,
};

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_KEYS) as OrderStatus[];
export const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_KEYS) as PaymentStatus[];

/** The contract's limits: `q` 1..100 characters, an order id 1..64. */
const MAX_SEARCH = 100;
const MAX_ORDER_ID = 64;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const FILTER_KEYS = [
  "status",
  "paymentStatus",
  "from",
  "to",
  "q",
] as const satisfies readonly (keyof StaffBoardFilters)[];

function isDay(value: string | null): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

/** The filters and chosen order of the board's URL, each kept only when it is one the contract accepts. */
export function parseStaffBoard(params: URLSearchParams): StaffBoardState {
  const filters: StaffBoardFilters = {};
  const status = oneOf(ORDER_STATUSES, params.get("status"));
  if (status) filters.status = status;
  const paymentStatus = oneOf(PAYMENT_STATUSES, params.get("paymentStatus"));
  if (paymentStatus) filters.paymentStatus = paymentStatus;
  let from = params.get("from");
  let to = params.get("to");
  if (isDay(from) && isDay(to) && from > to) [from, to] = [to, from];
  if (isDay(from)) filters.from = from;
  if (isDay(to)) filters.to = to;
  const q = params.get("q")?.trim();
  if (q) filters.q = q.slice(0, MAX_SEARCH);
  const orderId = params.get("order")?.trim();
  return orderId && orderId.length <= MAX_ORDER_ID ? { filters, orderId } : { filters };
}

/** `base` with the filters replaced by `filters` (empty ones left out) and the chosen order kept. */
export function withFilters(base: URLSearchParams, filters: StaffBoardFilters): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) next.set(key, value);
  }
  return next;
}

/** `base` with `orderId`'s detail open (or closed when null), the filters kept. */
export function withOrder(base: URLSearchParams, orderId: string | null): URLSearchParams {
  const next = new URLSearchParams(base);
  if (orderId) next.set("order", orderId);
  else next.delete("order");
  return next;
}

/** The board's href for `params` (`?` left out when nothing is set). */
export const boardHref = (params: URLSearchParams) => withQuery(STAFF_BOARD_PATH, params);

export const STAFF_BOARD_PATH = "/admin/orders";

export const hasFilters = (filters: StaffBoardFilters) => FILTER_KEYS.some((key) => filters[key]);
