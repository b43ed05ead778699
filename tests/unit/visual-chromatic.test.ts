import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

/**
 * `npm run chromatic` is run with a stand-in `npx` first on the PATH that only records how it was called:
 * without a token the Chromatic CLI must never start (nothing reaches the network); with one it starts
 * with the token in its environment, never on its command line.
 */
async function publish(token: string | undefined) {
  const bin = mkdtempSync(join(tmpdir(), "rz-chromatic-"));
  const calls = join(bin, "calls.txt");
  writeFileSync(
    join(bin, "npx"),
    `#!/bin/sh\necho "$@" >> "${calls}"\necho "token=$CHROMATIC_PROJECT_TOKEN" >> "${calls}"\n`,
  );
  chmodSync(join(bin, "npx"), 0o755);
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
  delete env.CHROMATIC_PROJECT_TOKEN;
  if (token !== undefined) env.CHROMATIC_PROJECT_TOKEN = token;
  const { stdout } = await run(process.execPath, ["--import", "tsx", "tests/visual/publishToChromatic.ts"], {
    env,
  });
  return { stdout, calls: existsSync(calls) ? readFileSync(calls, "utf8") : null };
}

describe("npm run chromatic", () => {
  it("without a token says so and starts nothing", async () => {
    for (const token of [undefined, "  "]) {
      const { stdout, calls } = await publish(token);
      expect(stdout).toContain("CHROMATIC_PROJECT_TOKEN is not set, so nothing was published");
      expect(calls).toBeNull();
    }
  });

  it("with a token builds Storybook through the Chromatic CLI, the token kept off its arguments", async () => {
    const { calls } = await publish("chpt_example");
    expect(calls).not.toBeNull();
    const [argv, tokenLine] = (calls ?? "").trim().split("\n");
    expect(argv).toBe("chromatic --build-script-name build-storybook --exit-zero-on-changes");
    expect(argv).not.toContain("chpt_example");
    expect(tokenLine).toBe("token=chpt_example");
  });
});
