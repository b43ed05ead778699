/**
 * Docs pages show every story in a frame of its own (`docs.story.inline: false`: stories drawn inline would
 * share one page, and so one MSW worker and one set of handlers, and answer each other's calls). Storybook
 * gives such a frame a fixed height (`docs.story.height`, 100 px unless set), whatever its story's, so a
 * screen of 2,000 px was seen through a 100 px slot. Here the story, running inside its frame on a docs
 * page, sizes that frame to itself, and follows it as it grows or shrinks (data arriving, a dialog
 * opening, the play function's steps).
 *
 * The frame's own height is the page's viewport, and some screens size themselves by it (the sign-in
 * frame is at least 100vh tall, the shop's main area 60vh): measured as it stands, such a story would grow
 * its frame, which grows the story, without end. So the story is measured with its frame folded to no
 * height, where those minimums are 0 and only the content counts, and the frame is set back within the
 * same task (no paint, no resize event in between).
 */

/** Room around a dialog, which sits in the viewport rather than in the page's flow. */
const DIALOG_MARGIN_PX = 32;
/** A floor, so a story that draws nothing (an empty state of a part) still shows as a frame. */
const MIN_HEIGHT_PX = 48;

/** The box Storybook's docs block sizes around this story's frame, when the story runs in one. */
function docsFrameBox(): HTMLElement | null {
  let frame: Element | null = null;
  try {
    frame = window.frameElement;
  } catch {
    return null; // a frame from another origin: not a docs page of this Storybook
  }
  // Storybook's Story block: <div data-story-block><div style="height"><iframe id="iframe--<story id>">.
  if (frame?.tagName !== "IFRAME" || !frame.id.startsWith("iframe--")) return null;
  if (!frame.closest("[data-story-block]")) return null;
  return frame.parentElement;
}

/** The height the story needs: its content, and any open dialog whole. */
function storyHeight(box: HTMLElement): number {
  const height = box.style.height;
  box.style.height = "0px";
  // scrollHeight reaches what lies outside the flow (a popover) but is rounded; the box is not.
  const root = document.documentElement;
  const content = Math.max(root.scrollHeight, root.getBoundingClientRect().height);
  let dialogs = 0;
  for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')) {
    dialogs = Math.max(dialogs, dialog.scrollHeight + 2 * DIALOG_MARGIN_PX);
  }
  box.style.height = height;
  return Math.max(MIN_HEIGHT_PX, content, dialogs);
}

/** When the story runs in a docs page's frame: keeps the frame as tall as the story. */
export function fitDocsStoryFrame(): void {
  const box = docsFrameBox();
  if (!box) return;
  let scheduled = false;
  const fit = () => {
    scheduled = false;
    const height = `${Math.ceil(storyHeight(box))}px`;
    if (box.style.height !== height) box.style.height = height;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(fit);
  };
  // The page's content resizing (data, pictures, fonts), and what changes without resizing it (a dialog
  // opening over it, a toast).
  const start = () => {
    new ResizeObserver(schedule).observe(document.body);
    new MutationObserver(schedule).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    schedule();
  };
  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start, { once: true });
}
