import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { OrderStatus, PaymentStatus } from "../../api/types";
import { Button } from "../../components/Button";
import { type FieldErrors, Form, useForm } from "../../components/Form";
import { Select, type SelectOption } from "../../components/Select";
import { TextField } from "../../components/TextField";
import { orderStatusLook, paymentStandingLook } from "../orders";
import {
  boardHref,
  hasFilters,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type StaffBoardFilters,
  withFilters,
} from "./staffBoardFilters";
import * as styles from "./StaffOrdersScreen.css";

const ALL = "all";

interface FilterValues {
  status: OrderStatus | typeof ALL;
  paymentStatus: PaymentStatus | typeof ALL;
  from: string;
  to: string;
  q: string;
}

const STATUS_OPTIONS: SelectOption<FilterValues["status"]>[] = [
  { id: ALL, label: "All statuses" },
  ...ORDER_STATUSES.map((status) => ({ id: status, label: orderStatusLook(status).label })),
];

const PAYMENT_OPTIONS: SelectOption<FilterValues["paymentStatus"]>[] = [
  { id: ALL, label: "All payments" },
  ...PAYMENT_STATUSES.map((status) => ({ id: status, label: paymentStandingLook(status).label })),
];

const toValues = (filters: StaffBoardFilters): FilterValues => ({
  status: filters.status ?? ALL,
  paymentStatus: filters.paymentStatus ?? ALL,
  from: filters.from ?? "",
  to: filters.to ?? "",
  q: filters.q ?? "",
});

const toFilters = (values: FilterValues): StaffBoardFilters => ({
  ...(values.status === ALL ? {} : { status: values.status }),
  ...(values.paymentStatus === ALL ? {} : { paymentStatus: values.paymentStatus }),
  from: values.from,
  to: values.to,
  q: values.q,
});

function validate(values: FilterValues): FieldErrors<FilterValues> {
  if (values.from && values.to && values.from > values.to)
    return { to: "The end date is before the start date." };
  return {};
}

/**
 * The board's filters: order status, payment status, placed from / to (India's days) and a search. Apply
 * Filters puts them in the URL (one history entry), which the list reads; Clear removes them. When the
 * URL's filters change otherwise (Back, Clear) the form takes them, so it always shows what the list shows.
 */
export function StaffFilterForm({ filters }: { filters: StaffBoardFilters }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const apply = (next: StaffBoardFilters) =>
    navigate(boardHref(withFilters(searchParams, next)), { preventScrollReset: true });

  const form = useForm<FilterValues>({
    initialValues: () => toValues(filters),
    validate,
    fallbackMessage: "The filters could not be applied.",
    onSubmit: (values) => apply(toFilters(values)),
  });

  const shown = JSON.stringify(filters);
  const lastShown = useRef(shown);
  const { reset } = form;
  useEffect(() => {
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    reset(toValues(JSON.parse(shown) as StaffBoardFilters));
  }, [shown, reset]);

  return (
    <Form form={form} className={styles.filters} aria-label="Filter orders" role="search">
      <div className={styles.filterFields}>
        <Select
          label="Order status"
          options={STATUS_OPTIONS}
          value={form.values.status}
          onChange={(status) => form.setValue("status", status)}
        />
        <Select
          label="Payment"
          options={PAYMENT_OPTIONS}
          value={form.values.paymentStatus}
          onChange={(paymentStatus) => form.setValue("paymentStatus", paymentStatus)}
        />
        <TextField label="Placed from" type="date" {...form.field("from")} />
        <TextField label="Placed to" type="date" {...form.field("to")} />
        <TextField
          className={styles.searchField}
          label="Search"
          type="search"
          maxLength={100}
          description="Order number, shopper's email, name or phone, or a product"
          {...form.field("q")}
        />
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">Apply Filters</Button>
        {hasFilters(filters) ? (
          <Button variant="ghost" onPress={() => apply({})}>
            Clear Filters
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
