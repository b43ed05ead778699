import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ButtonLink } from "../../../components/Button";
import { useOnline } from "../../../hooks/useOnline";
import { pageAskedFor } from "../../../lib/offlinePages";
import { useCartCount } from "../../bag";
import * as styles from "./OfflineScreen.css";

/**
 * The offline screen (docs/decisions/offline-shop.md#offline): shown, from the service worker's copy, for
 * a page this browser never kept while there is no network. The bag's count is the last one known. Back
 * online, the page asked for opens by itself.
 */
export function OfflineScreen() {
  const online = useOnline();
  const navigate = useNavigate();
  const count = useCartCount();
  // Read after hydration: the page is prerendered, the same for every address it stands in for.
  const { search } = useLocation();
  const [from, setFrom] = useState<string | null>(null);
  useEffect(() => setFrom(pageAskedFor(search)), [search]);
  useEffect(() => {
    if (online && from) void navigate(from, { replace: true });
  }, [online, from, navigate]);

  return (
    <section className={styles.screen} aria-labelledby="offline-title">
      <p className={styles.mark} aria-hidden="true">
        Offline
      </p>
      <h1 id="offline-title" className={styles.title}>
        You are offline
      </h1>
      <p className={styles.text}>
        This page has not been opened on this device before, so it cannot be shown without the internet. The
        pages you have already seen still open.
      </p>
      <p className={styles.bag}>
        {count > 0
          ? `Your bag has ${count} ${count === 1 ? "item" : "items"}. It is kept for when you are back online.`
          : "Your bag is empty."}
      </p>
      <div className={styles.actions}>
        <ButtonLink href={from ?? "/"}>Try again</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Go Home
        </ButtonLink>
      </div>
    </section>
  );
}
