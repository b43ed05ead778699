import { memo, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { AppLink } from "../../../components/Link";
import { PlainButton } from "../../../components/Pressable";
import { needsScript, withoutScript } from "../../../design/scripting.css";
import { brand } from "../../../lib/brand";
import { SEARCH_PATH } from "../../../lib/paths";
import { useSession } from "../../../session/session";
import { useSetOverlayOpen } from "../overlays";
import { HeartIcon, MenuIcon, SearchIcon, UserIcon } from "../icons";
import { HEADER_SCROLL_THRESHOLD } from "../links";
import { NAV_LINKS } from "../navigation";
import { OpenedOnce, preloadOnIntent } from "../../../components/LazyPart";
import { LazyMobileMenu, preloadProfileDrawer } from "../onDemand";
import { HeaderSearch } from "../Search/HeaderSearch";
import { AnnouncementBar } from "./AnnouncementBar";
import { CartButton } from "./CartButton";
import * as styles from "./Header.css";

/**
 * True once the window has scrolled more than the threshold (20 px, docs/product.md#constants). The
 * position is read when the page scrolls or resizes, never straight after React's commit: reading it then
 * forces a layout of the whole page in the middle of hydration. A ResizeObserver's first call comes after the browser's
 * own layout, so it also covers a page that opens already scrolled (Back, a reload).
 */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    window.addEventListener("scroll", update, { passive: true });
    const resized = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    resized?.observe(document.documentElement);
    return () => {
      window.removeEventListener("scroll", update);
      resized?.disconnect();
    };
  }, [threshold]);
  return scrolled;
}

/** The main navigation, its current page marked: the one part of the header that follows the location. */
function MainNav() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.navList}>
        {NAV_LINKS.map((link) => (
          <li key={link.href}>
            <AppLink
              href={link.href}
              className={styles.navLink}
              aria-current={pathname === link.href ? "page" : undefined}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The header of every main-layout page: announcement bar, logo, navigation, search
 * (inline on desktop, toggled on mobile), wishlist, cart with its count, the profile drawer's icon and
 * the mobile hamburger menu. Translucent once the page has scrolled past 20 px.
 *
 * Memoised: the layout renders again on every navigation, and the header's parts that follow the page
 * (the navigation's current page, the search box's words) read the location themselves
 * (docs/decisions/prefetching-next-pages.md#links-that-stay-still).
 */
export const Header = memo(function Header() {
  const openProfile = useSetOverlayOpen("profile");
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const { user } = useSession();

  return (
    <header className={styles.header} data-scrolled={scrolled ? "true" : undefined}>
      <AnnouncementBar />
      <div className={styles.bar}>
        {/* Without scripts the menu cannot open: the footer lists the same pages. */}
        <a
          href="#footer-products"
          className={`${styles.iconButton} ${styles.menuButton} ${withoutScript}`}
          aria-label="Open menu"
        >
          <MenuIcon />
        </a>
        <PlainButton
          className={`${styles.iconButton} ${styles.menuButton} ${needsScript}`}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          {...preloadOnIntent(LazyMobileMenu)}
          onPress={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </PlainButton>
        <AppLink href="/" className={styles.logo} aria-label={`${brand.name} home`}>
          {brand.wordmark}
        </AppLink>
        <MainNav />
        <div className={styles.desktopSearch}>
          <HeaderSearch />
        </div>
        <div className={styles.actions}>
          <a
            href={SEARCH_PATH}
            className={`${styles.iconButton} ${styles.mobileOnly} ${withoutScript}`}
            aria-label="Search"
          >
            <SearchIcon />
          </a>
          <PlainButton
            className={`${styles.iconButton} ${styles.mobileOnly} ${needsScript}`}
            aria-label={searchOpen ? "Close search" : "Search"}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? "mobile-search" : undefined}
            onPress={() => setSearchOpen((open) => !open)}
          >
            <SearchIcon />
          </PlainButton>
          <AppLink href="/wishlist" className={styles.iconButton} aria-label="Wishlist">
            <HeartIcon />
          </AppLink>
          <CartButton />
          {/* Without scripts the drawer cannot open: its first page instead. */}
          <a
            href={user ? "/user-orders" : "/login"}
            className={`${styles.iconButton} ${withoutScript}`}
            aria-label="Profile"
          >
            <UserIcon />
          </a>
          <PlainButton
            className={`${styles.iconButton} ${needsScript}`}
            aria-label="Profile"
            onHoverStart={preloadProfileDrawer}
            onPressStart={preloadProfileDrawer}
            onPress={() => openProfile(true)}
          >
            <UserIcon />
          </PlainButton>
        </div>
      </div>
      {searchOpen ? (
        <div id="mobile-search" className={styles.mobileSearch}>
          <HeaderSearch autoFocus />
        </div>
      ) : null}
      <OpenedOnce isOpen={menuOpen}>
        <LazyMobileMenu isOpen={menuOpen} onOpenChange={setMenuOpen} />
      </OpenedOnce>
    </header>
  );
});
