import type { ReactNode } from "react";
import { Footer } from "./Footer/Footer";
import { MarketingText } from "./Footer/MarketingText";
import { Header } from "./Header/Header";
import { LoginPopup } from "./LoginPopup/LoginPopup";
import { ProfileDrawer } from "./ProfileDrawer/ProfileDrawer";
import * as styles from "./SiteShell.css";

/**
 * The main layout around every storefront page (storefront 2.2–2.6): skip link, header, the page in
 * <main id="main">, the marketing text, the footer, and the two overlays every page shares (the
 * login-required popup and the profile drawer).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <MarketingText />
      <Footer />
      <LoginPopup />
      <ProfileDrawer />
    </>
  );
}
