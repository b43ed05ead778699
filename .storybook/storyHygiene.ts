import { setInteractionModality } from "react-aria-components";
import { toast } from "../src/components/Toast";
import { onlineManager } from "@tanstack/react-query";
import { resetMockStore } from "../mocks/handlers/store";

/**
 * react-aria's pending Button announces itself through a global live region whose entries point at the
 * button by id and expire after 7 s. Once the button unmounts (the story ends or navigates away) they
 * point at nothing, which axe reports. Drops only those dangling entries.
 */
export function dropDanglingAnnouncements(): void {
  for (const entry of document.querySelectorAll("[data-live-announcer] [aria-labelledby]")) {
    const ids = (entry.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
    if (ids.some((id) => !document.getElementById(id))) entry.remove();
  }
}

let watchingAnnouncements = false;

/**
 * Drops dangling announcements as soon as their button goes, not only between stories: a story whose
 * pending button unmounts just before it ends (a "Show more" that is no longer needed) would otherwise
 * hand axe, which checks the page at the story's end, an entry pointing at nothing.
 */
function watchAnnouncements(): void {
  if (watchingAnnouncements) return;
  watchingAnnouncements = true;
  new MutationObserver(dropDanglingAnnouncements).observe(document.body, { childList: true, subtree: true });
}

/**
 * Storybook's runner, after a story's play function, adds a style that pauses every animation and turns
 * transitions off (`animation-play-state: paused`, `transition: none`, all `!important`) while the story's
 * afterEach hooks run (axe), and removes it after them. When a hook throws (an accessibility failure) it is
 * never removed, and every later story in the page (vitest.config.ts: `isolate: false`) runs with it: a
 * scrolling headline reads as paused, a pressed button shrinks at once instead of over its transition, a
 * screenshot shows entrances at their first frame. Removed before each story, so one story's failure stays
 * its own (docs/decisions/test-runs.md).
 */
export function dropLeftoverAnimationPause(): void {
  for (const style of document.head.querySelectorAll("style")) {
    const css = style.textContent ?? "";
    if (
      css.includes("animation-play-state: paused !important") &&
      css.includes("transition: none !important")
    )
      style.remove();
  }
}

/**
 * The browser online again after a story that ends offline (stories/support/offline.ts overrides
 * `navigator.onLine`): left offline, the next story's queries and mutations would wait for a network that
 * never comes back, since the query cache pauses them while it believes the browser offline. Its belief is
 * set directly: between two stories no query client is mounted, so it is not listening for the "online"
 * event and would keep believing the browser offline.
 */
function backOnline(): void {
  if (Object.getOwnPropertyDescriptor(navigator, "onLine")) {
    delete (navigator as { onLine?: boolean }).onLine;
    window.dispatchEvent(new Event("online"));
  }
  onlineManager.setOnline(true);
}

/**
 * Leftovers one story must not hand to the next, since every story shares the page (and sonner's store),
 * and the mocks' store (a guest, no addresses, cart lines or wishlist: a story seeds what it needs).
 */
export function resetSharedPageState(): void {
  backOnline();
  dropLeftoverAnimationPause();
  watchAnnouncements();
  dropDanglingAnnouncements();
  toast.dismiss();
  resetMockStore();
}

/**
 * react-aria's input modality (keyboard, pointer, virtual) as a page that has just loaded has it: none
 * yet, so focus moved from code shows its ring. Story files share one page (vitest.config.ts: `isolate:
 * false`), so without this a file's first story would show focus rings or not depending on how the
 * previous file's last story was used (a click leaves "pointer"), and the order of files decides it.
 */
export function resetInteractionModality(): void {
  // null is react-aria's own starting value, which its type does not name.
  setInteractionModality(null as unknown as Parameters<typeof setInteractionModality>[0]);
}
