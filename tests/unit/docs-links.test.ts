// The repository's documents stand on their own: every link, anchor and backticked repository path in the
// README and docs/ points at something that exists, and none of them cites what a clone does not have
// (a folder outside the repository, a ticket number, a section of an outside document). The source's
// comments and test titles are held to the same: they cite only the repository's own docs, and every
// document and heading they name exists.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The repository's own top-level entries a backticked path may start with (build output, local data and
 * installed packages are not the repository's). */
const REPO_ROOTS = new Set([
  ".ci",
  ".dockerignore",
  ".storybook",
  "docs",
  "mocks",
  "openapi",
  "server",
  "src",
  "stories",
  "tests",
  "README.md",
  "biome.json",
  "compose.local.env",
  "compose.yaml",
  "deploy",
  "Dockerfile",
  "package-lock.json",
  "package.json",
  "playwright.config.ts",
  "react-router.config.ts",
  "redocly.yaml",
  "tsconfig.json",
  "vite.config.ts",
  "vitest.config.ts",
]);

/** Folders never walked for glob paths: generated, installed or bulky. */
const NOT_WALKED = new Set([".git", "node_modules", "build", ".data", "test-results", "media", "baselines"]);

/** The sibling folder of the working copy that a clone does not have (spelled apart, so this file does not
 * itself name it as a path). */
const SIBLING_FOLDER = ["sha", "red"].join("");
/** A sample path into it, and a sample ticket citation, for the check's own tests. */
const SIBLING_PATH = `../${SIBLING_FOLDER}`;
const TICKET = (n: number) => `${"iss"}ue ${n}`;

/** What a clone does not have: a sibling folder, an outside brief, a ticket or an outside document's section.
 * Another project's issue by its address (owner/name#123) is public and stays allowed. */
const OUTSIDE_CITATIONS: readonly RegExp[] = [
  new RegExp(`\\.\\./${SIBLING_FOLDER}\\b`),
  /\bARCHITECTURE\.md\b/,
  /§/,
  /\bissues? #?\d+/i,
  /\bthe spec\b/i,
  /\bspec's\b/i,
  /\bspec \d/i,
  /\bspec section\b/i,
  /\bspec documents?\b/i,
  /\((?:storefront|commerce) \d/i,
  /\b(?:commerce|storefront)(?: spec)?,? (?:section )?\d/i,
  /\b(?:commerce|storefront) spec\b/i,
  /\b(?:commerce|storefront),? "/i,
];

/** Another project's issue or pull request by its address (dequelabs/axe-core#2768): public, so allowed. */
const UPSTREAM_REFERENCE = /[\w.-]+\/[\w.-]+#\d+/g;

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The text outside fenced code blocks. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** The anchors of a markdown document's headings (a repeated heading gets -1, -2 …, as on GitHub). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = anchorOf(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every file below `dir`, relative to the repository. */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (NOT_WALKED.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [relative(ROOT, path)];
  });
}

let allFiles: string[] | undefined;
const repositoryFiles = () => {
  allFiles ??= [...REPO_ROOTS].flatMap((entry) => {
    const path = join(ROOT, entry);
    if (!existsSync(path)) return [];
    return statSync(path).isDirectory() ? walk(path) : [entry];
  });
  return allFiles;
};

/** Whether a repository path exists; `*` stands for any characters within one path segment. */
function pathExists(path: string): boolean {
  if (!path.includes("*")) return existsSync(join(ROOT, path));
  const pattern = new RegExp(
    `^${path
      .replace(/\/$/, "")
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, "[^/]*")}(/|$)`,
  );
  return repositoryFiles().some((file) => pattern.test(file));
}

/** A file's name alone, as a document names one inside a folder it has just given. */
const SOURCE_FILE_NAME = /^[\w.-]+\.(?:ts|tsx|mjs|js|css|md|json|yaml)$/;

const hasFileNamed = (name: string) => repositoryFiles().some((file) => file.split("/").at(-1) === name);

/** A backticked token that names a repository path (not a placeholder such as `<area>`, not a URL path). */
function repositoryPath(token: string): string | null {
  if (/[<>{}…\s]|\.\.\./.test(token) || token.startsWith("/")) return null;
  const first = token.split("/")[0];
  if (!REPO_ROOTS.has(first)) return null;
  if (!token.includes("/") && !/\.\w+$/.test(token)) return null;
  return token;
}

/** Problems of one markdown document at `file` (relative to the repository): broken links, missing anchors,
 * missing backticked paths. */
