import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { whenPageSettled } from "../lib/pageSettled";

// The offline shop's service worker is registered only in the production build (not under Vite's dev
// server, nor in Storybook, which never renders the root) and only once the page has settled, so it
// takes nothing from the first load: its code is a chunk of its own, fetched then
// (docs/decisions/offline-shop.md#registration).
type Worker = typeof import("./serviceWorker");
let worker: Promise<Worker> | undefined;

/** Registers the worker once the page has settled; returns a function that cancels the wait. */
export function startServiceWorkerWhenSettled(): () => void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return () => {};
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
