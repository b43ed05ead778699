import { useSyncExternalStore } from "react";
import { isOffline } from "../lib/online";

function subscribe(changed: () => void): () => void {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
}

/** Whether the browser is online, kept current; online on the server and while hydrating, so the HTML
 * matches, then the browser's own answer. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}
