import type { Page } from "@playwright/test";

/** From the page's next load on, the browser says the shopper asked to save data (Save-Data), on a fast
 * connection, as Chromium's Network Information API would (src/lib/connection.ts reads it). */
export async function askToSaveData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } });
  });
}
