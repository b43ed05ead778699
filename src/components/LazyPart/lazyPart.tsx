import { type ComponentType, memo, type ReactNode, Suspense, use, useEffect, useState } from "react";

/** A component whose code is fetched on demand, and the call that fetches it ahead of need. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

const onServer = typeof document === "undefined";

/** A promise as React's `use` reads it: once `status` says fulfilled, `use` answers `value` at once. */
type Tracked<T> = Promise<T> & { status?: "fulfilled" | "rejected"; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const out = promise as Tracked<T>;
  out.then(
    (value) => {
      out.status = "fulfilled";
      out.value = value;
    },
    (reason) => {
      out.status = "rejected";
      out.reason = reason;
    },
  );
  return out;
}

/**
 * A part of a screen split into its own chunk, rendered in full on the server and hydrated on its own
 * once its chunk arrives, so the page's first hydration neither downloads nor runs it. Like React.lazy,
 * but read with `use`: once loaded (always on the server, which loads it at start-up, and after
 * `preload`, e.g. from a route's clientLoader) it renders at once instead of suspending for a turn, so
 * the server never streams a fallback and a client navigation shows no gap. With a `fallback` it is an
 * overlay's code, fetched on first opening: the fallback shows until the code is in.
 *
 * The part is memoised: a dehydrated boundary that receives new props before its code arrives is thrown
 * away and rendered on the client from its fallback (a layout shift), so it must only re-render when its
 * props really change.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  let loading: Tracked<ComponentType<P>> | undefined;
  // What the part reads. A part the server renders (no fallback) whose code fails to arrive (offline, or
  // a deploy replaced the chunk) keeps the server's HTML, inert, rather than taking the page down with it;
  // an overlay's failure reaches the route's error screen, as a failed route module would.
  let reading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (!loading) {
      loading = tracked(load());
      reading =
        fallback === null
          ? tracked(
              loading.catch((error: unknown) => {
                console.error("A part of the page could not load its code:", error);
                return new Promise<never>(() => {});
              }),
            )
          : loading;
    }
    return loading;
  };
  if (onServer) void preload().catch(() => {});

  function Loaded(props: P) {
    preload();
    const Component = use(reading as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  // A part the server renders suspends until its code arrives: hydration keeps the server's HTML
  // meanwhile. An overlay, only ever rendered in the browser, waits in state instead: it shows its
  // fallback, then renders once the code is in (a failure reaches the error screen).
  const Part = memo(
    fallback === null
      ? function Part(props: P) {
          return (
            <Suspense fallback={fallback}>
              <Loaded {...props} />
            </Suspense>
          );
        }
      : function Part(props: P) {
          const [Component, setComponent] = useState(() =>
            loading?.status === "fulfilled" ? loading.value : undefined,
          );
          const [failure, setFailure] = useState<{ error: unknown }>();
          useEffect(() => {
            if (Component) return;
            let current = true;
            preload().then(
              (loaded) => current && setComponent(() => loaded),
              (error: unknown) => current && setFailure({ error }),
            );
            return () => {
              current = false;
            };
          }, [Component]);
          if (failure) throw failure.error;
          return Component ? <Component {...props} /> : fallback;
        },
  );
  return Object.assign(Part as unknown as ComponentType<P>, { preload });
}

/**
 * The props that fetch a part's code when the shopper shows they may open it: a pointer over its button,
 * or a finger or key going down on it (the press opens it a moment later). Spread on the opener.
 */
export function preloadOnIntent(part: { preload: () => unknown }) {
  return { onHoverStart: part.preload, onPressStart: part.preload };
}

/**
 * Renders `children` (an overlay built from a lazy part) only once `isOpen` has first been true, so its
 * code is fetched when the shopper first opens it, not with the page. Closing keeps it mounted: its
 * exit animation runs and a second opening is instant.
 */
export function OpenedOnce({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened ? children : null;
}
