import type { FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import { CATEGORIES, PRODUCT_TAGS, SUB_CATEGORIES } from "../../../api/enums";
import { Button } from "../../../components/Button";
import { ButtonLink } from "../../../components/Button";
import {
  hasFilters,
  PRODUCT_STATUSES,
  parseStaffProducts,
  productsHref,
  STAFF_PRODUCT_SORTS,
  STAFF_PRODUCTS_PATH,
  STOCK_FILTERS,
  type StaffProductFilters,
} from "./staffProductFilters";
import {
  CATEGORY_LABELS,
  SORT_LABELS,
  STATUS_LOOKS,
  STOCK_LABELS,
  SUB_CATEGORY_LABELS,
  TAG_LABELS,
} from "./staffProductWords";
import * as styles from "./StaffProductsScreen.css";

interface ChoiceProps {
  name: keyof StaffProductFilters;
  label: string;
  /** The first option's words (its value is empty: no filter), or none when a value is always chosen. */
  any?: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  /** Across the form on a phone: its values are too long for half of it. */
  wide?: boolean;
}

/** A native select: it submits with the form before the page hydrates, and every browser makes it usable. */
function Choice({ name, label, any, options, value, wide = false }: ChoiceProps) {
  const id = `staff-products-${name}`;
  return (
    <div className={wide ? `${styles.field} ${styles.wideField}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {/* Keyed by the URL's value: Back and Clear show what the table shows. */}
      <select key={value ?? ""} id={id} name={name} defaultValue={value ?? ""} className={styles.control}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const labelled = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * The table's search, filters and sort: a GET form of /admin/products, so it works before the page
 * hydrates; once hydrated, Apply puts only the chosen values in the URL (one history entry) and the first
 * page of the new table is read. Clear removes them.
 */
export function StaffProductFilterForm({ filters }: { filters: StaffProductFilters }) {
  const navigate = useNavigate();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === "string") params.set(key, value);
    navigate(productsHref(parseStaffProducts(params).filters), { preventScrollReset: true });
  };
  return (
    <Form
      method="get"
      action={STAFF_PRODUCTS_PATH}
      onSubmit={apply}
      className={styles.filters}
      role="search"
      aria-label="Filter products"
    >
      <div className={styles.filterFields}>
        <div className={`${styles.field} ${styles.searchField}`}>
          <label htmlFor="staff-products-q" className={styles.label}>
            Search by name
          </label>
          <input
            key={filters.q ?? ""}
            id="staff-products-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filters.q ?? ""}
            className={styles.control}
          />
        </div>
        <Choice
          name="category"
          label="Category"
          any="All categories"
          options={labelled(CATEGORIES, CATEGORY_LABELS)}
          value={filters.category}
        />
        <Choice
          name="subCategory"
          label="Sub-category"
          any="All kinds"
          options={labelled(SUB_CATEGORIES, SUB_CATEGORY_LABELS)}
          value={filters.subCategory}
        />
        <Choice
          name="tag"
          label="Tag"
          any="Any tag"
          options={labelled(PRODUCT_TAGS, TAG_LABELS)}
          value={filters.tag}
        />
        <Choice
          name="stock"
          label="Stock"
          any="Any stock"
          options={labelled(STOCK_FILTERS, STOCK_LABELS)}
          value={filters.stock}
        />
        <Choice
          name="status"
          label="Status"
          any="Drafts and published"
          options={PRODUCT_STATUSES.map((value) => ({ value, label: STATUS_LOOKS[value].label }))}
          value={filters.status}
          wide
        />
        <Choice
          name="sort"
          label="Sort by"
          options={labelled(STAFF_PRODUCT_SORTS, SORT_LABELS)}
          value={filters.sort ?? "updated"}
          wide
        />
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">Apply</Button>
        {hasFilters(filters) || filters.sort ? (
          <ButtonLink variant="ghost" href={STAFF_PRODUCTS_PATH}>
            Clear
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}
