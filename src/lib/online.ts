/** What an action that needs the server says while the browser is offline
 * (docs/decisions/offline-shop.md#offline). */
export const OFFLINE_ACTION_MESSAGE = "You are offline — try again when you are back online";

/** Whether the browser says it has no network now (false on the server). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}
