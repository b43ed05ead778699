import type { Plugin, Rolldown } from "vite";

/** V8's explicit compile hint (Chrome 136+): compile every function of this file as the file streams in. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the scripts a page runs as it starts for eager compilation: the entry, the route modules and
 * everything they import statically (React, React DOM and React Router, the root's and the main layout's
 * code, the page's own). Parts loaded on demand (an overlay, a section further down) are left as they are.
 *
 * Why: V8 compiles a function the first time it is called unless told otherwise, and on the main thread.
 * At hydration nearly every function of these files is called, so compiling them made up much of the
 * page's longest tasks (React Router's start-up was mostly code running for the first time): 220–540 ms
 * of main-thread compilation on /new-arrivals with the CPU slowed 4×, 75–110 ms with the hint (tmpx trace
 * counts, V8.CompileCode). With the hint V8 compiles them on a background thread as each file downloads.
 *
 * The comment must be the file's first line, so it is added after minification, to the written chunk.
 */
export function compileHints(): Plugin {
  return {
    name: "rangrez:compile-hints",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_output, bundle) {
      for (const chunk of startChunks(bundle))
        if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}

/** The entry chunks (the client entry and every route module) and the chunks they import statically. */
export function startChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
  const found = new Map<string, Rolldown.OutputChunk>();
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry);
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (found.has(chunk.fileName)) continue;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) queue.push(imported);
    }
  }
  return [...found.values()];
}
