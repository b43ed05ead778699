import { whenIdle } from "./whenIdle";

/**
 * Calls `settled` once the page has loaded and the browser has a moment to spare: the point after which
 * decoration may start (the announcement bar's scroll, the hero's video) without taking the cores the
 * first render and hydration need. Returns a function that cancels the wait.
 */
export function whenPageSettled(settled: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  // Safari has no requestIdleCallback: a short wait after load stands in for it.
  const afterLoad = () => {
    cancelIdle = whenIdle(settled, { timeoutMs: 3000, fallbackMs: 1000 });
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    window.removeEventListener("load", afterLoad);
    cancelIdle?.();
  };
}

/**
 * Marks the page settled (`<html data-settled>`) when whenPageSettled says so. Decoration that runs for
 * ever (the announcement bar's scroll) waits for this mark in CSS: on a phone it would otherwise take the
 * cores the first render and hydration need (on the 2-core bench machine, the scrolling bar alone raised
 * the product page's blocking time from about 0.6 s to 1.7 s). Returns a function that cancels the wait.
 */
export function markPageSettled(root: HTMLElement = document.documentElement): () => void {
  return whenPageSettled(() => {
    root.dataset.settled = "true";
  });
}
