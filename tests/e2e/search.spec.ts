import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";

test("search with a typo ('hoddie') finds a hoodie, chosen by keyboard it opens the product", async ({
  page,
}) => {
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/product/search")) searches.push(request.url());
  });
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
