// Waiting for a benchmarked page to settle without disturbing what is measured.
import type { CDPSession } from "@playwright/test";

/**
 * Resolves once the page says it has settled (`data-settled`), asked through the DevTools protocol:
 * Playwright's own waiting (`page.waitForFunction`) first injects its ~100 KB helper script into the page,
 * which showed in the trace as a ~90 ms script task of the page's own (with the CPU slowed 4×).
 */
export async function settled(cdp: CDPSession): Promise<void> {
  const answer = await cdp.send("Runtime.evaluate", {
    expression: `new Promise((resolve, reject) => {
      const giveUp = Date.now() + 30000;
      (function check() {
        if (document.documentElement.dataset.settled === "true") resolve(true);
        else if (Date.now() > giveUp) reject(new Error("the page did not settle within 30 s"));
        else setTimeout(check, 50);
      })();
    })`,
    awaitPromise: true,
  });
  if (answer.exceptionDetails)
    throw new Error(answer.exceptionDetails.exception?.description ?? "not settled");
}
