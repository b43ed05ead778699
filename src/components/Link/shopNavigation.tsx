import { createContext, type ReactNode, useContext } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

const ShopNavigateContext = createContext<NavigateFunction | null>(null);

/**
 * React Router's navigate, read once for every link below. Its `navigate` is one function for the page's
 * life, but calling `useNavigate` (or rendering its `Link`) subscribes a component to the route's context,
 * which changes with every navigation: each link in the header and footer rendered again on every page
 * change, while the shopper waited for the new page (docs/decisions/prefetching-next-pages.md#links-that-stay-still).
 * Here only this provider renders again; the value it passes down stays the same.
 */
export function ShopNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <ShopNavigateContext.Provider value={navigate}>{children}</ShopNavigateContext.Provider>;
}

/** The shop's navigate, or null outside ShopNavigation (a link there is followed by the browser). */
export const useShopNavigate = () => useContext(ShopNavigateContext);
