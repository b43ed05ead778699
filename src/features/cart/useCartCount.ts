import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { useSession } from "../../session/session";
import { cartOptions } from "./cartQuery";

/** The header badge's cap (spec 9): above this it reads "99+". */
export const CART_BADGE_MAX = 99;

/** The badge text for a count: "" for none, the number up to 99, "99+" above. */
export function cartBadgeText(count: number): string {
  if (count <= 0) return "";
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

/**
 * The number of products in the signed-in shopper's cart (GET /cart/getusercart, data.products.length),
 * 0 for a guest or while loading or when the call fails. Shares the cart's cache key, so any cart change
 * that stores its answer there (useStoreCart) updates the badge.
 */
export function useCartCount(): number {
  const { hooks } = useApi();
  const { user } = useSession();
  const query = useQuery({ ...cartOptions(hooks), enabled: user !== null, retry: false });
  if (!user) return 0;
  return query.data?.data.products.length ?? 0;
}
