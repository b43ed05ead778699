import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ISOLATED_TEST_FILES, NEEDS_ISOLATION, UNIT_TEST_FILES } from "../support/isolatedTestFiles";

// The test files under a pattern's folder (the patterns are all "<folder>/**/*.test.ts"; Node 20 has no globSync).
function testFilesOf(pattern: string): string[] {
  const dir = /^(.+)\/\*\*\/\*\.test\.ts$/.exec(pattern)?.[1];
  if (!dir) throw new Error(`not a <dir>/**/*.test.ts pattern: ${pattern}`);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => join(dir, file));
}

// This file names what it looks for, as examples: it is not one of the files it checks.
const thisFile = relative(process.cwd(), fileURLToPath(import.meta.url));
const unitFiles = UNIT_TEST_FILES.flatMap(testFilesOf)
  .filter((file) => file !== thisFile)
  .sort();
const needing = unitFiles.filter((file) => NEEDS_ISOLATION.test(readFileSync(file, "utf8")));

describe("which unit test files get modules of their own", () => {
  it("every file that replaces a module, a global or fetch is in the isolated list", () => {
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter((file) => !ISOLATED_TEST_FILES.includes(file))).toEqual([]);
  });

  it("every file in the isolated list exists and needs it (the list does not outlive a change)", () => {
    for (const file of ISOLATED_TEST_FILES) expect(existsSync(file), file).toBe(true);
    expect([...ISOLATED_TEST_FILES].sort()).toEqual(needing);
  });

  it("recognises what needs isolation, and not what only mentions it", () => {
    expect(NEEDS_ISOLATION.test('vi.mock("../x", () => ({}))')).toBe(true);
    expect(NEEDS_ISOLATION.test('vi.stubGlobal("window", {})')).toBe(true);
    expect(NEEDS_ISOLATION.test('import { setupServer } from "msw/node";')).toBe(true);
    expect(NEEDS_ISOLATION.test("const spy = vi.fn();")).toBe(false);
  });
});
