/**
 * `npm run test:visual`: every story in Chromium with its screenshots compared (the storybook project).
 * `npm run test:visual -- --update` renews the baselines that differ, writes the missing ones (compressed
 * hard, losslessly: compareScreenshot.ts) and, on a run of every story, removes the baselines no story took
 * any more.
 * Other arguments go to Vitest, e.g. a story file to run just its stories.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { BASELINE_DIR, TAKEN_LIST } from "./widths";

const args = process.argv.slice(2);
const update = args.includes("--update") || args.includes("-u");
const everyStory = args.every((arg) => arg.startsWith("-"));

// Vitest's `--update` takes an optional value: given as it is, `--update stories/x.stories.tsx` read the
// file as that value, and the run took every story file but that one. Passed as `--update=all`.
const vitestArgs = args.map((arg) => (arg === "--update" || arg === "-u" ? "--update=all" : arg));

rmSync(TAKEN_LIST, { force: true });
const startedAt = Date.now();
const run = spawnSync("npx", ["vitest", "run", "--project", "storybook", ...vitestArgs], {
  stdio: "inherit",
});

function baselineFiles(dir = BASELINE_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? baselineFiles(path) : path.endsWith(".png") ? [path] : [];
  });
}

if (update) {
  const written = baselineFiles().filter((file) => statSync(file).mtimeMs >= startedAt);
  console.log(`test:visual: ${written.length} baseline(s) written.`);
  // Only a run that took every story knows which baselines are no one's: after a failed run some
  // stories took no screenshot, so nothing is removed then.
  if (everyStory && run.status === 0 && existsSync(TAKEN_LIST)) {
    const taken = new Set(readFileSync(TAKEN_LIST, "utf8").split("\n").filter(Boolean));
    const orphans = baselineFiles().filter(
      (file) => !taken.has(relative(BASELINE_DIR, file).replace(/\.png$/, "")),
    );
    for (const file of orphans) rmSync(file);
    if (orphans.length > 0)
      console.log(`test:visual: ${orphans.length} baseline(s) of removed stories deleted.`);
  }
}
process.exit(run.status ?? 1);
