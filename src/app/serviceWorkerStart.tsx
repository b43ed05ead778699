import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { asksToSaveData } from "../lib/connection";
import { whenPageSettled } from "../lib/pageSettled";

// The offline shop's service worker is registered only in the production build (not under Vite's dev
// server, nor in Storybook, which never renders the root) and only once the page has settled, so it
// takes nothing from the first load: its code is a chunk of its own, fetched then
// (docs/decisions/offline-shop.md#registration). A shopper who asked to save data gets no new worker: its
// install downloads the app shell (about 1.5 MB before compression) for offline use nobody asked for; a
// worker this browser has already keeps working.
type Worker = typeof import("./serviceWorker");
let worker: Promise<Worker> | undefined;

/** Whether this page view registers the worker (the build, the browser and the shopper's data allow it). */
function mayRegisterServiceWorker(): boolean {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return false;
  return navigator.serviceWorker.controller !== null || !asksToSaveData();
}

/** Registers the worker once the page has settled; returns a function that cancels the wait. */
export function startServiceWorkerWhenSettled(): () => void {
  if (!mayRegisterServiceWorker()) return () => {};
  return whenPageSettled(() => {
    worker ??= import("./serviceWorker").then(async (module) => {
      await module.registerServiceWorker();
      return module;
    });
    worker.catch((error: unknown) => console.warn("Service worker not registered", error));
  });
}

/** Tells the worker of every page change after the first (updates are taken only then). */
export function ServiceWorkerUpdates() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    void worker?.then(
      (module) => module.serviceWorkerOnNavigation(),
      () => {},
    );
  }, [pathname]);
  return null;
}
