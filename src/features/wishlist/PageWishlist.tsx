import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { wishlistLoginHref } from "./loginHandoff";
import { useWishlist, useWishlistChange } from "./useWishlist";

interface PageWishlistValue {
  /** The ids every heart on the page shows as wishlisted (the server's list with pending changes). */
  ids: ReadonlySet<string>;
  /** Saves (`true`) or removes a product; a guest is sent to log in first, carrying it. */
  toggle: (productId: string, wished: boolean) => void;
}

const PageWishlistContext = createContext<PageWishlistValue | null>(null);

/**
 * The page's one wishlist, for all its hearts. Each heart once asked for the session, the list, the
 * changes under way and two mutations of its own: five cache observers per card, ~140 on the home page,
 * set up during hydration on a phone's busy main thread. Here they are set up once, and a heart reads
 * a context.
 */
export function PageWishlistProvider({ children }: { children: ReactNode }) {
  const { user, ids } = useWishlist();
  const change = useWishlistChange();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The latest of each, read when a heart is pressed: `toggle` stays the same function, so a render of
  // this provider re-renders the hearts only when the ids change.
  const latest = useRef({ user, change, navigate, here: `${pathname}${search}` });
  latest.current = { user, change, navigate, here: `${pathname}${search}` };
  const toggle = useCallback((productId: string, wished: boolean) => {
    const { user, change, navigate, here } = latest.current;
    if (user) void change(user._id, productId, wished);
    else navigate(wishlistLoginHref(here, productId));
  }, []);
  const value = useMemo(() => ({ ids, toggle }), [ids, toggle]);
  return <PageWishlistContext.Provider value={value}>{children}</PageWishlistContext.Provider>;
}

export function usePageWishlist(): PageWishlistValue {
  const value = useContext(PageWishlistContext);
  if (!value)
    throw new Error("A wishlist heart needs a PageWishlistProvider above it (the main layout has one).");
  return value;
}
