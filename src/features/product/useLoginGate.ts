import { useSession } from "../../session/session";
import { useSetOverlayOpen } from "../shell";

/**
 * For the actions that need an account (reviews, restock alerts): true for a signed-in shopper; for a guest
 * it opens the shell's login popup (which brings them back here) and answers false. (A guest's Add to Cart
 * and Buy Now need none: the bag is kept for them and the checkout has them sign in.)
 */
export function useLoginGate(): () => boolean {
  const { user } = useSession();
  const openLogin = useSetOverlayOpen("loginPopup");
  return () => {
    if (user) return true;
    openLogin(true);
    return false;
  };
}
