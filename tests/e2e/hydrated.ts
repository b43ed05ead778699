import { expect, type Locator, type Page, type Response } from "@playwright/test";

/**
 * Opens `url` and waits until React has hydrated it (the root marks `<html data-hydrated>`), so clicks
 * reach their handlers and the requests the first render makes have been sent. Answers the navigation.
 */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** Waits until the page in the tab now has hydrated (after a reload or a full page load). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Waits until the page has settled (`html[data-settled]`): hydrated, its first data in, nothing pulsing. */
export async function waitForSettled(page: Page): Promise<void> {
  await page.locator("html[data-settled]").waitFor({ state: "attached" });
}

/**
 * Waits until React has hydrated the element `locator` finds. Parts of a page that hydrate after it (their
 * code fetched after the first hydration, see src/components/LazyPart) are not interactive at the page's
 * mark: React attaches its fiber to a node when it hydrates it, so that is what this waits for.
 */
export async function waitForHydratedNode(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}
