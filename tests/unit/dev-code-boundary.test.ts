// Development code (server/dev: the fake PhonePe gateway, the fake Google/Facebook provider) stays out of
// the shop that production runs: server/main.ts and everything it imports statically never reach it. A fake
// is loaded, by a dynamic import, only when the shop is started without the real service's settings.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { paymentsFromEnv } from "../../server/services/payments/from-env";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DEV = join(ROOT, "server/dev");
/** `import … from "./x"` and `export … from "./x"`, not `import type` and not `import("./x")`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+["'](\.{1,2}\/[^"']+)["']/gm;
const SIDE_EFFECT_IMPORT = /^\s*import\s+["'](\.{1,2}\/[^"']+)["']/gm;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  );
}

/** Every source file reached from `entry` by static imports. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const match of [...text.matchAll(STATIC_IMPORT), ...text.matchAll(SIDE_EFFECT_IMPORT)]) {
      const target = resolveSource(file, match[1] as string);
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe("development code in production", () => {
  it("the production entry (server/main.ts) imports nothing under server/dev, directly or not", () => {
    const graph = staticGraph(join(ROOT, "server/main.ts"));
    // The walk reaches the shop itself, the payments setup among it.
    expect(graph.has(join(ROOT, "server/app.ts"))).toBe(true);
    expect(graph.has(join(ROOT, "server/services/payments/from-env.ts"))).toBe(true);
    const devFiles = [...graph].filter((file) => file.startsWith(`${DEV}/`));
    expect(devFiles.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it("reads a static import as one and leaves type-only and dynamic ones out", () => {
    const sample = [
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'const c = await import("./c");',
      'export { d } from "./d";',
    ].join("\n");
    expect([...sample.matchAll(STATIC_IMPORT)].map((m) => m[1])).toEqual(["./a", "./d"]);
  });

  it("without PhonePe configured, the shop loads the fake gateway and pays through it", async () => {
    const setup = await paymentsFromEnv("http://localhost:3000", {});
    try {
      const { redirectUrl } = await setup.gateway.initiate({
        transactionId: `TX${Date.now()}`,
        amountPaise: 10_000,
        redirectUrl: "http://localhost:3000/status/x/y",
        expireAfterSeconds: 900,
      });
      expect(redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\//);
    } finally {
      await setup.close();
    }
  });
});
