import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";

type NameFunction = (
  moduleId: string,
  ctx: { getModuleInfo: (id: string) => Rolldown.ModuleInfo | null },
) => string | null;

const APP = fileURLToPath(new URL("..", import.meta.url));
const CLIENT_ROUTE = "?__react-router-build-client-route";

/**
 * The code every page runs at start, in two files instead of ~50. Left to itself the bundler cuts what
 * pages share into one file per combination of pages that share it, so the product page named about 70
 * scripts: each a request of its own on a phone's few HTTP/1.1 connections, and a module to fetch,
 * compile and run before hydration. Grouped here:
 *
 * - `app-root`: everything the root route (src/app/root.tsx) imports, on every page;
 * - `app-layout`: what the main layout (header, footer, drawer triggers) adds, on every page in it.
 *
 * Code reached only through a dynamic import (overlays, deferred parts, other routes) stays in its own
 * chunk: only static imports are followed. React, React DOM and React Router keep their `framework` file.
 */
export function shellChunks(): NameFunction {
  let groups: Map<string, string> | undefined;
  return (moduleId, ctx) => {
    groups ??= reachableGroups(
      (id) => ctx.getModuleInfo(id),
      [
        ["app-root", `${APP}root.tsx${CLIENT_ROUTE}`],
        ["app-layout", `${APP}routes/main-layout.tsx${CLIENT_ROUTE}`],
      ],
    );
    return groups.get(moduleId) ?? null;
  };
}

/** Each module statically reachable from a start module, named after the first start that reaches it. */
function reachableGroups(
  info: (id: string) => Rolldown.ModuleInfo | null,
  starts: [name: string, moduleId: string][],
): Map<string, string> {
  const groups = new Map<string, string>();
  for (const [name, start] of starts) {
    if (!info(start)) throw new Error(`shellChunks: no module ${start} in the client build`);
    const queue = [start];
    while (queue.length) {
      const id = queue.pop() as string;
      if (groups.has(id)) continue;
      groups.set(id, name);
      for (const next of info(id)?.importedIds ?? [])
        if (!groups.has(next) && !isBarrel(info(next)?.code)) queue.push(next);
    }
  }
  return groups;
}

/**
 * A module that only passes on other modules' exports (`react-aria-components`' index, a feature's
 * index.ts). Which of them a page uses depends on the names it imports, which the module graph does not
 * say: the bundler's own splitting, which knows, places what lies behind a barrel.
 */
export function isBarrel(code: string | null | undefined): boolean {
  if (!code) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .split(/;\s*|\n/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  return (
    statements.length > 0 &&
    statements.every(
      (statement) =>
        /^(export|import)\b[\s\S]*\bfrom\s*["']/.test(statement) || /^export\s*\{[^}]*\}$/.test(statement),
    )
  );
}
