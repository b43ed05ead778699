import { useState } from "react";
import { Button } from "../../../components/Button";
import { HydrateWhenNear, LoadingLayer, lazyPart, OpenedOnce } from "../../../components/LazyPart";
import { Select } from "../../../components/Select";
import { media } from "../../../design/tokens";
import {
  activeFilterCount,
  LISTING_SORTS,
  type ListingFacets,
  type ListingFilters,
  type ListingSort,
  SORT_LABELS,
} from "../listingFilters";
import * as styles from "./ListingFilterBar.css";
import { productCountText } from "./productCount";

// The inline filters (react-aria's checkboxes, fields and their validation: about 9 KB of script) show
// from 640 px up only. Their part is hydrated when it comes into view and its code fetched then, so a
// phone's listing neither downloads nor runs it; a client-side navigation on a wider screen fetches it
// with the page's data (listingClientLoader).
const LazyFilterGroups = lazyPart(() => import("./FilterGroups").then((module) => module.FilterGroups));

/** Fetches the inline filters' code where they show (a client-side navigation to a listing). */
export function preloadInlineFilters(): Promise<unknown> | undefined {
  return window.matchMedia(media.aboveMobile).matches ? LazyFilterGroups.preload() : undefined;
}

// The phone's filter sheet (react-aria's modal, focus scope and dismiss logic) is fetched when a shopper
// first reaches for the 'Filters' button, not with the listing.
const LazyFilterSheet = lazyPart(
  () => import("./FilterSheet").then((module) => module.FilterSheet),
  <LoadingLayer label="Loading filters" />,
);

export interface ListingFilterBarProps {
  /** The listing's options (over its unfiltered base set). */
  facets: ListingFacets;
  filters: ListingFilters;
  /** Products matching the current filters. */
  total: number;
  onChange: (change: Partial<ListingFilters>) => void;
  onClear: () => void;
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
            <Button
              variant="secondary"
              onHoverStart={LazyFilterSheet.preload}
              onPressStart={LazyFilterSheet.preload}
              onPress={() => setSheetOpen(true)}
            >
              {active > 0 ? `Filters (${active})` : "Filters"}
            </Button>
            <OpenedOnce isOpen={isSheetOpen}>
              <LazyFilterSheet
                isOpen={isSheetOpen}
                onOpenChange={setSheetOpen}
                active={active}
                total={total}
                onClear={onClear}
                facets={facets}
                filters={filters}
                onChange={onChange}
              />
            </OpenedOnce>
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
      {/* Hidden on a phone (the sheet has the same filters there), so it is hydrated only once shown. */}
      <HydrateWhenNear id="listing-filters" className={styles.inlinePanel} estimate={["0px", "150px"]}>
        <LazyFilterGroups facets={facets} filters={filters} onChange={onChange} />
      </HydrateWhenNear>
    </section>
  );
}

const SORT_OPTIONS = LISTING_SORTS.map((sort) => ({ id: sort, label: SORT_LABELS[sort] }));

function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  return <Select label="Sort by" options={SORT_OPTIONS} value={value} onChange={onChange} />;
}
