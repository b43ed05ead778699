/**
 * `npm run chromatic`: builds Storybook and publishes it to Chromatic for review, when the project's token
 * is in CHROMATIC_PROJECT_TOKEN. Without it, it says so and stops before anything reaches the network:
 * the offline baselines (`npm run test:visual`) are the check every run makes.
 * Extra arguments go to the Chromatic CLI (e.g. `npm run chromatic -- --only-changed`).
 */
import { spawnSync } from "node:child_process";

const MISSING_TOKEN_MESSAGE =
  "npm run chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published and nothing was sent. " +
  "Set it to your Chromatic project's token (Manage → Configure in Chromatic) to publish Storybook.";

if (!process.env.CHROMATIC_PROJECT_TOKEN?.trim()) {
  console.log(MISSING_TOKEN_MESSAGE);
  process.exit(0);
}

// The CLI reads the token from CHROMATIC_PROJECT_TOKEN itself, so it never appears in a process list.
// Changes found are for reviewers to accept in Chromatic, not a failed command.
const run = spawnSync(
  "npx",
  ["chromatic", "--build-script-name", "build-storybook", "--exit-zero-on-changes", ...process.argv.slice(2)],
  { stdio: "inherit" },
);
process.exit(run.status ?? 1);
