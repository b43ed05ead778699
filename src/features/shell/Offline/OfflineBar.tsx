import { onlineManager } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useRevalidator } from "react-router";
import { useOnline } from "../../../hooks/useOnline";
import { OFFLINE_PATH } from "../../../lib/offlinePages";
import * as styles from "./OfflineBar.css";
import { OFFLINE_BAR_TEXT } from "./offlineWords";

/**
 * The bar a page shows while the browser is offline: what is on screen is the copy this browser kept
 * (docs/decisions/offline-shop.md#offline). The status region is always there, empty online, so the
 * change is announced. Back online it goes, and the page's data is asked for again, quietly: the queries
 * on reconnecting, the route loaders that allow it through a revalidation. Not on the offline page, which
 * says so itself.
 */
export function OfflineBar() {
  const online = useOnline();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const wasOffline = useRef(false);
  useEffect(() => {
    // The query cache hears only the browser's online and offline events, so it takes a page opened
    // offline (from the service worker's copy) for online: told here, its calls wait for the network
    // instead of failing, and are made again once it is back.
    onlineManager.setOnline(online);
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
