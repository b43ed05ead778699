import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TestSpecification, Vitest } from "vitest/node";
import { describe, expect, it } from "vitest";
import { LongestFirstSequencer } from "../support/longestFirstSequencer";
import { LONG_TEST_FILES } from "../support/longTestFiles";

const root = process.cwd();

/** A test file as Vitest's sequencer sees it: its project, and its path. */
function spec(project: string, file: string): TestSpecification {
  return {
    moduleId: join(root, file),
    project: { name: project, config: { root, isolate: false, sequence: { groupOrder: 0 } } },
  } as unknown as TestSpecification;
}

/** The sequencer over a cache of earlier runs that has timed the files `durationOf` gives a time (ms). */
function sequencer(durationOf: (file: TestSpecification) => number | undefined = () => undefined) {
  const cache = {
    getTestSpecificationResult: (file: TestSpecification) => {
      const duration = durationOf(file);
      return duration === undefined ? undefined : { duration, failed: false };
    },
  };
  return new LongestFirstSequencer({ cache, config: { root } } as unknown as Vitest);
}

const names = (files: TestSpecification[]) =>
  files.map((file) => `${file.project.name}:${file.moduleId.slice(root.length + 1)}`);

describe("the order the unit test files start in", () => {
  it("names only unit test files that exist", () => {
    expect(LONG_TEST_FILES.length).toBeGreaterThan(5);
    for (const file of LONG_TEST_FILES) {
      expect(existsSync(file), file).toBe(true);
      expect(file).toMatch(/^tests\/(unit|contract)\/.+\.test\.ts$/);
    }
  });

  it("starts the known long files first on a fresh clone, in their project, the rest in Vitest's order", async () => {
    // The fuzz test is the largest file, the server's contract run one of the smallest: by size alone the
    // contract run would start last.
    const files = [
      spec("unit", "tests/unit/product-display.test.ts"),
      spec("unit", "tests/contract/server.test.ts"),
      spec("unit", "tests/contract/fuzz.test.ts"),
      spec("unit-isolated", "tests/unit/session.test.ts"),
      spec("unit-isolated", "tests/unit/server-login-throttle.test.ts"),
    ];
    expect(names(await sequencer().sort(files))).toEqual([
      "unit:tests/contract/fuzz.test.ts",
      "unit:tests/contract/server.test.ts",
      "unit:tests/unit/product-display.test.ts",
      "unit-isolated:tests/unit/server-login-throttle.test.ts",
      "unit-isolated:tests/unit/session.test.ts",
    ]);
  });

  it("keeps Vitest's own order once every file has been timed", async () => {
    const short = spec("unit", "tests/unit/product-display.test.ts");
    const long = spec("unit", "tests/contract/fuzz.test.ts");
    // This machine's cache says the display test took longer: it goes first.
    const timed = sequencer((file) => (file === short ? 20_000 : 1_000));
    expect(names(await timed.sort([long, short]))).toEqual([
      "unit:tests/unit/product-display.test.ts",
      "unit:tests/contract/fuzz.test.ts",
    ]);
  });
});
