/** About a second of frames: long enough for a part drawn again a frame late (below), bounded if it never comes. */
const FRAMES_TO_WAIT = 60;

/**
 * Scroll to a part of the page and give it the keyboard, as the browser's own jump to `#id` does (the
 * target carries `tabIndex={-1}` when it is not focusable itself).
 *
 * Done here, not left to React Router's scroll restoration: on a page loaded from the server, a navigation
 * on the same page makes React draw again the parts still waiting to be hydrated (see HydrateWhenNear),
 * and they come a frame after the navigation. React Router looked for the target in that gap, found
 * nothing and scrolled to the top; this waits for the target to be there.
 */
export function jumpToPart(id: string, framesLeft = FRAMES_TO_WAIT): void {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (!target) {
      if (framesLeft > 0) jumpToPart(id, framesLeft - 1);
      return;
    }
    target.scrollIntoView();
    target.focus({ preventScroll: true });
  });
}
