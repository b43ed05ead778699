import { LoadingLayer, lazyPart, OpenedOnce } from "../../components/LazyPart";
import { useOverlayOpen } from "./overlays";

// The shell's overlays are closed on every page until a shopper opens one, so their code (react-aria's
// modal, focus scope and dismiss logic, the drawer's account details) is fetched on first opening, not
// with every page: the triggers call `preload` when a pointer or focus reaches them, so by the press the
// chunk is usually here; if not, the overlay's backdrop shows a spinner until it is.

export const LazyMobileMenu = lazyPart(
  () => import("./Header/MobileMenu").then((module) => module.MobileMenu),
  <LoadingLayer label="Loading menu" />,
);

const LazyProfileDrawer = lazyPart(
  () => import("./ProfileDrawer/ProfileDrawer").then((module) => module.ProfileDrawer),
  <LoadingLayer label="Loading profile" />,
);

const LazyLoginPopup = lazyPart(
  () => import("./LoginPopup/LoginPopup").then((module) => module.LoginPopup),
  <LoadingLayer label="Loading" />,
);

// The long marketing text at the foot of every page is static: the server renders it in full (it is there
// for search engines and shoppers), and its strings (about 4.5 KB of script) hydrate after the page.
export const LazyMarketingText = lazyPart(() =>
  import("./Footer/MarketingText").then((module) => module.MarketingText),
);

export const preloadProfileDrawer = () => void LazyProfileDrawer.preload();

/** The profile drawer, mounted from its first opening on (the `profile` overlay). */
export function ProfileDrawerOnDemand() {
  return (
    <OpenedOnce isOpen={useOverlayOpen("profile")}>
      <LazyProfileDrawer />
    </OpenedOnce>
  );
}

/** The login-required popup, mounted from its first opening on (the `loginPopup` overlay). */
export function LoginPopupOnDemand() {
  return (
    <OpenedOnce isOpen={useOverlayOpen("loginPopup")}>
      <LazyLoginPopup />
    </OpenedOnce>
  );
}
