import "../design/global.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useContext, useEffect, useState } from "react";
import { preload } from "react-dom";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext,
  useMatches,
} from "react-router";
import { Toaster } from "../components/Toast";
import { ShopLocale } from "../components/Locale";
import { SHOP_LOCALE } from "../lib/locale";
import { themeClass } from "../design/theme.css";
import { ShopNavigation } from "../components/Link";
import { AppErrorScreen } from "../features/shell/AppErrorScreen";
import { OfflineBar } from "../features/shell/Offline/OfflineBar";
import { ShellOverlays } from "../features/shell/overlays";
import type { Route } from "./+types/root";
import { useNonce } from "./nonce";
import { startFieldVitals } from "./fieldVitals";
import { DEFERRED_LINK_MARK, HYDRATE_AFTER_PAINT, handOverEarlyInput } from "./hydrateAfterPaint";
import { markPageSettled } from "../lib/pageSettled";
import { refetchHeldQueries } from "./hydrationRefetch";
import { pageQueryClient } from "./pageQueryClient";
import "./pagePrefetchers";
import { BRAND_FONT_HEAD_SCRIPT } from "./brandFont";
import { BrandFontOnNextPage } from "./BrandFontOnNextPage";
import { PressableStyle } from "./PressableStyle";
import { ScrollRestorationScript } from "./ScrollRestorationScript";
import { SpeculationRules } from "./SpeculationRules";
import { ServiceWorkerUpdates, startServiceWorkerWhenSettled } from "./serviceWorkerStart";
import faviconUrl from "../design/favicon.png?url";
import { HOLD_LATER_PICTURES } from "../lib/laterPictures";

// The shop's icon: a hashed file the browser keeps for a year. Inlined, its ~0.6 KB of base64 went into
// every page's HTML and first script (it does not compress). A PNG, not an SVG: an SVG icon is a document
// of its own, built and laid out on the page's main thread right after the first paint (with its text,
// ~20 ms of a desktop core: ~80 ms of a phone's blocking time in npm run bench:lighthouse); a 32 px PNG
// decodes in a millisecond. The web app manifest (installing the shop: docs/decisions/offline-shop.md) is
// written by the production build only; under Vite there is none to name.
// Both are written here, not in `links()`: React Router gives its links the request's nonce ahead of
// `rel`, and the server's HTML names these two inert by their `<link rel="…" data-after-paint=""`
// (`DEFERRED_LINK_MARK` in hydrateAfterPaint.ts), turned back once the page is on screen. Without
// JavaScript that never happens: the `<noscript>` names the icon, unmarked, so the rewrite passes it by.
const deferredLink = { [DEFERRED_LINK_MARK]: "" };
function ShopIconLinks() {
  return (
    <>
      <link rel="icon" {...deferredLink} href={faviconUrl} type="image/png" />
      {import.meta.env.PROD ? <link rel="manifest" {...deferredLink} href="/manifest.webmanifest" /> : null}
      <noscript>
        <link rel="icon" href={faviconUrl} type="image/png" />
      </noscript>
    </>
  );
}

/**
 * The shop's one stylesheet blocks the first paint, yet React flushes the ~50 module preloads of <Scripts>
 * ahead of <Links>' stylesheet: on a phone's few connections the CSS waited behind the scripts (first paint
 * 2.5 s on the product page in npm run bench:lighthouse). A style preload goes out first.
 */
function useStylesheetsFirst() {
  const framework = useContext(UNSAFE_FrameworkContext);
  for (const href of framework?.manifest.routes.root?.css ?? []) preload(href, { as: "style" });
}

/** What waits for the first screen to be painted: the lazy pictures, and on a first visit the typeface. */
const FIRST_PAINT_HOLDS = `${HOLD_LATER_PICTURES};\n${BRAND_FONT_HEAD_SCRIPT}`;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useStylesheetsFirst();
  return (
    // The head's script may still mark the page as waiting for the typeface when it hydrates
    // (src/lib/brandFontTurn.ts): an attribute React does not render, not a mismatch.
    <html lang={SHOP_LOCALE} className={themeClass} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111111" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script (see laterPictures.ts, brandFontTurn.ts) */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FIRST_PAINT_HOLDS }} />
        <Meta />
        <Links />
        <PressableStyle />
        <ShopIconLinks />
      </head>
      <body>
        {children}
        <ScrollRestorationScript nonce={nonce} />
        <SpeculationRules nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script (see hydrateAfterPaint.ts) */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HYDRATE_AFTER_PAINT }} />
      </body>
    </html>
  );
}

export default function App() {
  // One cache per browser session; on the server, one per request (see pageQueryClient).
  const [queryClient] = useState(pageQueryClient);
  // The route the page view landed on: field vitals report its page type (read once, at hydration).
  const matches = useMatches();
  const [landedOn] = useState(() => matches.at(-1)?.id);
  // The page is interactive from here on: end-to-end tests wait for this mark, not for a quiet network.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    handOverEarlyInput();
    const cancelRefetch = refetchHeldQueries(queryClient);
    // What starts once the page has settled starts in this order, the mark last: when tests see the
    // mark, the rest has started (the browser runs idle callbacks in the order they were asked for).
    const cancelServiceWorker = startServiceWorkerWhenSettled();
    const cancelVitals = startFieldVitals(landedOn);
    const cancelSettled = markPageSettled();
    return () => {
      cancelRefetch();
      cancelSettled();
      cancelServiceWorker();
      cancelVitals();
    };
  }, [queryClient, landedOn]);
  return (
    <QueryClientProvider client={queryClient}>
      <ShellOverlays>
        <ShopLocale>
          <ShopNavigation>
            {/* Before the page: its layout effects run first, ahead of any of the page's that measure it. */}
            <BrandFontOnNextPage />
            <Outlet />
            <OfflineBar />
            <ServiceWorkerUpdates />
            <Toaster position="top-center" />
          </ShopNavigation>
        </ShopLocale>
      </ShellOverlays>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <ShopNavigation>
      <AppErrorScreen detail={detail} />
    </ShopNavigation>
  );
}
