// The layering tests' reading of source files: every .ts / .tsx below a folder, and the modules a file names
// by a relative path (static, type-only, re-exported or dynamic imports alike).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** `from "./x"`, `import "./x"` and `import("./x")`, type-only ones included. */
export const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']*)["']/g;

/** Every TypeScript source file below `dir` (declaration files left out). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The absolute paths (without extension) of the modules `file` imports by a relative path. */
export function relativeImports(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(RELATIVE_IMPORT)].map((m) => resolve(dirname(file), m[1]));
}
