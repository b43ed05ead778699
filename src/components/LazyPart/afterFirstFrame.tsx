import { type ReactNode, startTransition, useEffect, useState } from "react";
import { NavigationType, useNavigationType } from "react-router";

/**
 * Whether a part rendered now is rendered in the browser after the page hydrated: a client-side
 * navigation, or a screen whose data came after its spinner. Never while hydrating (the server's HTML
 * must be met as it is) and never on the server.
 */
export function renderedAfterHydration(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
}

/**
 * Whether a part may render now: at once unless `later` says it is rendered after hydration, in which case
 * in the frame after the one that shows the page's first screen, as a transition
 * (docs/decisions/prefetching-next-pages.md#the-first-frame-first). A page returned to (Back, Forward) is
 * drawn whole at once: its scroll position is restored in that first frame, and a page still short of its
 * parts put the shopper somewhere else on it.
 */
export function useAfterFirstFrame(later: () => boolean): boolean {
  const returning = useNavigationType() === NavigationType.Pop;
  const [ready, setReady] = useState(() => returning || !later());
  useEffect(() => {
    if (ready) return;
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  return ready;
}

/**
 * A part of a page's top that lies below a phone's first screen (a product's purchase panel and delivery
 * check): in the server's HTML and hydrated with the page, but on a page opened client-side rendered in
 * the frame after the first screen's, so the tap's answer (the picture, the name, the price) is drawn first.
 */
export function AfterFirstFrame({ children }: { children: ReactNode }) {
  return useAfterFirstFrame(renderedAfterHydration) ? children : null;
}
