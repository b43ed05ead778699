import { Checkbox, CheckboxGroup, Group, Label } from "react-aria-components";
import { useId, useState } from "react";
import { SIZES } from "../../../api/enums";
import { Button } from "../../../components/Button";
import { ModalDialog } from "../../../components/Dialog";
import { Select } from "../../../components/Select";
import {
  activeFilterCount,
  LISTING_SORTS,
  type ListingFacets,
  type ListingFilters,
  type ListingSort,
  SORT_LABELS,
  type Size,
} from "../listingFilters";
import * as styles from "./ListingFilterBar.css";
import { PriceField } from "./PriceField";

export interface ListingFilterBarProps {
  /** The listing's options (over its unfiltered base set). */
  facets: ListingFacets;
  filters: ListingFilters;
  /** Products matching the current filters. */
  total: number;
  onChange: (change: Partial<ListingFilters>) => void;
  onClear: () => void;
}

function productCountText(total: number): string {
  return `${total} ${total === 1 ? "product" : "products"}`;
}

/**
 * Sort and filters of a listing (designed): a Select for the order, size chips, colour swatches with
 * names, a price range, and 'Clear filters'. From 640 px up the filters sit inline; below, a 'Filters'
 * button opens them in a bottom sheet dialog. Every change goes to the URL (see useListingFilters).
 */
export function ListingFilterBar({ facets, filters, total, onChange, onClear }: ListingFilterBarProps) {
  const active = activeFilterCount(filters);
  const [isSheetOpen, setSheetOpen] = useState(false);
  return (
    <section className={styles.bar} aria-label="Sort and filter">
      <div className={styles.topRow}>
        <p className={styles.count}>{productCountText(total)}</p>
        <div className={styles.actions}>
          <SortSelect value={filters.sort} onChange={(sort) => onChange({ sort })} />
          <div className={styles.mobileOnly}>
            <Button variant="secondary" onPress={() => setSheetOpen(true)}>
              {active > 0 ? `Filters (${active})` : "Filters"}
            </Button>
            <ModalDialog isOpen={isSheetOpen} onOpenChange={setSheetOpen} title="Filters" placement="bottom">
              <FilterGroups facets={facets} filters={filters} onChange={onChange} />
              <div className={styles.dialogActions}>
                {active > 0 ? (
                  <Button variant="ghost" onPress={onClear}>
                    Clear filters
                  </Button>
                ) : null}
                <Button onPress={() => setSheetOpen(false)}>{`Show ${productCountText(total)}`}</Button>
              </div>
            </ModalDialog>
          </div>
          {active > 0 ? (
            <div className={styles.inlinePanel}>
              <Button variant="ghost" onPress={onClear}>
                Clear filters
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      <div className={styles.inlinePanel}>
        <FilterGroups facets={facets} filters={filters} onChange={onChange} />
      </div>
    </section>
  );
}

const SORT_OPTIONS = LISTING_SORTS.map((sort) => ({ id: sort, label: SORT_LABELS[sort] }));

function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  return <Select label="Sort by" options={SORT_OPTIONS} value={value} onChange={onChange} />;
}

interface FilterGroupsProps {
  facets: ListingFacets;
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>) => void;
}

function FilterGroups({ facets, filters, onChange }: FilterGroupsProps) {
  // Offer every option of the base set, plus anything already chosen (so it can be un-chosen).
  const sizes = SIZES.filter((s) => facets.sizes.includes(s) || filters.size.includes(s));
  const colors = [...facets.colors];
  for (const name of filters.color) {
    if (!colors.some((c) => c.name.toLowerCase() === name.toLowerCase())) colors.push({ name, hex: "" });
  }
  const checkedColors = colors
    .filter((c) => filters.color.some((name) => name.toLowerCase() === c.name.toLowerCase()))
    .map((c) => c.name);
  const hasPrices = facets.price.max > 0;
  const priceLabelId = useId();

  return (
    <div className={styles.groups}>
      {sizes.length > 0 ? (
        <CheckboxGroup
          className={styles.group}
          value={filters.size}
          onChange={(value) => onChange({ size: value as Size[] })}
        >
          <Label className={styles.groupLabel}>Size</Label>
          <div className={styles.options}>
            {sizes.map((size) => (
              <Checkbox key={size} value={size} className={styles.chip}>
                {size}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
      ) : null}
      {colors.length > 0 ? (
        <CheckboxGroup
          className={styles.group}
          value={checkedColors}
          onChange={(value) => onChange({ color: value })}
        >
          <Label className={styles.groupLabel}>Colour</Label>
          <div className={styles.options}>
            {colors.map((color) => (
              <Checkbox key={color.name} value={color.name} className={styles.chip}>
                {color.hex ? (
                  <span className={styles.swatch} style={{ backgroundColor: color.hex }} aria-hidden="true" />
                ) : null}
                {color.name}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
      ) : null}
      {hasPrices ? (
        <Group className={styles.group} aria-labelledby={priceLabelId}>
          <span id={priceLabelId} className={styles.groupLabel}>
            Price
          </span>
          <div className={styles.priceRow}>
            <PriceField
              label="Min price"
              value={filters.minPrice}
              placeholder={facets.price.min}
              onChange={(minPrice) => onChange({ minPrice })}
            />
            <PriceField
              label="Max price"
              value={filters.maxPrice}
              placeholder={facets.price.max}
              onChange={(maxPrice) => onChange({ maxPrice })}
            />
          </div>
        </Group>
      ) : null}
    </div>
  );
}
