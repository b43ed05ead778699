import { afterEach } from "vitest";
import { commands, page } from "vitest/browser";
import { heldAnswers } from "../../mocks/handlers/variants";
import { baselineName, VISUAL_WIDTHS } from "./widths";

/**
 * Visual regression for every story: once a story's play function has passed, its first screen (the top
 * of the page) is compared at phone and desktop width with the committed baseline (tests/visual/baselines).
 * The comparison runs in Node (commands.ts, compareScreenshot.ts); `npm run test:visual -- --update` renews
 * the baselines.
 */

/**
 * How the screen is shown for its screenshot: no text caret, and pictures painted flat grey, so their
 * boxes (where, how big, filled or not) are compared, not the generated sample art (Storybook and Chromatic
 * show it in colour); the baselines are 30 % smaller for it. A countdown (role="timer") reads whatever
 * second the screenshot lands on: left blank.
 */
const SCREENSHOT_STYLE = `
  * { caret-color: transparent !important; }
  img, video { filter: contrast(0) !important; }
  [role='timer'] { visibility: hidden !important; }
`;

function styleForScreenshots(): HTMLStyleElement {
  const style = document.createElement("style");
  style.dataset.visualScreenshot = "";
  style.textContent = SCREENSHOT_STYLE;
  document.head.append(style);
  return style;
}

/**
 * Every running animation and transition at its end (a looping one back at its start), so the screenshot
 * shows where things come to rest, never a frame in between. One that never ends or does not move
 * (playback rate 0, where finish() throws) is taken off instead.
 */
function finishAnimations(): void {
  for (const animation of document.getAnimations()) {
    const endless = animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY;
    if (endless || animation.playbackRate === 0) animation.cancel();
    else animation.finish();
  }
}

/** The longest wait for the pictures on screen to load. */
const PICTURE_WAIT_MS = 5_000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Every address the browser may fetch for `image`: its own, and each of its <picture>'s sources (the one
 * it chose is not known to `currentSrc` until it has loaded). */
function addressesOf(image: HTMLImageElement): string[] {
  const sources = [...(image.parentElement?.querySelectorAll("source") ?? [])].flatMap((source) =>
    source.srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
  );
  const srcset = image.srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]);
  return [image.currentSrc, image.src, ...srcset, ...sources]
    .filter((address) => address)
    .map((address) => new URL(address, location.href).href);
}

/** The pictures the screenshot will show and that can load: those with a part inside the viewport, less any
 * whose answer the story holds on purpose (its loading state, shown as the placeholder). */
function picturesOnScreen(): HTMLImageElement[] {
  return [...document.images].filter((image) => {
    if (addressesOf(image).some((address) => heldAnswers.has(address))) return false;
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  });
}

/**
 * Before a screenshot: after a resize or a scroll, the media queries' change events (two frames), React's
 * render and effects for them (a task), and the paint of what they changed (a frame); then, always, the
 * fonts, and every picture on screen loaded (a broken one counts as settled: it shows as broken). The width
 * a story played at needs none of those frames (the afterEach below has waited for reduced motion): they
 * were ~45 ms of each story's ~290 ms of screenshots.
 */
async function settle({ moved }: { moved: boolean }): Promise<void> {
  if (moved) {
    await nextFrame();
    await nextFrame();
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    await nextFrame();
  }
  await document.fonts.ready;
  // A picture that never loads otherwise (a story holding it without `neverAnswer`) ends the wait after 5 s.
  const pictures = Promise.all(picturesOnScreen().map((image) => image.decode().catch(() => undefined)));
  await Promise.race([pictures, new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]);
}

/**
 * The two widths, the one the story is shown at first: stories play at the desktop screenshot's size
 * (.storybook/preview.tsx), so their desktop picture needs no resize, and a story is laid out once more
 * (at the phone's width) instead of twice. Its play's end state is also pictured as it was left: a focus
 * ring or a scrolled list did not always survive a trip through the other width.
 */
function widthsFromTheCurrent() {
  return [...VISUAL_WIDTHS].sort((a, b) => Number(isCurrent(b)) - Number(isCurrent(a)));
}

/** Whether the story's frame has this size now. */
const isCurrent = (size: { width: number; height: number }) =>
  size.width === innerWidth && size.height === innerHeight;

afterEach(async ({ task }) => {
  const storyId = (task.meta as { storyId?: string }).storyId;
  // A story that failed has already said what is wrong; its picture would only add a second failure.
  if (!storyId || task.result?.state === "fail") return;
  await commands.reduceMotion(true);
  // The page takes reduced motion in before a resize shows anything new: media-query listeners run on the
  // next frame, and React's render and effects for them stop what moves on its own (a carousel for the
  // other width, hidden until the resize, would otherwise move once it is shown, or not, by a few ms).
  await nextFrame();
  await nextFrame();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  const style = styleForScreenshots();
  // Both widths are compared (and, when new, written) before the first difference fails the story.
  const failures: unknown[] = [];
  try {
    for (const size of widthsFromTheCurrent()) {
      const resized = !isCurrent(size);
      if (resized) await page.viewport(size.width, size.height);
      // Always the top of the page: where a resize leaves the scroll depends on what loaded when.
      const scrolled = scrollX !== 0 || scrollY !== 0;
      window.scrollTo(0, 0);
      await settle({ moved: resized || scrolled });
      // No frame is waited for after this: Chromium's capture (commands.ts) paints the page as it is then;
      // a capture that caught an earlier frame would differ and be taken again (compareScreenshot.ts).
      finishAnimations();
      const verdict = await commands.matchScreenshot(baselineName(storyId, size.name));
      if (!verdict.pass) failures.push(new Error(verdict.message));
    }
  } finally {
    style.remove();
    await commands.reduceMotion(false);
  }
  if (failures.length > 0) throw failures[0];
});
