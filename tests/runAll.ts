/**
 * `npm test`: every check, in an order that keeps this 2-core machine busy without two heavy stages
 * fighting over it.
 *
 * 1. Unit and contract tests (three files at a time: they use both cores and wait a good deal).
 * 2. The stories in Chromium, one file at a time in one page (about one core), and alongside them, one after
 *    another, lint, typecheck, the storefront's build and the e2e tests on it, Storybook's build and its
 *    docs pages, and then the last ~8 % of the story files in a page of their own. The checks end ~10
 *    minutes in; the stories, run in one page to the end, went on three minutes more on one core. The tail's
 *    share is sized so that both pages end together (docs/decisions/test-runs.md).
 *
 * Every stage runs even when an earlier one failed, so one run shows every failure; the exit code is
 * non-zero if any failed. Each stage's time is printed at the end, after the names of the tests that failed
 * (a CI record keeps only the run's last lines, and a quiet stage's report is printed long before them).
 */
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { splitStoryFiles, storyFiles } from "./support/storyFileShares";

interface Stage {
  name: string;
  command: string[];
  /** Output held back and printed in one piece when the stage ends (it runs beside another). */
  quiet?: boolean;
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  /** The lines of the stage's output that name a failed test (empty when it passed). */
  failures: string[];
}

/** Vitest's "FAIL file > test" and "× test", Playwright's "1) file › test" (not its "✘" marks: a test
 * expected to fail gets one too), the first line of each error, and a process's crash (V8's fatal error and
 * its check, the signal that ended it). */
const failureLine =
  /^\s*(FAIL\b|×|\d+\) \S|\d+ failed|\w*Error: |# Fatal error|# Check failed|Segmentation fault|Trace\/breakpoint trap|Aborted)/;

/** Lines of a failed stage that say nothing recognisable: its last ones, where it ended. */
const LAST_LINES = 6;

function failedTests(output: string): string[] {
  const lines = stripVTControlCharacters(output).split("\n");
  const named = [
    ...new Set(lines.filter((line) => failureLine.test(line)).map((line) => line.replace(/─+$/, "").trim())),
  ];
  if (named.length > 0) return named;
  return lines
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(-LAST_LINES);
}

function run({ name, command, quiet }: Stage): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: ["inherit", "pipe", "pipe"] });
    const output: Buffer[] = [];
    const take = (chunk: Buffer) => {
      output.push(chunk);
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("close", (code) => {
      const text = Buffer.concat(output).toString();
      if (quiet) process.stdout.write(`\n── ${name} ──\n${text}`);
      const ok = code === 0;
      resolve({ name, ok, seconds: (Date.now() - started) / 1000, failures: ok ? [] : failedTests(text) });
    });
  });
}

/** Stages one after another. */
async function inTurn(stages: Stage[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const stage of stages) outcomes.push(await run(stage));
  return outcomes;
}

const npm = (script: string, ...args: string[]): string[] => [
  "npm",
  "run",
  "--silent",
  script,
  ...(args.length > 0 ? ["--", ...args] : []),
];

/** The share of the stories left for the other lane once its checks are done (docs/decisions/test-runs.md). */
const STORIES_TAIL_SHARE = 0.08;
const storyShares = splitStoryFiles(storyFiles(), STORIES_TAIL_SHARE);

const started = Date.now();
const outcomes: Outcome[] = [];
outcomes.push(await run({ name: "unit + contract", command: npm("test:unit") }));
const [stories, beside] = await Promise.all([
  run({ name: "stories (with screenshots)", command: npm("test:stories", ...storyShares.first) }),
  inTurn([
    { name: "lint", command: npm("lint"), quiet: true },
    { name: "typecheck", command: npm("typecheck"), quiet: true },
    { name: "build", command: npm("build"), quiet: true },
  ]).then(async (checks) => {
    const built = checks.at(-1)?.ok === true;
    const e2e: Outcome = built
      ? await run({ name: "e2e", command: ["npx", "playwright", "test"], quiet: true })
      : { name: "e2e (not run: the build failed)", ok: false, seconds: 0, failures: [] };
    // Storybook built as designers open it, and a screen's docs page read in Chromium.
    const docs = await run({
      name: "storybook docs pages",
      command: npm("test:storybook-docs"),
      quiet: true,
    });
    // The last story files, in a page of their own beside the first share's last minutes.
    const tail = await run({
      name: "stories, the last files",
      command: npm("test:stories", ...storyShares.tail),
      quiet: true,
    });
    return [...checks, e2e, docs, tail];
  }),
]);
outcomes.push(stories, ...beside);

const total = (Date.now() - started) / 1000;
for (const { name, failures } of outcomes.filter((outcome) => !outcome.ok)) {
  console.log(`\n${name} failed on:`);
  for (const line of failures.slice(0, 20)) console.log(`  ${line}`);
}
console.log("\nnpm test:");
for (const { name, ok, seconds } of outcomes)
  console.log(`  ${ok ? "passed" : "FAILED"}  ${seconds.toFixed(0).padStart(4)} s  ${name}`);
console.log(`  total   ${total.toFixed(0).padStart(4)} s (${(total / 60).toFixed(1)} min)`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
