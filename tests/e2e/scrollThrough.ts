import type { Request } from "@playwright/test";
import { expect, type Page } from "./guardedTest";

/**
 * Scrolls through the whole page a screen at a time, waits until what that asked for has come (the
 * parts and lists drawn as the shopper nears them), and goes back to the top: a check that follows (axe,
 * axe.ts; what the page asked for) then sees those parts with their content, as the shopper meets them,
 * not their loading state.
 *
 * "Come" is a condition, not a quiet spell: once the page's thread is idle after the last screen (the
 * parts it reached have rendered and sent their requests), every request the page sent since the scroll
 * began, pictures included, is answered. Playwright's `networkidle` waited for half a second of silence
 * after each page: the pages' axe tests took 37 and 33 s, now ~18 (docs/decisions/test-runs.md).
 */
export async function scrollThrough(page: Page): Promise<void> {
  const inFlight = new Set<Request>();
  const sent = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on("request", sent);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await frame();
        await frame();
      }
      await new Promise((resolve) => requestIdleCallback(resolve));
    });
    await expect.poll(() => inFlight.size).toBe(0);
  } finally {
    page.off("request", sent);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
