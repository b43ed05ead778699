import { useSetAtom } from "jotai";
import { useSession } from "../../session/session";
import { isLoginPopupOpenAtom } from "../shell";

/**
 * For the actions that need an account (add to cart, buy, review, restock alerts): true for a signed-in
 * shopper; for a guest it opens the shell's login popup (which brings them back here) and answers false.
 */
export function useLoginGate(): () => boolean {
  const { user } = useSession();
  const openLogin = useSetAtom(isLoginPopupOpenAtom);
  return () => {
    if (user) return true;
    openLogin(true);
    return false;
  };
}
