import type { ReactNode } from "react";
import type { MarketingTextLength } from "./Footer/MarketingText";
import { HydrateWhenNear } from "../../components/LazyPart";
import { Footer } from "./Footer/Footer";
import { Header } from "./Header/Header";
import { LazyMarketingText, LoginPopupOnDemand, ProfileDrawerOnDemand } from "./onDemand";
import * as styles from "./SiteShell.css";

/** How much of the marketing text a page has at its foot: all of it (home), its opening (listings), none. */
export const MARKETING_TEXT_ESTIMATES: Record<MarketingTextLength, readonly [string, string]> = {
  full: ["1540px", "1040px"],
  short: ["430px", "320px"],
};

/** A page's own skip link (see SiteShell). */
export interface SkipLink {
  /** The fragment of what it skips to, e.g. "#products". */
  href: `#${string}`;
  label: string;
}

/**
 * The main layout around every storefront page: skip links, header, the page in
 * <main id="main">, the marketing text where the page asks for it, the footer, and the two overlays every
 * page shares (the login-required popup and the profile drawer, whose code arrives when they first open).
 */
export function SiteShell({
  children,
  marketingText,
  skipLink,
  footer = true,
}: {
  children: ReactNode;
  /** The shop's footer under the page; the staff area leaves it out (a working screen, not the shop). */
  footer?: boolean;
  /** The marketing text under the page: the home page's in full, the listings' shortened, else none. */
  marketingText?: MarketingTextLength;
  /** A second skip link, straight to what the page is for (a listing's products), after "Skip to content". */
  skipLink?: SkipLink;
}) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      {skipLink ? (
        <a className={styles.skipLink} href={skipLink.href}>
          {skipLink.label}
        </a>
      ) : null}
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {/* Below the page: hydrated when the shopper scrolls towards them, not with the first screen. */}
      {marketingText ? (
        <HydrateWhenNear id="marketing-text" estimate={MARKETING_TEXT_ESTIMATES[marketingText]}>
          <LazyMarketingText length={marketingText} />
        </HydrateWhenNear>
      ) : null}
      {footer ? (
        <HydrateWhenNear id="site-footer" estimate={["780px", "300px"]}>
          <Footer />
        </HydrateWhenNear>
      ) : null}
      <LoginPopupOnDemand />
      <ProfileDrawerOnDemand />
    </>
  );
}
