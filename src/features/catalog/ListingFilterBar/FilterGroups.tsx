import { useId } from "react";
import { Checkbox, CheckboxGroup, Group, Label } from "react-aria-components";
import { SIZES } from "../../../api/enums";
import { type ListingFacets, type ListingFilters, priceRangeProblem, type Size } from "../listingFilters";
import * as styles from "./ListingFilterBar.css";
import { PriceField } from "./PriceField";

export interface FilterGroupsProps {
  facets: ListingFacets;
  filters: ListingFilters;
  onChange: (change: Partial<ListingFilters>) => void;
}

export function FilterGroups({ facets, filters, onChange }: FilterGroupsProps) {
  // Offer every option of the base set, plus anything already chosen (so it can be un-chosen).
  const sizes = SIZES.filter((s) => facets.sizes.includes(s) || filters.size.includes(s));
  const colors = [...facets.colors];
  for (const name of filters.color) {
    if (!colors.some((c) => c.name.toLowerCase() === name.toLowerCase())) colors.push({ name, hex: "" });
  }
  const checkedColors = colors
    .filter((c) => filters.color.some((name) => name.toLowerCase() === c.name.toLowerCase()))
    .map((c) => c.name);
  // Countries of origin (Legal Metrology Rule 6(10A): docs/decisions/product-declarations.md), offered
  // once the base set has more than one, or one is chosen.
  const countries = [...new Set([...facets.countries, ...filters.country])].sort((a, b) =>
    a.localeCompare(b, "en"),
  );
  const hasPrices = facets.price.max > 0;
  const priceLabelId = useId();
  const priceProblemId = useId();
  // A min above the max stays in the boxes as typed (and in the URL), both marked, with what to do.
  const priceProblem = priceRangeProblem(filters);
  const priceCheck = priceProblem
    ? { isInvalid: true, "aria-describedby": priceProblemId }
    : { isInvalid: false };

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
      {countries.length > 1 || filters.country.length > 0 ? (
        <CheckboxGroup
          className={styles.group}
          value={filters.country}
          onChange={(value) => onChange({ country: value })}
        >
          <Label className={styles.groupLabel}>Country of origin</Label>
          <div className={styles.options}>
            {countries.map((country) => (
              <Checkbox key={country} value={country} className={styles.chip}>
                {country}
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
              {...priceCheck}
            />
            <PriceField
              label="Max price"
              value={filters.maxPrice}
              placeholder={facets.price.max}
              onChange={(maxPrice) => onChange({ maxPrice })}
              {...priceCheck}
            />
          </div>
          {priceProblem ? (
            <p id={priceProblemId} className={styles.priceProblem} role="alert">
              {priceProblem}
            </p>
          ) : null}
        </Group>
      ) : null}
    </div>
  );
}
