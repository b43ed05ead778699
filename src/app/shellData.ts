import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  type QueryClient,
} from "@tanstack/react-query";
import type { ApiQueryClient } from "../api/client";
import type { paths } from "../api/schema";
import { headlineOptions } from "../features/banners/queries";
import { cartOptions } from "../features/bag/cartQuery";
import { wishlistOptions } from "../features/wishlist/wishlistQuery";
import { fetchSession, hasBag } from "../session/session";

/**
 * What every main-layout page knows on the server before it renders: the announcement headline, the
 * session (GET /auth/verify, as the shopper: the server's in-process client carries their cookie), a
 * signed-in shopper's wishlist and cart, and a guest's bag when they hold one, so every heart and the
 * header's cart count are right in the first HTML. The session query
 * never fails (a failure is a guest), so a guest is dehydrated as well and the first HTML never shows a
 * signed-in shopper as "Guest".
 */
export async function prefetchShellData(queryClient: QueryClient, hooks: ApiQueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(headlineOptions(hooks)),
    prefetchShopperData(queryClient, hooks),
  ]);
}

/**
 * The session, then (for a shopper) their wishlist and cart, or (for a guest with a bag) the bag; a
 * failed one is not dehydrated (the browser asks).
 */
async function prefetchShopperData(queryClient: QueryClient, hooks: ApiQueryClient): Promise<void> {
  const session = await fetchSession(hooks, queryClient);
  await Promise.all([
    session.user ? queryClient.prefetchQuery(wishlistOptions(hooks, session.user._id)) : null,
    hasBag(session) ? queryClient.prefetchQuery(cartOptions(hooks)) : null,
  ]);
}

/** The calls whose answers are the shell's (prefetchShellData), in the main layout's loader answer. A
 * test runs the prefetch and checks a page's answer leaves all of it out, so the two cannot drift apart
 * (tests/unit/account-session-prefetch.test.ts). */
const SHELL_PATHS: ReadonlySet<unknown> = new Set([
  "/auth/verify",
  "/cart/getusercart",
  "/wishlist/user/{userId}",
  "/banner/headlines",
] satisfies (keyof paths)[]);

/**
 * A main-layout page's own queries, for its HydrationBoundary: not the shell's, which the layout's answer
 * carries and the browser's cache owns after hydration (see main-layout's shouldRevalidate). Carried
 * twice, the page's copy (answered a moment after the layout's) was hydrated over the layout's in an effect
 * right after hydration, and every reader of the session and the cart rendered again: on the cart page, its
 * whole bag and bill, one more long task on a phone. On a client-side navigation it would also have
 * overwritten the cache's newer session.
 */
export function dehydratePageData(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) && !SHELL_PATHS.has(query.queryKey[1]),
  });
}
