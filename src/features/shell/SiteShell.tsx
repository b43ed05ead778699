import type { ReactNode } from "react";
import { HydrateWhenNear } from "../../components/LazyPart";
import { Footer } from "./Footer/Footer";
import { Header } from "./Header/Header";
import { LazyMarketingText, LoginPopupOnDemand, ProfileDrawerOnDemand } from "./onDemand";
import * as styles from "./SiteShell.css";

/**
 * The main layout around every storefront page (storefront 2.2–2.6): skip link, header, the page in
 * <main id="main">, the marketing text, the footer, and the two overlays every page shares (the
 * login-required popup and the profile drawer, whose code arrives when they first open).
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
      {/* Below every page: hydrated when the shopper scrolls towards them, not with the first screen. */}
      <HydrateWhenNear id="marketing-text" estimate={["1700px", "1080px"]}>
        <LazyMarketingText />
      </HydrateWhenNear>
      <HydrateWhenNear id="site-footer" estimate={["810px", "300px"]}>
        <Footer />
      </HydrateWhenNear>
      <LoginPopupOnDemand />
      <ProfileDrawerOnDemand />
    </>
  );
}
