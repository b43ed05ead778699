// The server's layers (docs/architecture.md#services-and-transactions): the routers in server/api call the
// services, never the other way round, so server/services and server/db import nothing from server/api (the
// error a service throws is server/services/errors.ts, the contract's types src/api/types). A service reads
// the database's constants from server/db, never from a migration, whose copy is frozen with it. The server
// builds the shop's page addresses from src/lib/paths.ts, never from a storefront feature's UI modules.
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RELATIVE_IMPORT, relativeImports, sourceFiles } from "../support/sourceImports";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** "file → target" for each import of a module under `under` by a file under one of `dirs`. */
function importsInto(dirs: string[], under: string): string[] {
  const into = join(ROOT, under);
  return dirs.flatMap((dir) => {
    const files = sourceFiles(join(ROOT, dir));
    expect(files.length).toBeGreaterThan(0);
    return files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => target === into || target.startsWith(`${into}/`))
        .map((target) => `${relative(ROOT, file)} → ${relative(ROOT, target)}`),
    );
  });
}

describe("server layers", () => {
  it("the services and the database import nothing from the routers (server/api)", () => {
    expect(importsInto(["server/services", "server/db"], "server/api")).toEqual([]);
  });

  it("the services read no migration (a migration's constants are frozen with it)", () => {
    expect(importsInto(["server/services"], "server/db/migrations")).toEqual([]);
  });

  it("the server imports no storefront feature", () => {
    expect(importsInto(["server"], "src/features")).toEqual([]);
  });

  it("finds an import of the routers, type-only and dynamic ones too", () => {
    // The check's own reading of imports: each of these would count.
    const sample = [
      'import { a } from "../api/a";',
      'import type { B } from "../api/b";',
      'const c = await import("../api/c");',
      'export { d } from "../api/d";',
    ].join("\n");
    expect([...sample.matchAll(RELATIVE_IMPORT)].map((m) => m[1])).toEqual([
      "../api/a",
      "../api/b",
      "../api/c",
      "../api/d",
    ]);
  });
});
