// The house plan (docs/architecture.md#what-lives-where): a feature uses another feature only through that
// feature's index.ts (its public surface), and the shared layers (api, components, design, hooks, lib,
// session) never depend on a feature. Routes in src/app compose screens and may import a feature's screen
// modules directly.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../../src", import.meta.url));
const FEATURES = join(SRC, "features");
const SHARED_LAYERS = ["api", "components", "design", "hooks", "lib", "session"];
const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']*)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].map((m) => resolve(dirname(file), m[1]));
}

/** "catalog" for src/features/catalog/…, undefined outside the features. */
function featureOf(path: string): string | undefined {
  const rel = relative(FEATURES, path);
  return rel.startsWith("..") ? undefined : rel.split("/")[0];
}

describe("feature boundaries", () => {
  it("features import each other only through the other feature's index", () => {
    const crossings = sourceFiles(FEATURES).flatMap((file) => {
      const own = featureOf(file);
      return relativeImports(file)
        .filter((target) => {
          const other = featureOf(target);
          return other !== undefined && other !== own && target !== join(FEATURES, other);
        })
        .map((target) => `${relative(SRC, file)} → ${relative(SRC, target)}`);
    });
    expect(crossings).toEqual([]);
  });

  it("the shared layers do not depend on any feature", () => {
    const files = SHARED_LAYERS.flatMap((layer) => sourceFiles(join(SRC, layer)));
    expect(files.length).toBeGreaterThan(20);
    const upward = files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => featureOf(target) !== undefined)
        .map((target) => `${relative(SRC, file)} → ${relative(SRC, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it("every feature index is used by something outside its feature", () => {
    const indexes = readdirSync(FEATURES)
      .map((feature) => join(FEATURES, feature))
      .filter((dir) => statSync(join(dir, "index.ts"), { throwIfNoEntry: false }));
    const importers = sourceFiles(SRC).flatMap((file) =>
      relativeImports(file).map((target) => ({ file, target })),
    );
    const unused = indexes.filter(
      (dir) =>
        !importers.some(({ file, target }) => target === dir && featureOf(file) !== featureOf(`${dir}/`)),
    );
    expect(unused.map((dir) => relative(SRC, dir))).toEqual([]);
  });
});
