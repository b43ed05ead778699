import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { Link as RouterLink } from "react-router";
import { type InteractionCallbacks, type InteractionHandlerName, withInteractionStates } from "../Pressable";

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
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A real `<a href>`, unstyled, with react-aria's state attributes (see interactionStates) and
 * `data-current` while it is the current page. The shop's own pages open client-side through React
 * Router (new tabs, modifier keys and middle clicks stay the browser's); other sites, mail, telephone and
 * downloads are plain links.
 *
 * `discover="none"`: React Router learns a page's route when it is opened, not for every link on screen
 * as the page loads (a header, a footer and a grid of cards would ask for the routes of ~40 links straight
 * after hydration, on a phone's busiest moment).
 */
export function AppLink({ href, onPress, routerOptions, ...props }: AppLinkProps) {
  const shared = {
    ...withInteractionStates<HTMLAnchorElement, typeof props>(props),
    "data-current": (props["aria-current"] && props["aria-current"] !== "false") || undefined,
    onClick: onPress,
  };
  if (ABSOLUTE_URL.test(href) || props.download !== undefined) return <a {...shared} href={href} />;
  return (
    <RouterLink
      {...shared}
      to={href}
      discover="none"
      preventScrollReset={routerOptions?.preventScrollReset}
      replace={routerOptions?.replace}
    />
  );
}
