import { useId, useState } from "react";
import { Button } from "../../../components/Button";
import { ChevronDownIcon } from "../../../components/Icon";
import { LoadingLayer, lazyPart, OpenedOnce, preloadOnIntent } from "../../../components/LazyPart";
import { Select } from "../../../components/Select";
import { Spinner } from "../../../components/Spinner";
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

// The inline filters (react-aria's checkboxes, fields and their validation: about 9 KB of script) open
// from 640 px up only, under the Filters button. Their code is fetched as the shopper reaches for it, so
// a phone's listing neither downloads nor runs it; a client-side navigation on a wider screen fetches it
// with the page's data (listingClientLoader), so the panel opens at once.
const LazyFilterGroups = lazyPart(
  () => import("./FilterGroups").then((module) => module.FilterGroups),
  <Spinner label="Loading filters" size="md" />,
);

/** Fetches the inline filters' code where they can open (a client-side navigation to a listing). */
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
 * names, a price range, and 'Clear filters'. The filters wait behind one 'Filters' button at every width,
 * so a keyboard reaches the products past two controls instead of some twenty: from 640 px up it opens
 * them inline under the bar (a disclosure), below it opens them in a bottom sheet dialog. Every change goes
 * to the URL (see useListingFilters).
 */
export function ListingFilterBar({ facets, filters, total, onChange, onClear }: ListingFilterBarProps) {
  const active = activeFilterCount(filters);
  const filtersLabel = active > 0 ? `Filters (${active})` : "Filters";
  const [isSheetOpen, setSheetOpen] = useState(false);
  const [isPanelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  return (
    <section className={styles.bar} aria-label="Sort and filter">
      <div className={styles.topRow}>
        <p className={styles.count}>{productCountText(total)}</p>
        <div className={styles.actions}>
          <SortSelect value={filters.sort} onChange={(sort) => onChange({ sort })} />
          <div className={styles.mobileOnly}>
            <Button
              variant="secondary"
              {...preloadOnIntent(LazyFilterSheet)}
              onPress={() => setSheetOpen(true)}
            >
              {filtersLabel}
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
          <div className={styles.inlinePanel}>
            <Button
              variant="secondary"
              aria-expanded={isPanelOpen}
              aria-controls={isPanelOpen ? panelId : undefined}
              {...preloadOnIntent(LazyFilterGroups)}
              onPress={() => setPanelOpen((open) => !open)}
            >
              {filtersLabel}
              <ChevronDownIcon className={styles.panelChevron} />
            </Button>
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
      {/* Not on a phone (the sheet has the same filters there): the panel shows from 640 px up. */}
      {isPanelOpen ? (
        <div id={panelId} className={styles.inlinePanel}>
          <LazyFilterGroups facets={facets} filters={filters} onChange={onChange} />
        </div>
      ) : null}
    </section>
  );
}

const SORT_OPTIONS = LISTING_SORTS.map((sort) => ({ id: sort, label: SORT_LABELS[sort] }));

function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  return <Select label="Sort by" options={SORT_OPTIONS} value={value} onChange={onChange} />;
}
