import { type CSSProperties, type ReactNode, Suspense, use } from "react";
import { renderedAfterHydration, useAfterFirstFrame } from "./afterFirstFrame";
import * as styles from "./HydrateWhenNear.css";

/** A promise as React's `use` reads it: once `status` says fulfilled, `use` answers at once. */
type Wait = Promise<void> & { status?: "fulfilled" };

const waits = new Map<string, Wait>();
const ATTRIBUTE = "data-hydrate-near";

/** The parts' elements React has taken over (hydrated or rendered): their ref was called with them. */
const owned = new WeakSet<Element>();
const own = (node: HTMLDivElement | null) => {
  if (node) owned.add(node);
};

/**
 * Whether the part is still the server's HTML, waiting to be hydrated: its element is in the page but
 * React has not taken it over. Asked of the element, not of the page: React hydrates a part inside a
 * Suspense boundary that waited for code in a later pass, after the page as a whole has hydrated. A part
 * rendered in the browser alone (a client-side navigation, a story) has no such element.
 */
function awaitingHydration(id: string): boolean {
  if (typeof document === "undefined") return false;
  const part = document.querySelector(`[${ATTRIBUTE}="${id}"]`);
  return part !== null && !owned.has(part);
}

/** What reaching into a part does first: a press starts with pointerdown or keydown, a tab with focusin. */
const REACHING = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Resolves once the server-rendered part comes within `margin` of the viewport, or the shopper reaches
 * into it first (at once if it cannot tell). Marked fulfilled as it resolves, not a microtask later: a
 * click that follows its pointerdown makes React hydrate the part on the spot and hand it the click, which
 * works only if the part no longer waits by then.
 */
function whenNear(id: string, margin: string): Wait {
  const known = waits.get(id);
  if (known) return known;
  let settle = () => {};
  const wait: Wait = new Promise<void>((resolve) => {
    settle = () => {
      wait.status = "fulfilled";
      resolve();
    };
  });
  waits.set(id, wait);
  const part = document.querySelector(`[${ATTRIBUTE}="${id}"]`);
  if (!part || typeof IntersectionObserver === "undefined") {
    settle();
    return wait;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near();
    },
    { rootMargin: margin },
  );
  function near() {
    observer.disconnect();
    for (const type of REACHING) part?.removeEventListener(type, near, true);
    settle();
  }
  observer.observe(part);
  for (const type of REACHING) part.addEventListener(type, near, true);
  return wait;
}

/** Whether the part is being rendered in the browser after the page hydrated, not met as server HTML. */
const partRenderedAfterHydration = (id: string) => () =>
  renderedAfterHydration() && document.querySelector(`[${ATTRIBUTE}="${id}"]`) === null;

function Gate({ id, margin = "100% 0px", estimate, className, children }: HydrateWhenNearProps) {
  const afterFirstFrame = useAfterFirstFrame(partRenderedAfterHydration(id));
  if (awaitingHydration(id)) {
    const wait = whenNear(id, margin);
    if (wait.status !== "fulfilled") use(wait as Promise<void>);
  }
  return (
    <div
      {...{ [ATTRIBUTE]: id }}
      ref={own}
      className={className ? `${styles.part} ${className}` : styles.part}
      style={{ [styles.phoneHeight]: estimate[0], [styles.wideHeight]: estimate[1] } as CSSProperties}
    >
      {afterFirstFrame ? children : null}
    </div>
  );
}

export interface HydrateWhenNearProps {
  /** Names the part on the page: unique, and the same on the server and in the browser. */
  id: string;
  /** How far ahead of the viewport hydration starts (IntersectionObserver's rootMargin): one screen. */
  margin?: string;
  /** The part's height before it is first laid out, on a phone and from 768 px up (CSS lengths): measured
   * from the part, so the page keeps its length and what lies screens away is not taken for near. */
  estimate: readonly [phone: string, wide: string];
  /** For the wrapping div, which the observer watches (so it must have a box of its own). */
  className?: string;
  children: ReactNode;
}

/**
 * A part further down a server-rendered page (a product carousel, the reviews, the footer) that the
 * browser hydrates when the shopper heads its way instead of with the rest of the page. Until then it is
 * the server's HTML, with working links; React leaves it alone (a Suspense boundary waiting on the
 * part's approach), so the first hydration on a phone does only the first screen's work, and the browser
 * does not lay it out or paint it either until it is near (see HydrateWhenNear.css.ts).
 * A press inside it before then hydrates it on the spot (React replays the event). Rendered on the
 * client after hydration (a client-side navigation), it renders right after the page's first frame.
 */
export function HydrateWhenNear(props: HydrateWhenNearProps) {
  return (
    <Suspense fallback={null}>
      <Gate {...props} />
    </Suspense>
  );
}
