import { expect, type Frame, type Page, test } from "@playwright/test";

// A docs page shows each story in a frame of its own; each frame must show its whole story (nothing cut
// off below, an open dialog whole) and be no taller than the story (.storybook/docsFrame.ts).

/** Room a story may leave under its content: the padded layout's padding and a dialog's margins. */
const SLACK_PX = 72;

interface StoryIndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
}

/** The stories of `title` in the built Storybook's index. */
async function storiesOf(page: Page, title: string): Promise<StoryIndexEntry[]> {
  const response = await page.request.get("/index.json");
  const index = (await response.json()) as { entries: Record<string, StoryIndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.title === title && entry.type === "story");
}

/** Waits until the story in `frame` has rendered and its play function is over. */
async function storyFinished(frame: Frame) {
  await frame.waitForFunction(
    () =>
      (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } })
        .__STORYBOOK_PREVIEW__?.storyRenders[0]?.phase === "finished",
    null,
    { timeout: 120_000 },
  );
}

/** Where the story in `frame` reaches, and how tall its frame is. */
function measure(frame: Frame) {
  return frame.evaluate(() => {
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((dialog) =>
      dialog.getBoundingClientRect(),
    );
    const root = document.getElementById("storybook-root")?.getBoundingClientRect();
    return {
      /** The frame's height: its viewport. */
      frame: window.innerHeight,
      /** How far the page reaches (at least the frame). */
      page: document.documentElement.scrollHeight,
      /** Where the story's own content ends, and where its dialogs do. */
      contentBottom: Math.max(root?.bottom ?? 0, ...dialogs.map((rect) => rect.bottom)),
      dialogsTop: Math.min(0, ...dialogs.map((rect) => rect.top)),
      dialogs: dialogs.length,
    };
  });
}

/**
 * Opens the docs page of `title` and checks every story's frame: the story whole, the frame as tall as it.
 * Answers each frame's measures by story name.
 */
async function expectEveryStoryWhole(page: Page, title: string, docsId: string) {
  const stories = await storiesOf(page, title);
  expect(stories.length).toBeGreaterThan(1);
  await page.goto(`/iframe.html?viewMode=docs&id=${docsId}`);
  const frames = page.locator("[data-story-block] iframe");
  // The first story twice: at the top of the page, and again in the list of stories.
  await expect(frames).toHaveCount(stories.length + 1);
  const measures = new Map<string, Awaited<ReturnType<typeof measure>>>();
  for (let i = 0; i < stories.length + 1; i += 1) {
    const element = frames.nth(i);
    // Frames load lazily, as the reader scrolls to them.
    await element.evaluate((frame) => frame.scrollIntoView());
    const frame = await (await element.elementHandle())?.contentFrame();
    if (!frame) throw new Error(`frame ${i} of ${title} has no document`);
    const name = (await element.getAttribute("title")) ?? String(i);
    await storyFinished(frame);
    // The frame follows its story a frame later: poll until it has.
    await expect
      .poll(
        async () => {
          const m = await measure(frame);
          measures.set(name, m);
          return {
            ...m,
            nothingCutOff: m.page <= m.frame && m.contentBottom <= m.frame + 1 && m.dialogsTop >= 0,
            noTallerThanTheStory: m.frame - m.contentBottom <= SLACK_PX,
          };
        },
        { message: `${title} › ${name}`, timeout: 10_000 },
      )
      .toEqual(expect.objectContaining({ nothingCutOff: true, noTallerThanTheStory: true }));
  }
  return measures;
}

test("a screen's docs page shows every story whole, each frame as tall as its story", async ({ page }) => {
  // A listing's docs page: a few stories, from a short loading state to the grid in the shop's frame. (A
  // screen with thirty stories, the cart's, checks the same and takes two minutes of both cores.)
  const measures = await expectEveryStoryWhole(
    page,
    "Features/Catalog/BottomWearScreen",
    "features-catalog-bottomwearscreen--docs",
  );
  // Not Storybook's 100 px slots: the grid of products is a tall page, its loading state a short one.
  expect(measures.get("All")?.frame).toBeGreaterThan(1000);
  expect(measures.get("Loading")?.frame).toBeLessThan(500);
});

test("a story that ends on an open dialog shows the dialog whole on its docs page", async ({ page }) => {
  const measures = await expectEveryStoryWhole(
    page,
    "Features/Shell/LoginPopup",
    "features-shell-loginpopup--docs",
  );
  expect(measures.get("Open")?.dialogs).toBe(1);
});
