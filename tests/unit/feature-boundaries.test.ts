// The house plan (docs/architecture.md#what-lives-where): a feature uses another feature only through that
// feature's index.ts (its public surface), no two features use each other (directly or around a loop),
// and the shared layers (api, components, design, hooks, lib, session) never depend on a feature. Routes
// in src/app compose screens and may import a feature's screen modules directly.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { relativeImports, sourceFiles } from "../support/sourceImports";

const SRC = fileURLToPath(new URL("../../src", import.meta.url));
const FEATURES = join(SRC, "features");
const SHARED_LAYERS = ["api", "components", "design", "hooks", "lib", "session"];

/** "catalog" for src/features/catalog/…, undefined outside the features. */
function featureOf(path: string): string | undefined {
  const rel = relative(FEATURES, path);
  return rel.startsWith("..") ? undefined : rel.split("/")[0];
}

/** Feature → the features it imports, each with the first file that does. */
function featureGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(FEATURES)) {
    const own = featureOf(file) as string;
    for (const target of relativeImports(file)) {
      const other = featureOf(target);
      if (other === undefined || other === own) continue;
      const uses = graph.get(own) ?? new Map<string, string>();
      if (!uses.has(other)) uses.set(other, relative(SRC, file));
      graph.set(own, uses);
    }
  }
  return graph;
}

/** Every loop of features using each other, once each, as "cart → product → cart" with the files that
 * make each step. */
function featureCycles(graph: Map<string, Map<string, string>>): string[] {
  const cycles = new Map<string, string>();
  const walk = (path: string[]) => {
    const here = path[path.length - 1];
    for (const next of [...(graph.get(here)?.keys() ?? [])].sort()) {
      const seen = path.indexOf(next);
      if (seen >= 0) {
        const loop = [...path.slice(seen), next];
        // The same loop entered at another feature: named once, from its alphabetically first feature.
        const members = loop.slice(0, -1);
        const start = members.indexOf([...members].sort()[0]);
        const named = [...members.slice(start), ...members.slice(0, start), members[start]];
        const steps = named.slice(0, -1).map((from, i) => `${graph.get(from)?.get(named[i + 1])}`);
        cycles.set(named.join(" → "), `${named.join(" → ")} (${steps.join(", ")})`);
      } else {
        walk([...path, next]);
      }
    }
  };
  for (const feature of [...graph.keys()].sort()) walk([feature]);
  return [...cycles.values()].sort();
}

describe("feature boundaries", () => {
  it("no features use each other, directly or around a loop", () => {
    expect(featureCycles(featureGraph())).toEqual([]);
  });

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
