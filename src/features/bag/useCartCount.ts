import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { useApi } from "../../api/ApiProvider";
import { useHasBag } from "../../session/session";
import { useOnline } from "../../hooks/useOnline";
import { REMEMBERED_CART_COUNT_KEY } from "../../lib/offlinePages";
import { cartOptions } from "./cartQuery";

/** The header badge's cap (docs/product.md#constants): above this it reads "99+". */
export const CART_BADGE_MAX = 99;

/** The badge text for a count: "" for none, the number up to 99, "99+" above. */
export function cartBadgeText(count: number): string {
  if (count <= 0) return "";
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

/**
 * The number of products in the shopper's cart or the guest's bag (GET /cart/getusercart,
 * data.products.length), 0 while loading or when the call fails, and offline the last count known. Asked
 * for only when there is a bag (a guest without one costs no call); shares the cart's cache key, so any
 * cart change that stores its answer there (useStoreCart: a guest's first add among them) updates the badge.
 */
export function useCartCount(): number {
  const { hooks } = useApi();
  const online = useOnline();
  const query = useQuery({ ...cartOptions(hooks), enabled: useHasBag(), retry: false });
  const count = query.data?.data.products.length;
  useEffect(() => {
    if (count !== undefined) rememberCartCount(count);
  }, [count]);
  const remembered = useSyncExternalStore(noChange, readRememberedCartCount, () => 0);
  return count ?? (online ? 0 : remembered);
}

// The last count known in this browser: offline, when the cart cannot be asked for, the header and the
// offline page show it (docs/decisions/offline-shop.md#offline). Only a number, nothing of the bag itself.
const noChange = () => () => {};

function rememberCartCount(count: number): void {
  try {
    localStorage.setItem(REMEMBERED_CART_COUNT_KEY, String(count));
  } catch {
    // Storage refused (private mode, full): the badge simply shows nothing offline.
  }
}

function readRememberedCartCount(): number {
  try {
    const count = Number(localStorage.getItem(REMEMBERED_CART_COUNT_KEY));
    return Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}
