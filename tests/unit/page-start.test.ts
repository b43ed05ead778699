// The pieces that take work off a page's start (see src/app/hydrateAfterPaint.ts, src/app/bundle/*):
// the HTML stream's rewrite, the react-aria patches against the installed react-aria, the bundle's
// barrel detection, React Router's build for the browser and the precompressed copies the server sends.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import type { Plugin, Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "../../src/app/bundle/compileHints";
import { isBarrel } from "../../src/app/bundle/shellChunks";
import { reactAriaStartup } from "../../src/app/bundle/reactAriaStartup";
import {
  DEFERRED_ICON_REL,
  DEFERRED_LINK_MARK,
  DEFERRED_MANIFEST_REL,
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  HYDRATE_AFTER_PAINT,
  ICON_PLACEHOLDER,
} from "../../src/app/hydrateAfterPaint";
import { deferHydrationMarkup } from "../../src/app/hydrateAfterPaint.server";

const HTML =
  '<html><head><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n"/></head><body><p>₹1,299 — नमस्ते</p>' +
  '<script nonce="n" type="module" async="">import "/assets/a.js";</script></body></html>';

/** The HTML through the rewrite, cut into chunks of `size` bytes (tags and characters split anywhere). */
async function rewritten(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(deferHydrationMarkup()));
}

describe("the HTML stream's rewrite", () => {
  const expected = HTML.replaceAll('rel="modulepreload"', `rel="${DEFERRED_PRELOAD_REL}"`).replace(
    'type="module" async=""',
    `type="${DEFERRED_MODULE_TYPE}" async=""`,
  );

  it.each([1, 2, 3, 7, 16, 25, 64, 4096])(
    "makes the preloads and the module script inert in %i-byte chunks",
    async (size) => {
      await expect(rewritten(HTML, size)).resolves.toBe(expected);
    },
  );

  it.each([1, 5, 13, 4096])(
    "names the icon and the manifest inert, an empty icon before them, in %i-byte chunks",
    async (size) => {
      const mark = `${DEFERRED_LINK_MARK}=""`;
      const head =
        `<head><link rel="icon" ${mark} href="/assets/favicon-x.png" type="image/png"/>` +
        `<link rel="manifest" ${mark} href="/manifest.webmanifest"/>` +
        '<noscript><link rel="icon" href="/assets/favicon-x.png" type="image/png"/></noscript></head>';
      await expect(rewritten(head, size)).resolves.toBe(
        `<head>${ICON_PLACEHOLDER}<link rel="${DEFERRED_ICON_REL}" ${mark} href="/assets/favicon-x.png" type="image/png"/>` +
          `<link rel="${DEFERRED_MANIFEST_REL}" ${mark} href="/manifest.webmanifest"/>` +
          '<noscript><link rel="icon" href="/assets/favicon-x.png" type="image/png"/></noscript></head>',
      );
    },
  );

  it("leaves a page without them as it was", async () => {
    const plain =
      '<html><body><script>var type = 1;</script><link rel="stylesheet" href="/s.css"/></body></html>';
    await expect(rewritten(plain, 5)).resolves.toBe(plain);
  });

  it("and the browser's half turns back exactly what the server's half made inert", () => {
    expect(HYDRATE_AFTER_PAINT).toContain(`link[rel="${DEFERRED_PRELOAD_REL}"]`);
    expect(HYDRATE_AFTER_PAINT).toContain(`script[type="${DEFERRED_MODULE_TYPE}"]`);
    expect(HYDRATE_AFTER_PAINT).toContain(`link[rel="${DEFERRED_ICON_REL}"]`);
    expect(HYDRATE_AFTER_PAINT).toContain(`link[rel="${DEFERRED_MANIFEST_REL}"]`);
    expect(ICON_PLACEHOLDER).toContain("data-placeholder");
    expect(HYDRATE_AFTER_PAINT).toContain('link[rel="icon"][data-placeholder]');
    expect(() => new Function(HYDRATE_AFTER_PAINT)).not.toThrow();
  });
});

