import { UPPER_WEAR } from "../../src/features/catalog/categoryTabs";
import { expect, type Page, test } from "./guardedTest";
import { gotoHydrated } from "./hydrated";

// A keyboard shopper on a listing reaches the first product in a few Tabs: "Skip to products" is the
// second stop of the page, and the filters wait behind one 'Filters' button instead of putting every size,
// colour and price box in the way. Counted on the built pages as the server sends them, at both widths.

/** Whether focus is inside the page's first product card. */
const inFirstProduct = (page: Page) =>
  page.evaluate(() => document.querySelector("main article")?.contains(document.activeElement) ?? false);

/** What has focus, named as a screen reader names it (aria-labelledby, aria-label, or its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return "";
    const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy)
      return labelledBy
        .split(" ")
        .map((id) => text(document.getElementById(id)))
        .join(" ");
    return element.getAttribute("aria-label") ?? text(element);
  });

/**
 * Presses Tab until focus is in the first product, following the skip link named `follow` with Enter when
 * it gets focus; answers the Tabs pressed and the names of the stops on the way.
 */
async function tabsToFirstProduct(page: Page, follow: string): Promise<{ tabs: number; stops: string[] }> {
  const stops: string[] = [];
  for (let tabs = 1; tabs <= 60; tabs++) {
    await page.keyboard.press("Tab");
    if (await inFirstProduct(page)) return { tabs, stops };
    const name = await focusedName(page);
    stops.push(name);
    if (name === follow) await page.keyboard.press("Enter");
  }
  throw new Error(`no product after 60 Tabs: ${stops.join(" → ")}`);
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const path of ["/upper-wear", "/new-arrivals", "/trending"]) {
      test(`${path}: "Skip to products" reaches the first product in 3 Tabs`, async ({ page }) => {
        await gotoHydrated(page, path);
        const { tabs, stops } = await tabsToFirstProduct(page, "Skip to products");
        expect(stops).toEqual(["Skip to content", "Skip to products"]);
        expect(tabs).toBe(3);
        // The skip link's target is the products, not just somewhere down the page.
        await expect(page.locator("main article").first()).toBeInViewport();
      });
    }

    test("/upper-wear: past 'Skip to content', the page's own stops before the first product are few", async ({
      page,
    }) => {
      await gotoHydrated(page, "/upper-wear?size=M");
      const { tabs, stops } = await tabsToFirstProduct(page, "Skip to content");
      // The category links, the sort, the one Filters button and (where it shows) Clear filters: no size,
      // colour or price box on the way (some thirty stops before).
      expect(stops).toEqual([
        "Skip to content",
        ...UPPER_WEAR.tabs.map((tab) => tab.label),
        "Newest Sort by",
        "Filters (1)",
        ...(width < 640 ? [] : ["Clear filters"]),
      ]);
      expect(tabs).toBe(stops.length + 1);
    });

    test("the filters open from their one button by keyboard, and close again", async ({ page }) => {
      await gotoHydrated(page, "/upper-wear");
      const filters = page.getByRole("button", { name: "Filters", exact: true });
      await filters.focus();
      await page.keyboard.press("Enter");
      const checkbox = page.getByRole("checkbox", { name: "M", exact: true });
      if (width < 640) {
        // A phone's filters open in a sheet that holds focus.
        const sheet = page.getByRole("dialog", { name: "Filters" });
        await expect(sheet.getByRole("checkbox", { name: "M", exact: true })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(sheet).toHaveCount(0);
        await expect(filters).toBeFocused();
      } else {
        // A wider screen's open under the bar: the next Tab is the first size.
        await expect(filters).toHaveAttribute("aria-expanded", "true");
        await expect(checkbox).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(page.getByRole("checkbox", { name: "S", exact: true })).toBeFocused();
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Enter");
        await expect(filters).toHaveAttribute("aria-expanded", "false");
        await expect(checkbox).toHaveCount(0);
      }
    });
  });
}
