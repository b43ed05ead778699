import { expect, type Page, test } from "./guardedTest";
import { holdChunk } from "./heldChunk";
import { gotoHydrated } from "./hydrated";

/** The search calls the page makes from now on. */
function recordSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/product/search")) searches.push(request.url());
  });
  return searches;
}

test("search with a typo ('hoddie') finds a hoodie, chosen by keyboard it opens the product", async ({
  page,
}) => {
  const searches = recordSearches(page);
  await gotoHydrated(page, "/new-arrivals");

  const box = page.getByRole("combobox", { name: "Search products" });
  await box.click();
  await box.pressSequentially("hoddie", { delay: 40 });
  await expect(page.getByText("Searching...")).toBeVisible();

  // Real results from the server's full-text + trigram search (not sample data).
  const results = page.locator('[role="listbox"] [role="option"][data-key]');
  await expect(results.first()).toBeVisible({ timeout: 10_000 });
  const names = await results.allTextContents();
  const index = names.findIndex((name) => /hoodie/i.test(name));
  expect(index, `a hoodie among ${JSON.stringify(names)}`).toBeGreaterThanOrEqual(0);
  // One debounced call for the whole word, not one per keystroke.
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0]).searchParams.get("q")).toBe("hoddie");

  const key = await results.nth(index).getAttribute("data-key");
  expect(key).toMatch(/^[^/]+\/[^/]+$/);
  for (let i = 0; i <= index; i += 1) await box.press("ArrowDown");
  await expect(results.nth(index)).toHaveAttribute("data-focused", "true");
  await box.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/display/${key}$`));
  await expect(box).toHaveValue("");
});

test("what is typed before the search's code has arrived stays, keeps the focus and is searched once", async ({
  page,
}) => {
  const searches = recordSearches(page);
  // Hold the combobox's chunk (fetched on first focus) until the shopper has typed.
  const release = await holdChunk(page, "ProductSearch");
  await gotoHydrated(page, "/new-arrivals");

  const box = page.getByRole("combobox", { name: "Search products" });
  await box.click();
  await page.keyboard.type("hoddie");
  await expect(box).toHaveValue("hoddie");
  await expect(page.getByRole("listbox")).toHaveCount(0);

  release();
  const results = page.locator('[role="listbox"] [role="option"][data-key]');
  await expect(results.first()).toBeVisible({ timeout: 10_000 });
  await expect(box).toHaveValue("hoddie");
  await expect(box).toBeFocused();
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0]).searchParams.get("q")).toBe("hoddie");
  await box.press("End");
  await page.keyboard.type("s");
  await expect(box).toHaveValue("hoddies");
});