describe("the react-aria patches", () => {
  const require = createRequire(import.meta.url);
  const reactAria = dirname(require.resolve("react-aria/package.json"));
  // The package exports only its index: its file is found from the index's folder.
  const numberFormatter = join(
    dirname(require.resolve("@internationalized/number")),
    "private/NumberFormatter.mjs",
  );
  const reactAriaComponents = dirname(require.resolve("react-aria-components/package.json"));
  const plugin = reactAriaStartup() as Plugin & {
    transform: (
      this: { error: (message: string) => never },
      code: string,
      id: string,
    ) => { code: string } | null;
  };
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const files = [
    "dist/private/ssr/SSRProvider.mjs",
    "dist/private/i18n/useDefaultLocale.mjs",
    "dist/private/i18n/I18nProvider.mjs",
    "dist/private/i18n/utils.mjs",
    "dist/private/utils/useSlot.mjs",
    "dist/private/utils/useId.mjs",
    "dist/private/i18n/useCollator.mjs",
    "dist/private/i18n/useListFormatter.mjs",
    "NumberFormatter",
    "TextField",
  ];
  const where = (file: string) =>
    file === "NumberFormatter"
      ? numberFormatter
      : file === "TextField"
        ? join(reactAriaComponents, "dist/private/TextField.mjs")
        : join(reactAria, file);

  it.each(files)("apply to the installed react-aria's %s", (file) => {
    const id = where(file);
    const code = readFileSync(id, "utf8");
    const patched = plugin.transform.call(context, code, id);
    expect(patched?.code).toBeDefined();
    expect(patched?.code).not.toBe(code);
  });

  it("stop the build when react-aria's code changed", () => {
    const id = join(reactAria, files[0]);
    expect(() => plugin.transform.call(context, "export const changed = true;", id)).toThrow(
      /react-aria changed/,
    );
  });

  it("leave every other module alone", () => {
    expect(plugin.transform.call(context, "let a = 1;", "/src/features/home/HomeScreen.tsx")).toBeNull();
  });

  it("leave number formatting asking Intl nothing at load, and still format signs", async () => {
    const id = numberFormatter;
    const patched = plugin.transform.call(context, readFileSync(id, "utf8"), id)?.code ?? "";
    const built: unknown[] = [];
    const original = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args) {
        built.push(args[0]);
        return Reflect.construct(target, args);
      },
    });
    let NumberFormatter: typeof import("@internationalized/number").NumberFormatter;
    try {
      ({ NumberFormatter } = await import(`data:text/javascript,${encodeURIComponent(patched)}`));
      expect(built).toEqual([]);
    } finally {
      Intl.NumberFormat = original;
    }
    const signed = new NumberFormatter("en-IN", { signDisplay: "exceptZero" });
    expect([signed.format(5), signed.format(0), signed.format(-5)]).toEqual(["+5", "0", "-5"]);
  });

  it("build the collator and the list format on first use, not as a Select renders", async () => {
    const built: string[] = [];
    const spies = (["Collator", "ListFormat"] as const).map((name) => {
      const original = Intl[name];
      (Intl as Record<string, unknown>)[name] = new Proxy(original, {
        construct(target, args) {
          built.push(name);
          return Reflect.construct(target, args);
        },
      });
      return () => {
        (Intl as Record<string, unknown>)[name] = original;
      };
    });
    try {
      const load = async (file: string) => {
        const id = join(reactAria, file);
        // The hooks read the locale from React Aria's context: a stand-in answers en-IN.
        const patched = (plugin.transform.call(context, readFileSync(id, "utf8"), id)?.code ?? "")
          .replace(
            /^import \{useLocale as ([\w$]+)\} from "\.\/I18nProvider\.mjs";$/m,
            'const $1 = () => ({ locale: "en-IN" });',
          )
          .replace(/^import \{useMemo as ([\w$]+)\} from "react";$/m, "const $1 = (make) => make();");
        return import(`data:text/javascript,${encodeURIComponent(patched)}`);
      };
      // Called as plain functions here: the stand-ins above need no React.
      const { useCollator: collatorFor } = await load("dist/private/i18n/useCollator.mjs");
      const { useListFormatter: listFormatFor } = await load("dist/private/i18n/useListFormatter.mjs");
      const collator = collatorFor({ usage: "search", sensitivity: "base" });
      const lists = listFormatFor({ type: "conjunction" });
      expect(built).toEqual([]);
      expect(collator.compare("tee", "TEE")).toBe(0);
      expect(lists.format(["S", "M", "L"])).toBe("S, M and L");
      expect(built).toEqual(["Collator", "ListFormat"]);
    } finally {
      for (const restore of spies) restore();
    }
  });

  it("read a plain locale's direction without Intl, as react-aria's own list says", async () => {
    const id = join(reactAria, "dist/private/i18n/utils.mjs");
    const patched = plugin.transform.call(context, readFileSync(id, "utf8"), id)?.code ?? "";
    const { isRTL } = await import(`data:text/javascript,${encodeURIComponent(patched)}`);
    expect(isRTL("en-IN")).toBe(false);
    expect(isRTL("hi")).toBe(false);
    expect(isRTL("ar-EG")).toBe(true);
    expect(isRTL("ur-IN")).toBe(true);
  });
});

