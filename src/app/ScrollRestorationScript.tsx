import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps each history entry's scroll position (its own default key). */
const STORAGE_KEY = "react-router-scroll-positions";

/**
 * Before the page paints, scroll a page that is reloaded or returned to where the shopper left it.
 *
 * React Router's `<ScrollRestoration>` does this with an inline script that reads sessionStorage on every
 * page load. The first read of sessionStorage is a synchronous round trip to the browser process: 9–38 ms
 * of the page's first task under Lighthouse, four times that in its phone simulation. A history entry
 * without a key is one the browser has just made, and no position can have been saved under a key it did
 * not have: it gets its key and nothing is read. A reload or a return (the entry has its key) reads as
 * before.
 *
 * The new entry also gets React Router's history index (`idx`, 0 for the first entry it sees, as it would
 * set): otherwise the router writes the history state a second time as it starts, inside the page's
 * hydration task (another synchronous call, ~5 ms of it on a phone).
 */
const RESTORE_SCROLL = `(function (storageKey) {
  var state = window.history.state;
  if (!state || !state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2), idx: 0 }, "");
    return;
  }
  try {
    var storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[state.key];
    if (typeof storedY === "number") window.scrollTo(0, storedY);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
})(${JSON.stringify(STORAGE_KEY)})`;

/** React Router's scroll restoration (saved on leaving, restored on client navigation) with the cheaper script above. */
export function ScrollRestorationScript({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCROLL }} />
  );
}
