import type { ReactNode } from "react";
import { Link } from "react-aria-components";
import { useLocation } from "react-router";
import { NAV_LINKS } from "./navigation";
import * as styles from "./SiteShell.css";

/**
 * The main layout around every storefront page: skip link, header with logo and navigation, the page,
 * and the footer's bottom line. (The full header and footer of spec 2.2–2.5 build on this.)
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const year = new Date().getFullYear();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <Link href="/" className={styles.logo} aria-label="Rangrez home">
          RANGREZ
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={styles.navLink}
                  aria-current={pathname === link.href ? "page" : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <Link href="/" className={styles.footerLogo}>
          RANGREZ
        </Link>
        <p>{`© ${year} Rangrez. All rights reserved.`}</p>
      </footer>
    </>
  );
}