describe("the bundle's barrel detection", () => {
  it.each([
    ['export { Button } from "./Button";\nexport { Link, LinkContext } from "./Link";', true],
    ["export * from './a';\nexport * as b from './b';", true],
    ['import { a } from "./a";\nexport { a };', true],
    ['import { a } from "./a";\nexport const b = a + 1;', false],
    ["export function f() {}", false],
    ["", false],
  ])("%j is a barrel: %s", (code, barrel) => {
    expect(isBarrel(code)).toBe(barrel);
  });
});

describe("the compile hints", () => {
  const chunk = (fileName: string, isEntry: boolean, imports: string[] = []) =>
    ({
      type: "chunk",
      fileName,
      isEntry,
      imports,
      code: `/* ${fileName} */`,
    }) as unknown as Rolldown.OutputChunk;
  const bundle = (): Rolldown.OutputBundle =>
    Object.fromEntries(
      [
        chunk("entry.js", true, ["framework.js"]),
        chunk("route.js", true, ["shared.js", "framework.js"]),
        chunk("framework.js", false),
        chunk("shared.js", false, ["deep.js"]),
        chunk("deep.js", false),
        chunk("overlay.js", false, ["shared.js"]),
        { type: "asset", fileName: "style.css", source: "a{}" },
      ].map((item) => [item.fileName, item]),
    ) as Rolldown.OutputBundle;

  it("mark the entries and what they import statically, not a part loaded on demand", () => {
    const output = bundle();
    const plugin = compileHints() as Plugin & {
      generateBundle: (o: unknown, b: Rolldown.OutputBundle) => void;
    };
    plugin.generateBundle({}, output);
    plugin.generateBundle({}, output);
    const hinted = Object.values(output)
      .filter((item) => item.type === "chunk" && item.code.startsWith(COMPILE_HINT))
      .map((item) => item.fileName)
      .sort();
    expect(hinted).toEqual(["deep.js", "entry.js", "framework.js", "route.js", "shared.js"]);
    // Once, however often the bundle is written.
    const route = output["route.js"] as Rolldown.OutputChunk;
    expect(route.code).toBe(`${COMPILE_HINT}/* route.js */`);
  });
});

describe("React Router in the browser", () => {
  const dir = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
    exports: Record<string, Exports>;
  };
  // The conditions of Vite's client build for production (vite's defaultClientConditions, `production`
  // for `development|production`), which React Router's plugin leaves as they are when it builds.
  const CLIENT_BUILD = ["module", "browser", "production", "import", "default"];

  it("is the production build, its development warnings left out, one copy for both entries", () => {
    const index = exported(pkg.exports["."], CLIENT_BUILD);
    const dom = exported(pkg.exports["./dom"], CLIENT_BUILD);
    expect(index).toMatch(/^\.\/dist\/production\//);
    expect(dom).toMatch(/^\.\/dist\/production\//);
    expect(dirname(dom)).toBe(dirname(index));
    // A warning the development build gives when no route matches; never shipped to a shopper.
    const hooks = (build: string) => readFileSync(join(dir, "dist", build, "lib", "hooks.js"), "utf8");
    expect(hooks("development")).toContain("No routes matched location");
    expect(hooks("production")).not.toContain("No routes matched location");
  });
});

type Exports = string | { [condition: string]: Exports };

/** The file a package's `exports` entry names for `conditions`, as Node and Vite read it (in key order). */
function exported(entry: Exports, conditions: string[]): string {
  if (typeof entry === "string") return entry;
  for (const [condition, target] of Object.entries(entry)) {
    if (conditions.includes(condition)) return exported(target, conditions);
  }
  throw new Error(`no file for ${conditions.join(", ")}`);
}
