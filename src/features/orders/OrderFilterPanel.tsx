import { Button } from "../../components/Button";
import { Form, useForm } from "../../components/Form";
import { Select } from "../../components/Select";
import { TextField } from "../../components/TextField";
import { orderStatusLook, paymentStandingLook } from "./orderStatus";
import {
  type OrderFilters,
  PAYMENT_FILTERS,
  type PaymentFilter,
  SEARCH_MAX_LENGTH,
  STATUS_FILTERS,
  type StatusFilter,
} from "./orderFilters";
import { ordersMessages as messages } from "./ordersMessages";
import * as styles from "./Orders.css";

interface FilterValues {
  paymentStatus: PaymentFilter | "all";
  status: StatusFilter | "all";
  q: string;
}

const ALL = { id: "all" as const, label: "All" };
const paymentOptions = [ALL, ...PAYMENT_FILTERS.map((id) => ({ id, label: paymentStandingLook(id).label }))];
const statusOptions = [ALL, ...STATUS_FILTERS.map((id) => ({ id, label: orderStatusLook(id).label }))];

const valuesOf = (filters: OrderFilters): FilterValues => ({
  paymentStatus: filters.paymentStatus ?? "all",
  status: filters.status ?? "all",
  q: filters.q ?? "",
});

interface OrderFilterPanelProps {
  /** The filters in the URL now; the panel starts from them (remount it when they change). */
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}

/**
 * The orders' filter panel: payment status, order status and a search term
 * (an order id or words of a product name); Apply Filters puts them in the URL, where the list reads them.
 */
export function OrderFilterPanel({ filters, onApply }: OrderFilterPanelProps) {
  const form = useForm<FilterValues>({
    initialValues: () => valuesOf(filters),
    validate: (values) => (values.q.trim().length > SEARCH_MAX_LENGTH ? { q: messages.searchTooLong } : {}),
    fallbackMessage: messages.loadFailed,
    onSubmit: (values) =>
      onApply({
        type: filters.type,
        paymentStatus: values.paymentStatus === "all" ? undefined : values.paymentStatus,
        status: values.status === "all" ? undefined : values.status,
        q: values.q.trim() || undefined,
      }),
  });
  return (
    <Form form={form} className={styles.filters} role="search" aria-label="Filter orders">
      <Select
        label="Payment status"
        options={paymentOptions}
        value={form.values.paymentStatus}
        onChange={(value) => form.setValue("paymentStatus", value)}
      />
      <Select
        label="Order status"
        options={statusOptions}
        value={form.values.status}
        onChange={(value) => form.setValue("status", value)}
      />
      <TextField
        label="Search"
        type="search"
        placeholder="Order number or product name"
        maxLength={SEARCH_MAX_LENGTH}
        {...form.field("q")}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{messages.applyFilters}</Button>
      </div>
    </Form>
  );
}
