/**
 * `npm test`: every check, in an order that keeps this 2-core machine busy without two heavy stages
 * fighting over it.
 *
 * 1. Unit and contract tests (three files at a time: they use both cores and wait a good deal).
 * 2. The stories in Chromium (~9 min), and alongside them, one after another, lint, typecheck, the
 *    storefront's build and the e2e tests on it (~4.5 min), then Storybook's build and its docs pages. The stories run one at a time in one page and
 *    leave about one core idle (vmstat: ~45 % idle), which the other lane uses. Run in turn, the whole
 *    took ~16 minutes; this way ~12–13.
 *
 * Every stage runs even when an earlier one failed, so one run shows every failure; the exit code is
 * non-zero if any failed. Each stage's time is printed at the end.
 */
import { spawn } from "node:child_process";

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
}

function run({ name, command, quiet }: Stage): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: quiet ? "pipe" : "inherit" });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      if (quiet) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Stages one after another. */
async function inTurn(stages: Stage[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const stage of stages) outcomes.push(await run(stage));
  return outcomes;
}

const npm = (script: string): string[] => ["npm", "run", "--silent", script];

const started = Date.now();
const outcomes: Outcome[] = [];
outcomes.push(await run({ name: "unit + contract", command: npm("test:unit") }));
const [stories, beside] = await Promise.all([
  run({ name: "stories (with screenshots)", command: npm("test:stories") }),
  inTurn([
    { name: "lint", command: npm("lint"), quiet: true },
    { name: "typecheck", command: npm("typecheck"), quiet: true },
    { name: "build", command: npm("build"), quiet: true },
  ]).then(async (checks) => {
    const built = checks.at(-1)?.ok === true;
    const e2e: Outcome = built
      ? await run({ name: "e2e", command: ["npx", "playwright", "test"], quiet: true })
      : { name: "e2e (not run: the build failed)", ok: false, seconds: 0 };
    // Storybook built as designers open it, and a screen's docs page read in Chromium.
    const docs = await run({
      name: "storybook docs pages",
      command: npm("test:storybook-docs"),
      quiet: true,
    });
    return [...checks, e2e, docs];
  }),
]);
outcomes.push(stories, ...beside);

const total = (Date.now() - started) / 1000;
console.log("\nnpm test:");
for (const { name, ok, seconds } of outcomes)
  console.log(`  ${ok ? "passed" : "FAILED"}  ${seconds.toFixed(0).padStart(4)} s  ${name}`);
console.log(`  total   ${total.toFixed(0).padStart(4)} s (${(total / 60).toFixed(1)} min)`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
