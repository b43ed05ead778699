import { useEffect, useState } from "react";
import { whenIdle } from "../lib/whenIdle";

export interface DrawnInStepsOptions {
  /** How many items are drawn when the list arrives: enough to fill the widest screen. */
  first: number;
  /** How many more each following step draws, one step per idle moment of the browser. */
  step: number;
}

/** The longest a step waits for the browser to be idle: a page that never is still gets every item soon. */
const STEP_WAIT_MS = 500;

/**
 * The part of `items` to draw now. A list that arrives after the page (asked for in the browser) is drawn
 * `first` items at once, then `step` more at each idle moment until all are drawn: the browser lays out
 * what React commits in one go, and twenty product cards laid out in one frame were a ~25 ms task (~100 ms
 * on Lighthouse's 4× slower phone) while the cart was still loading. A list there at the first render (it
 * came with the page, or from the cache) is drawn whole, as the server drew it.
 */
export function useDrawnInSteps<T>(
  items: readonly T[] | undefined,
  { first, step }: DrawnInStepsOptions,
): readonly T[] {
  const [limit, setLimit] = useState(items === undefined ? first : Number.POSITIVE_INFINITY);
  const total = items?.length ?? 0;
  useEffect(() => {
    if (total === 0 || limit >= total) return;
    return whenIdle(() => setLimit((drawn) => drawn + step), { timeoutMs: STEP_WAIT_MS, fallbackMs: 0 });
  }, [total, limit, step]);
  if (!items) return [];
  return limit >= items.length ? items : items.slice(0, limit);
}
