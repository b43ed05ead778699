import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Decorator } from "@storybook/react-vite";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { ApiProvider } from "../src/api/ApiProvider";
import { Toaster } from "../src/components/Toast";
import { ShopNavigation } from "../src/components/Link";
import { ShopLocale } from "../src/components/Locale";
import { themeClass } from "../src/design/theme.css";
import { ProductCardHeartProvider } from "../src/features/catalog";
import { type OpenOverlays, ShellOverlays } from "../src/features/shell/overlays";
import { PageWishlistProvider, WishlistHeart } from "../src/features/wishlist";
import { storyScopedApi } from "./storyScopedApi";

/**
 * `parameters.route`: where the story renders in a memory router. `path` is the route pattern
 * (so `useParams` works), `initialEntry` the URL the story opens at (defaults to `path`).
 * Any navigation away lands on a stub page reading "Navigated to <path+search>".
 */
export interface RouteParameter {
  path?: string;
  initialEntry?: string;
  /** Pages the shopper saw before, in this app session (oldest first): Back goes to the last one. */
  earlierEntries?: string[];
  /** The story route's loader (e.g. a held one, so a navigation stays pending while the story types). */
  loader?: () => Promise<unknown>;
}

/** `parameters.overlays`: the shell's overlays open when the story renders (e.g. `{ profile: true }`). */
export type OverlaysParameter = OpenOverlays;

/** `parameters.query`: options for the story's fresh QueryClient. */
export interface QueryParameter {
  /** Seed the cache: `[queryKey, data]` pairs, set before render. */
  initialData?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
}

const StoryChildren = createContext<ReactNode>(null);

/** As the main layout composes them: every product card carries the wishlist's heart. */
function StoryRoute() {
  const children = useContext(StoryChildren);
  return (
    <ShopLocale>
      <ShopNavigation>
        <PageWishlistProvider>
          <ProductCardHeartProvider value={WishlistHeart}>{children}</ProductCardHeartProvider>
        </PageWishlistProvider>
      </ShopNavigation>
    </ShopLocale>
  );
}

function NavigatedStub() {
  const location = useLocation();
  return <p role="status">{`Navigated to ${location.pathname}${location.search}`}</p>;
}

interface StoryProvidersProps {
  route: RouteParameter;
  overlays: OverlaysParameter;
  query: QueryParameter;
  children: ReactNode;
}

function StoryProviders({ route, overlays, query, children }: StoryProvidersProps) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } },
    });
    for (const [key, data] of query.initialData ?? []) client.setQueryData(key, data);
    return client;
  });
  const [api] = useState(storyScopedApi);
  useEffect(() => {
    api.resume();
    return api.end;
  }, [api]);
  const [router] = useState(() => {
    const path = route.path ?? "/";
    return createMemoryRouter(
      [
        { path, element: <StoryRoute />, loader: route.loader, HydrateFallback: () => null },
        { path: "*", element: <NavigatedStub /> },
      ],
      { initialEntries: [...(route.earlierEntries ?? []), route.initialEntry ?? path] },
    );
  });
  return (
    <div className={themeClass}>
      <ShellOverlays initial={overlays}>
        <ApiProvider client={api.client}>
          <QueryClientProvider client={queryClient}>
            <StoryChildren.Provider value={children}>
              <RouterProvider router={router} />
            </StoryChildren.Provider>
            {/* Toasts stay until dismissed (with .storybook/preview.tsx's keepToastsUntilDismissed, also
                those that ask for a duration), so a story that ends on one shows it, in its screenshot too. */}
            <Toaster position="top-center" duration={Number.POSITIVE_INFINITY} />
          </QueryClientProvider>
        </ApiProvider>
      </ShellOverlays>
    </div>
  );
}

/** The argTypes' category of the args a story's beforeEach turns into mocks (stories/support/screenControls.ts). */
export const MOCK_ARGS_CATEGORY = "Mocks";

/**
 * The values of the story's mock-setting args. Storybook runs the story's beforeEach again when a control
 * changes, so the mocks answer as the new args say; a key on them gives the story fresh providers (query
 * cache, router) that ask again, instead of showing the previous answers.
 */
function mockArgsKey({ args, argTypes }: Parameters<Decorator>[1]): string {
  return Object.entries(argTypes)
    .filter(([, argType]) => argType.table?.category === MOCK_ARGS_CATEGORY)
    .map(([name]) => `${name}=${String(args[name])}`)
    .join("&");
}

/**
 * One decorator for every story: theme class, the shell's overlays (`parameters.overlays`), a fresh QueryClient (retry off),
 * an API client whose calls end with the story,
 * a memory router at `parameters.route`, the shop's locale for react-aria, the wishlist heart
 * on product cards, and sonner's Toaster.
 */
export const withProviders: Decorator = (Story, context) => {
  const route = (context.parameters.route ?? {}) as RouteParameter;
  const overlays = (context.parameters.overlays ?? {}) as OverlaysParameter;
  const query = (context.parameters.query ?? {}) as QueryParameter;
  return (
    <StoryProviders
      key={`${context.id} ${mockArgsKey(context)}`}
      route={route}
      overlays={overlays}
      query={query}
    >
      <Story />
    </StoryProviders>
  );
};
