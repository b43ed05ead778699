import { type AnchorHTMLAttributes, type MouseEvent, type Ref, useCallback, useState } from "react";
import { prefetchPage, whenSeenAWhile } from "../../lib/nextPagePrefetch";
import { type InteractionCallbacks, type InteractionHandlerName, withInteractionStates } from "../Pressable";
import { jumpToPart } from "./jumpToPart";
import { useShopNavigate } from "./shopNavigation";

/** A scheme (https:, mailto:, tel:) or a protocol-relative //host: not one of the shop's own pages. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+\-.]*:|\/\/)/i;

type NativeAnchorAttributes = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "onClick" | InteractionHandlerName
>;

export interface AppLinkProps extends NativeAnchorAttributes, InteractionCallbacks<HTMLAnchorElement> {
  href: string;
  /** Runs as the link is followed (closing the drawer it sits in). */
  onPress?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** How a client-side navigation goes: keep the scroll position, replace the history entry. */
  routerOptions?: { preventScrollReset?: boolean; replace?: boolean };
  /** "intent": the page it opens is fetched ahead once the shopper shows they may open it (a hover, a
   * focus, a finger down, or on a phone the link staying a while on screen), within the budget of
   * docs/decisions/prefetching-next-pages.md. */
  prefetch?: "intent";
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a modifier key (a new tab or window), or a
 * link that opens elsewhere (React Router's own rule for its links). */
const isBrowsersClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (event.currentTarget.target !== "" && event.currentTarget.target !== "_self");

/**
 * A real `<a href>`, unstyled, with react-aria's state attributes (see interactionStates) and
 * `data-current` while it is the current page. The shop's own pages open client-side through React
 * Router's navigate (new tabs, modifier keys and middle clicks stay the browser's); other sites, mail,
 * telephone and downloads are plain links. A link to a part of the same page (`#reviews-title`) goes through
 * React Router too: left to the browser, its jump made a history entry the router did not know, and the
 * router, restoring that entry's position, scrolled the page back to the top. The jump itself is
 * jumpToPart's.
 *
 * Not React Router's `Link`: it subscribes to the location, so every link on screen rendered again on
 * every navigation (see shopNavigation.tsx); this one reads nothing that a navigation changes. A click on
 * the page it is already on replaces the history entry, as `Link` does.
 *
 * React Router learns a page's route when it is opened, not for every link on screen as the page loads (a
 * header, a footer and a grid of cards would ask for the routes of ~40 links straight after hydration, on
 * a phone's busiest moment); a link that prefetches is marked `data-discover` on the shopper's intent,
 * which React Router's route discovery watches for.
 */
export function AppLink({ href, onPress, routerOptions, prefetch, ref, ...props }: AppLinkProps) {
  const navigate = useShopNavigate();
  const [intended, setIntended] = useState(false);
  const prefetchAhead = useCallback(() => {
    // The route of the page is learnt now (React Router's discovery, see below), its code and data
    // fetched by the page's prefetcher.
    setIntended(true);
    void prefetchPage(href);
  }, [href]);
  const watchedRef = useCallback(
    (element: HTMLAnchorElement | null) => {
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
      if (!element) return;
      const stop = whenSeenAWhile(element, prefetchAhead);
      return () => {
        stop();
        if (typeof ref === "function") ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref, prefetchAhead],
  );
  const withIntent =
    prefetch === "intent"
      ? {
          ...props,
          onHoverStart: intentTo(props.onHoverStart),
          onPressStart: intentTo(props.onPressStart),
          onFocus: intentTo(props.onFocus),
        }
      : props;
  function intentTo<A extends unknown[]>(callback?: (...args: A) => void) {
    return (...args: A) => {
      callback?.(...args);
      prefetchAhead();
    };
  }
  const shared = {
    ...withInteractionStates<HTMLAnchorElement, typeof withIntent>(withIntent),
    "data-current": (props["aria-current"] && props["aria-current"] !== "false") || undefined,
    onClick: onPress,
    ref: prefetch === "intent" ? watchedRef : ref,
  };
  if (ABSOLUTE_URL.test(href) || props.download !== undefined || !navigate) {
    return <a {...shared} href={href} />;
  }
  const followInPage = (event: MouseEvent<HTMLAnchorElement>) => {
    onPress?.(event);
    if (event.defaultPrevented || isBrowsersClick(event)) return;
    event.preventDefault();
    const to = new URL(href, window.location.href);
    const path = `${to.pathname}${to.search}${to.hash}`;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const onThisPage =
      to.hash !== "" &&
      `${to.pathname}${to.search}` === `${window.location.pathname}${window.location.search}`;
    void Promise.resolve(
      navigate(path, {
        replace: routerOptions?.replace ?? path === here,
        preventScrollReset: onThisPage || routerOptions?.preventScrollReset,
      }),
    ).then(() => {
      if (onThisPage) jumpToPart(decodeURIComponent(to.hash.slice(1)));
    });
  };
  return <a {...shared} href={href} onClick={followInPage} data-discover={intended ? "true" : undefined} />;
}
