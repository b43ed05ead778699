import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { CDPSession, Page } from "playwright";
import type { BrowserCommand, BrowserCommandContext } from "vitest/node";
import { compareScreenshot, type UpdateMode, type Verdict } from "./compareScreenshot.ts";
import { BASELINE_DIR, TAKEN_LIST, VISUAL_RESULTS_DIR } from "./widths.ts";

/**
 * Browser commands for the screenshot pass, run in Node against Playwright's page.
 * `prefers-reduced-motion: reduce` stops what moves on its own (the banner carousel's autoplay, the hero
 * video, slide animations), so a screenshot never lands mid-move.
 */
export const reduceMotion: BrowserCommand<[on: boolean]> = async (context, on) => {
  await context.page.emulateMedia({ reducedMotion: on ? "reduce" : null });
};

const devtools = new WeakMap<Page, Promise<CDPSession>>();

/**
 * What the story's frame shows, as a PNG: Chromium's own capture of the frame's box, asked for with
 * `optimizeForSpeed` (a quicker PNG encoding; the pixels are the same). That is 40–55 ms a capture where
 * Playwright's element screenshot, with its actionability checks and style injection, took 100–130 ms;
 * the page readies itself for the picture instead (screenshotStories.ts: animations finished, caret and
 * pictures flattened).
 */
async function captureStoryFrame({ page, frame }: BrowserCommandContext): Promise<Buffer> {
  let session = devtools.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    devtools.set(page, session);
  }
  const box = await (await (await frame()).frameElement()).boundingBox();
  if (!box) throw new Error("The story's frame is not on the page: nothing to screenshot.");
  const { data } = await (await session).send("Page.captureScreenshot", {
    format: "png",
    optimizeForSpeed: true,
    clip: { ...box, scale: 1 },
  });
  return Buffer.from(data, "base64");
}

/**
 * The screen against the baseline `name` (`<width>/<story id>`, see widths.ts), recording that this run
 * took it, so `test:visual -- --update` can drop the baselines no story takes. A run with `-u` rewrites
 * what differs; CI (`none`) writes no baseline.
 */
export const matchScreenshot: BrowserCommand<[name: string]> = async (context, name): Promise<Verdict> => {
  const root = context.project.config.root;
  const list = resolve(root, TAKEN_LIST);
  mkdirSync(dirname(list), { recursive: true });
  appendFileSync(list, `${name}\n`);
  return compareScreenshot(
    () => captureStoryFrame(context),
    {
      baseline: resolve(root, BASELINE_DIR, `${name}.png`),
      actual: resolve(root, VISUAL_RESULTS_DIR, `${name}-actual.png`),
      diff: resolve(root, VISUAL_RESULTS_DIR, `${name}-diff.png`),
    },
    context.project.serializedConfig.snapshotOptions.updateSnapshot as UpdateMode,
  );
};

export const visualCommands = { reduceMotion, matchScreenshot };

declare module "vitest/browser" {
  interface BrowserCommands {
    reduceMotion: (on: boolean) => Promise<void>;
    matchScreenshot: (name: string) => Promise<Verdict>;
  }
}