function problemsOf(file: string, markdown: string, readDoc = readRepositoryFile): string[] {
  const problems: string[] = [];
  const text = prose(markdown);
  for (const [, target] of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
    const [path, anchor] = target.split("#") as [string, string | undefined];
    const resolved = path === "" ? file : relative(ROOT, resolve(ROOT, dirname(file), path));
    if (resolved.startsWith("..")) {
      problems.push(`${file}: link ${target} leaves the repository`);
      continue;
    }
    if (!existsSync(join(ROOT, resolved))) {
      problems.push(`${file}: link ${target} points at nothing`);
      continue;
    }
    if (anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(readDoc(resolved)).has(anchor)) {
      problems.push(`${file}: link ${target} names no heading of ${resolved}`);
    }
  }
  for (const [, token] of text.matchAll(/`([^`\n]+)`/g)) {
    const path = repositoryPath(token);
    if (path !== null && !pathExists(path)) problems.push(`${file}: \`${token}\` does not exist`);
    // A file named without its folder (in a table or list under a path already given) must exist somewhere.
    if (path === null && SOURCE_FILE_NAME.test(token) && !hasFileNamed(token))
      problems.push(`${file}: no file is named \`${token}\``);
  }
  return problems;
}

/** What in `text` cites something outside the repository. */
function outsideCitationsOf(file: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, index) =>
      OUTSIDE_CITATIONS.some((pattern) => pattern.test(line.replace(UPSTREAM_REFERENCE, "")))
        ? [`${file}:${index + 1}: ${line.trim()}`]
        : [],
    );
}

function readRepositoryFile(path: string): string {
  return readFileSync(join(ROOT, path), "utf8");
}

/** The README and every document under docs/. */
function documents(): string[] {
  return ["README.md", ...walk(join(ROOT, "docs")).filter((file) => file.endsWith(".md"))];
}

/** The folders whose TypeScript is the repository's source, stories, tests, mocks and scripts. */
const SOURCE_ROOTS = ["src", "server", "stories", "tests", "mocks", "scripts", ".storybook"];

/** Generated from the contract, and this file (its examples of citations are the checks' own). */
const NOT_SOURCE = new Set([
  "src/api/schema.d.ts",
  "src/api/contract/openapi.json",
  "tests/unit/docs-links.test.ts",
]);

/** Every TypeScript file of the source roots (relative to the repository). */
function sourceFiles(): string[] {
  return SOURCE_ROOTS.filter((root) => existsSync(join(ROOT, root)))
    .flatMap((root) => walk(join(ROOT, root)))
    .filter((file) => /\.tsx?$/.test(file) && !NOT_SOURCE.has(file));
}

