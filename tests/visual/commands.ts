import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { BrowserCommand } from "vitest/node";
import { TAKEN_LIST } from "./widths";

/**
 * Browser commands for the screenshot pass, run in Node against Playwright's page.
 * `prefers-reduced-motion: reduce` stops what moves on its own (the banner carousel's autoplay, the hero
 * video, slide animations), so a screenshot never lands mid-move.
 */
export const reduceMotion: BrowserCommand<[on: boolean]> = async (context, on) => {
  await context.page.emulateMedia({ reducedMotion: on ? "reduce" : null });
};

/** Records a baseline name this run compared, so `test:visual -- --update` can drop the ones no story takes. */
export const recordScreenshot: BrowserCommand<[name: string]> = async (context, name) => {
  const list = resolve(context.project.config.root, TAKEN_LIST);
  mkdirSync(dirname(list), { recursive: true });
  appendFileSync(list, `${name}\n`);
};

export const visualCommands = { reduceMotion, recordScreenshot };

declare module "vitest/browser" {
  interface BrowserCommands {
    reduceMotion: (on: boolean) => Promise<void>;
    recordScreenshot: (name: string) => Promise<void>;
  }
}
