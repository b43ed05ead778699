import { useSyncExternalStore } from "react";
import { isOffline, subscribeToConnection } from "../lib/online";

/** Whether the shop is online (src/lib/online.ts: the browser online and no copy shown for want of the
 * network), kept current; online on the server and while hydrating, so the HTML matches. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => !isOffline(),
    () => true,
  );
}
