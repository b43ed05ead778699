import { type ReactNode, Suspense, use } from "react";
import * as styles from "./HydrateWhenNear.css";

/** A promise as React's `use` reads it: once `status` says fulfilled, `use` answers at once. */
type Wait = Promise<void> & { status?: "fulfilled" };

const waits = new Map<string, Wait>();
const ATTRIBUTE = "data-hydrate-near";

/**
 * While React is still hydrating the server's HTML: a server-rendered page marks `<html data-hydrating>`
 * as it is parsed (src/app/hydrateAfterPaint.ts) and the root unmarks it once hydrated. A page rendered
 * in the browser alone (a story, a test) is never hydrating.
 */
function hydrating(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrating === "true";
}

/** Resolves once the server-rendered part comes within `margin` of the viewport (at once if it cannot tell). */
function whenNear(id: string, margin: string): Wait {
  let wait = waits.get(id);
  if (wait) return wait;
  const created: Wait = new Promise<void>((resolve) => {
    const part = document.querySelector(`[${ATTRIBUTE}="${id}"]`);
    if (!part || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(part);
  });
  void created.then(() => {
    created.status = "fulfilled";
  });
  waits.set(id, created);
  wait = created;
  return wait;
}

function Gate({ id, margin = "100% 0px", estimate = "30rem", className, children }: HydrateWhenNearProps) {
  if (hydrating()) {
    const wait = whenNear(id, margin);
    if (wait.status !== "fulfilled") use(wait as Promise<void>);
  }
  return (
    <div
      {...{ [ATTRIBUTE]: id }}
      className={className ? `${styles.part} ${className}` : styles.part}
      style={{ containIntrinsicSize: `auto ${estimate}` }}
    >
      {children}
    </div>
  );
}

export interface HydrateWhenNearProps {
  /** Names the part on the page: unique, and the same on the server and in the browser. */
  id: string;
  /** How far ahead of the viewport hydration starts (IntersectionObserver's rootMargin): one screen. */
  margin?: string;
  /** The part's height before it is first laid out (CSS length; a phone's, roughly). */
  estimate?: string;
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
 * client after hydration (a client-side navigation), it renders at once, like any component.
 */
export function HydrateWhenNear(props: HydrateWhenNearProps) {
  return (
    <Suspense fallback={null}>
      <Gate {...props} />
    </Suspense>
  );
}
