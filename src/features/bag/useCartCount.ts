import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { useHasBag } from "../../session/session";
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
 * data.products.length), 0 while loading or when the call fails. Asked for only when there is a bag (a
 * guest without one costs no call); shares the cart's cache key, so any cart change that stores its answer
 * there (useStoreCart: a guest's first add among them) updates the badge.
 */
export function useCartCount(): number {
  const { hooks } = useApi();
  const query = useQuery({ ...cartOptions(hooks), enabled: useHasBag(), retry: false });
  return query.data?.data.products.length ?? 0;
}