/** The documents a source file names (docs/product.md#constants) that do not exist, or whose heading does not. */
function missingDocumentsOf(file: string, text: string, readDoc = readRepositoryFile): string[] {
  return text.split("\n").flatMap((line, index) =>
    [...line.matchAll(/\b(docs\/[\w./-]*\.md)(?:#([\w-]+))?/g)].flatMap(([cited, path, anchor]) => {
      const where = `${file}:${index + 1}: ${cited}`;
      if (!existsSync(join(ROOT, path))) return [`${where} points at nothing`];
      if (anchor !== undefined && !anchorsOf(readDoc(path)).has(anchor)) return [`${where} names no heading`];
      return [];
    }),
  );
}

describe("the documents", () => {
  it("are the README and the docs folder's index, architecture, decisions, running and product pages", () => {
    expect(documents()).toEqual(
      expect.arrayContaining([
        "README.md",
        "docs/README.md",
        "docs/architecture.md",
        "docs/decisions/README.md",
        "docs/running.md",
        "docs/product.md",
      ]),
    );
  });

  it("link only to files and headings that exist, and name only repository paths that exist", () => {
    const problems = documents().flatMap((file) => problemsOf(file, readRepositoryFile(file)));
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("cite nothing outside the repository", () => {
    const citations = documents().flatMap((file) => outsideCitationsOf(file, readRepositoryFile(file)));
    expect(citations, citations.join("\n")).toEqual([]);
  });

  it("list every decision in the decisions index", () => {
    const index = readRepositoryFile("docs/decisions/README.md");
    const unlisted = readdirSync(join(ROOT, "docs/decisions"))
      .filter((name) => name.endsWith(".md") && name !== "README.md")
      .filter((name) => !index.includes(`(${name})`));
    expect(unlisted).toEqual([]);
  });
});

describe("the code", () => {
  it("is walked: the source roots' TypeScript, without generated files", () => {
    const files = sourceFiles();
    expect(files).toEqual(
      expect.arrayContaining(["src/app/root.tsx", "server/app.ts", "tests/unit/session.test.ts"]),
    );
    expect(files).not.toContain("src/api/schema.d.ts");
    expect(files.some((file) => file.includes("node_modules"))).toBe(false);
  });

  it("source comments cite nothing outside the repository", () => {
    const citations = sourceFiles().flatMap((file) => outsideCitationsOf(file, readRepositoryFile(file)));
    expect(citations, citations.join("\n")).toEqual([]);
  });

  it("names only documents and headings that exist", () => {
    const missing = sourceFiles().flatMap((file) => missingDocumentsOf(file, readRepositoryFile(file)));
    expect(missing, missing.join("\n")).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const doc = (file: string) => (file === "docs/architecture.md" ? "# Architecture\n## A page\n" : "");

  it("report a link to a missing file, a missing heading, a missing path and a missing file name", () => {
    const problems = problemsOf(
      "docs/example.md",
      "See [gone](gone.md), [page](architecture.md#no-such-heading), `server/no-such-file.ts`, `nowhere.tsx`.",
      doc,
    );
    expect(problems).toEqual([
      "docs/example.md: link gone.md points at nothing",
      "docs/example.md: link architecture.md#no-such-heading names no heading of docs/architecture.md",
      "docs/example.md: `server/no-such-file.ts` does not exist",
      "docs/example.md: no file is named `nowhere.tsx`",
    ]);
  });

  it("accept existing files, headings, folders and globs, and leave placeholders and web addresses alone", () => {
    const problems = problemsOf(
      "docs/example.md",
      [
        "[page](architecture.md#a-page), [readme](../README.md), [site](https://example.com/x.md)",
        "`server/app.ts`, `src/app/`, `src/app/hydrateAfterPaint*.ts`, `stories/features/<area>/`, `root.tsx`,",
        "`/display/{productId}/{variantId}`, `.data/pglite`, `npm test`",
      ].join("\n"),
      doc,
    );
    expect(problems).toEqual([]);
  });

  it("find a link that leaves the repository", () => {
    expect(problemsOf("README.md", `[brief](${SIBLING_PATH}/brief.md)`, doc)).toEqual([
      `README.md: link ${SIBLING_PATH}/brief.md leaves the repository`,
    ]);
  });

  it("find citations of a sibling folder, a ticket and an outside document's sections", () => {
    const text = [
      `see ${SIBLING_PATH}/spec/ for it`,
      `added in ${TICKET(11)}`,
      "the header (storefront 2.2)",
      "as the spec's section says (spec 9)",
      'commerce spec "Orders list"',
      "one line (§7)",
    ].join("\n");
    expect(outsideCitationsOf("x.ts", text).map((problem) => problem.split(": ")[0])).toEqual([
      "x.ts:1",
      "x.ts:2",
      "x.ts:3",
      "x.ts:4",
      "x.ts:5",
      "x.ts:6",
    ]);
  });

  it("allow another project's issue address and the contract's `x-origin: spec`", () => {
    const text = [
      "its issue remix-run/react-router#14102 and axe-core#2768",
      "`x-origin: spec` marks the call",
      "(issue dequelabs/axe-core#2768, still open)",
      "every e2e spec uses it; the tests/e2e/home.spec.ts file",
    ].join("\n");
    expect(outsideCitationsOf("x.md", text)).toEqual([]);
  });

  it("find a source comment's citations of an outside document", () => {
    const text = [
      "// the spec's messages",
      "/** The header (storefront 2.2). */",
      "// Spec 9: 640 px",
      "// the product page (commerce 2, 5)",
      '// (commerce "Cart")',
      `// held to ${TICKET(12)}'s budget`,
      'it("keeps data fresh for the spec\'s 60 s", () => {',
      "// as the spec says",
    ].join("\n");
    expect(outsideCitationsOf("x.ts", text).map((problem) => problem.split(": ")[0])).toEqual([
      "x.ts:1",
      "x.ts:2",
      "x.ts:3",
      "x.ts:4",
      "x.ts:5",
      "x.ts:6",
      "x.ts:7",
      "x.ts:8",
    ]);
  });

  it("report a source comment naming a missing document or heading", () => {
    const text = "// see docs/product.md#constants, docs/product.md#no-such-heading and docs/gone.md";
    expect(missingDocumentsOf("x.ts", text)).toEqual([
      "x.ts:1: docs/product.md#no-such-heading names no heading",
      "x.ts:1: docs/gone.md points at nothing",
    ]);
  });

  it("make GitHub's anchors: punctuation dropped, spaces to hyphens, repeats numbered", () => {
    expect([...anchorsOf("# Performance techniques in src/app/bundle\n## Errors\n## Errors\n")]).toEqual([
      "performance-techniques-in-srcappbundle",
      "errors",
      "errors-1",
    ]);
  });
});
