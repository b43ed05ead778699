/**
 * Calls `settled` once the page has loaded and the browser has a moment to spare: the point after which
 * decoration may start (the announcement bar's scroll, the hero's video) without taking the cores the
 * first render and hydration need. Returns a function that cancels the wait.
 */
export function whenPageSettled(settled: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const settle = () => {
    if (!cancelled) settled();
  };
  const whenIdle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a short wait after load stands in for it.
    idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(settle, { timeout: 3000 })
        : window.setTimeout(settle, 1000);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", whenIdle);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
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
