import axe from "axe-core";
import type { Page } from "./guardedTest";

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
