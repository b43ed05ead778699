import { useCallback, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useUpdateSearchParams } from "../../hooks/useUpdateSearchParams";
import { type OrderFilters, type OrderType, parseOrderFilters, writeOrderFilters } from "./orderFilters";
import { withQuery } from "../../lib/paths";

/**
 * The orders page's type and filters, read from and written to the URL (so they survive a reload and the
 * Back button steps through them). The list's query key holds them: a change starts again at page one.
 * `typeHref` is the page's address with another type, the filters kept for coming back.
 */
export function useOrderFilters() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const updateSearchParams = useUpdateSearchParams();
  const filters = useMemo(() => parseOrderFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: OrderFilters) => updateSearchParams((latest) => writeOrderFilters(latest, next)),
    [updateSearchParams],
  );
  const typeHref = (type: OrderType) =>
    withQuery(pathname, writeOrderFilters(searchParams, { ...filters, type }));
  return { filters, setFilters, typeHref };
}
