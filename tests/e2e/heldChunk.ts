import type { Page } from "@playwright/test";

/**
 * Holds the browser's requests for a built chunk (`assets/<name>-<hash>.js`) until the answer is called,
 * so a test can act while code fetched on demand is still on its way.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
