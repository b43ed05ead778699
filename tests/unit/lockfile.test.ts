import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as {
  packages: Record<string, LockEntry>;
};

/** Where npm would look for `name` when `from` (a lock key like node_modules/a/node_modules/b) requires it. */
function resolves(from: string, name: string): boolean {
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? `${base}/` : ""}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

describe("package-lock.json", () => {
  // The registry this project installs from lacks some versions' foreign-platform binaries; npm then
  // leaves them out of the lock and `npm ci` refuses the lock on every machine. Pin versions whose
  // platform packages all exist (see `overrides` in package.json) until the lock is whole again.
  it("lists every optional (platform) dependency, so `npm ci` accepts it", () => {
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolves(key, name)) missing.push(`${key || "(root)"} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
