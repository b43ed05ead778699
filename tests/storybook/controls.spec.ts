import { expect, type Page, test } from "@playwright/test";
import { wishlistMessages } from "../../src/features/wishlist/wishlistMessages";

// A screen's controls (stories/support/screenControls.ts) change its mocks, and the screen is drawn
// afresh with them: a new answer, not the previous one kept in the story's query cache.

const STORY = "features-wishlist-wishlistscreen--in-the-shop";

/** What Storybook's Controls panel sends the story when a control is changed. */
async function changeControls(page: Page, updatedArgs: Record<string, string>) {
  await page.evaluate(
    ([storyId, args]) => {
      const channel = (
        window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (...a: unknown[]) => void } }
      ).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit("updateStoryArgs", { storyId, updatedArgs: args });
    },
    [STORY, updatedArgs] as const,
  );
}

test("changing a screen's controls redraws it with the mocks they choose", async ({ page }) => {
  await page.goto(`/iframe.html?viewMode=story&id=${STORY}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("list", { name: "Saved products" })).toBeVisible({ timeout: 60_000 });

  await changeControls(page, { api: "Empty lists" });
  await expect(main.getByText(wishlistMessages.empty)).toBeVisible();
  await expect(main.getByRole("list", { name: "Saved products" })).toHaveCount(0);

  await changeControls(page, { api: "As usual", signedInAs: "Guest" });
  await expect(main.getByText(wishlistMessages.guest)).toBeVisible();

  await changeControls(page, { signedInAs: "aarav_k (a bag, a wishlist, orders)" });
  await expect(main.getByRole("list", { name: "Saved products" })).toBeVisible();
});
