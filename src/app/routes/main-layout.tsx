import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { makeQueryClient } from "../../api/queryClient";
import { ProductCardHeartProvider } from "../../features/catalog/ProductCard/CardHeart";
import { LazyMarketingText } from "../../features/shell/onDemand";
import { SiteShell } from "../../features/shell/SiteShell";
import { PageWishlistProvider } from "../../features/wishlist/PageWishlist";
import { WishlistHeart } from "../../features/wishlist/WishlistHeart";
import { apiHooksFrom } from "../apiContext";
import { useMarketingText, usePageSkipLink } from "../pageHandle";
import { prefetchShellData } from "../shellData";
import type { Route } from "./+types/main-layout";

/**
 * The shell's own data is in the first HTML, like the page's: the announcement headline and the session
 * (GET /auth/verify with the shopper's cookie, which the server forwards to its in-process API). So the
 * header and the profile drawer render signed-in on the server, with no "Guest" flash on hydration.
 * The session query never fails (any failure is a guest, `null`), so a guest is dehydrated too.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = makeQueryClient();
  const hooks = apiHooksFrom(context);
  if (hooks) await prefetchShellData(queryClient, hooks);
  return { dehydratedState: dehydrate(queryClient) };
}

/**
 * Entering the layout from a page outside it (login, sign-up) on the client: fetch the code of the
 * marketing text at its foot with the data, so the page appears whole. The first page load never runs
 * this: it renders the server's data and hydrates that text when its code arrives.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [answer] = await Promise.all([serverLoader(), LazyMarketingText.preload()]);
  return answer;
}

/**
 * No reload of the shell's data on client-side navigation. After hydration the browser's query cache
 * owns the session: the login/sign-up screens set it (`useSetSessionUser`), Sign Out
 * sets it to guest and clears the cache, and the session query itself refetches when it mounts (stale
 * time 0). The dehydrated session never overrides that: HydrationBoundary only hydrates this loader's
 * state once per loader answer and never over newer cache data. Login and sign-up live outside this
 * layout, so coming back into it runs this loader afresh (with the new cookie) anyway.
 */
export function shouldRevalidate() {
  return false;
}

export default function MainLayout({ loaderData }: Route.ComponentProps) {
  const marketingText = useMarketingText();
  const skipLink = usePageSkipLink();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      {/* Every product card on these pages carries the wishlist's heart, all reading one wishlist. */}
      <PageWishlistProvider>
        <ProductCardHeartProvider value={WishlistHeart}>
          <SiteShell marketingText={marketingText} skipLink={skipLink}>
            <Outlet />
          </SiteShell>
        </ProductCardHeartProvider>
      </PageWishlistProvider>
    </HydrationBoundary>
  );
}
