import { useEffect, useRef } from "react";
import { useLocation, useRevalidator } from "react-router";
import { useOnline } from "../../../hooks/useOnline";
import { OFFLINE_PATH } from "../../../lib/offlinePages";
import * as styles from "./Offline.css";
import { OFFLINE_BAR_TEXT } from "./offlineWords";

/**
 * The bar a page shows while the browser is offline: what is on screen is the copy this browser kept
 * (docs/decisions/offline-shop.md#offline). The status region is always there, empty online, so the
 * change is announced. Back online it goes, and the page's data is asked for again, quietly (the queries
 * refetch on reconnecting themselves). Not on the offline page, which says so itself.
 */
export function OfflineBar() {
  const online = useOnline();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      void revalidator.revalidate();
    }
  }, [online, revalidator]);
  return (
    <p role="status" className={styles.bar}>
      {online || pathname === OFFLINE_PATH ? "" : OFFLINE_BAR_TEXT}
    </p>
  );
}
