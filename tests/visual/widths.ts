/**
 * The two widths every story is compared at: a common phone (390 × 844, an iPhone 12–15) and a laptop
 * (1280 × 800). The screenshot is the first screen at that size: what a shopper sees before scrolling.
 */
export const VISUAL_WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

export type VisualWidthName = (typeof VISUAL_WIDTHS)[number]["name"];

/** Where the baselines live: `<width>/<story id>.png`. */
export const BASELINE_DIR = "tests/visual/baselines";

/**
 * A story's baseline at one width, relative to BASELINE_DIR without `.png`. Vitest folds runs of dashes
 * in screenshot names into one, so the story id's `--` is folded here too and the name is the file's.
 */
export function baselineName(storyId: string, width: VisualWidthName): string {
  return `${width}/${storyId.replace(/-{2,}/g, "-")}`;
}
/** A run's screenshots that differ, with their diff images, and the list of names a run took. */
export const VISUAL_RESULTS_DIR = "test-results/visual";
export const TAKEN_LIST = `${VISUAL_RESULTS_DIR}/taken.txt`;
