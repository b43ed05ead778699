import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useUpdateSearchParams } from "../../hooks/useUpdateSearchParams";
import {
  type ListingFilters,
  parseListingFilters,
  withFilterChange,
  withFiltersCleared,
} from "./listingFilters";

export interface ListingFiltersState {
  filters: ListingFilters;
  /** Merge `change` into the filters; one new history entry, so Back undoes it. */
  setFilters: (change: Partial<ListingFilters>) => void;
  /** Remove every size, colour and price filter (the sort stays). */
  clearFilters: () => void;
}

/**
 * The listing's sort and filters, read from and written to the URL's search params (shareable; the back
 * button steps through changes). Other params (e.g. Upper Wear's `tab`) are kept. Each change is merged
 * into the newest URL state, so quick successive edits never drop each other. Paging is not in the URL:
 * the filters are part of the listing's query key, so a change starts again at page 1.
 */
export function useListingFilters(): ListingFiltersState {
  const [searchParams] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();
  const filters = useMemo(() => parseListingFilters(searchParams), [searchParams]);

  const setFilters = useCallback(
    (change: Partial<ListingFilters>) => updateSearchParams((latest) => withFilterChange(latest, change)),
    [updateSearchParams],
  );
  const clearFilters = useCallback(() => updateSearchParams(withFiltersCleared), [updateSearchParams]);

  return { filters, setFilters, clearFilters };
}
