import axe from "axe-core";
import type { Request } from "@playwright/test";
import { expect, type Page } from "./guardedTest";

/**
 * axe's findings on the page as it is now, one line each: the rule, its impact and, for the first
 * elements it names, where, what and why. axe is added as a script of the page, so a spec using it sets
 * `bypassCSP`: the shop's policy rightly refuses a script it did not send.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A part drawn only as the shopper nears it (content-visibility: auto, see HydrateWhenNear) has no
  // rendering while it is away, and axe then reads its colours half resolved: a button inside read as
  // the browser's default link blue on its box's black (https://github.com/dequelabs/axe-core/issues/2768, still open). Such parts
  // are drawn for the check, as the shopper sees them on arrival; the page's semantics are unchanged.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  });
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    // Only the violations are read: axe then skips working out a selector for every node that passed.
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ["violations"],
    });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)} ${n.failureSummary ?? ""}`)
          .join(" | ")}`,
    );
  });
}

/**
 * Scrolls through the whole page a screen at a time, waits until what that asked for has come (the
 * parts and lists drawn as the shopper nears them), and goes back to the top: axe then checks those parts
 * with their content, as the shopper meets them, not their loading state.
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
