import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useUpdateSearchParams } from "../../hooks/useUpdateSearchParams";
import { type OrderFilters, parseOrderFilters, writeOrderFilters } from "./orderFilters";

/**
 * The orders page's type and filters, read from and written to the URL (so they survive a reload and the
 * Back button steps through them). The list's query key holds them: a change starts again at page one.
 */
export function useOrderFilters() {
  const [searchParams] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();
  const filters = useMemo(() => parseOrderFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: OrderFilters) => updateSearchParams((latest) => writeOrderFilters(latest, next)),
    [updateSearchParams],
  );
  return { filters, setFilters };
}
