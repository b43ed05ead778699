// One name for each category everywhere: the shop's words come from src/lib/categoryNames.ts,
// and none of the original's other spellings is left in a string the storefront shows.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES, RETURNS_POLICY_NAME } from "../../src/lib/categoryNames";
import { UPPER_WEAR_TABS } from "../../src/features/catalog/categoryTabs";
import { CATEGORY_TILES } from "../../src/features/home/CategoryTiles/categories";
import { FOOTER_POLICY_LINKS, FOOTER_PRODUCT_LINKS, HELP_LINKS } from "../../src/features/shell/links";
import { NAV_LINKS } from "../../src/features/shell/navigation";

const SRC = fileURLToPath(new URL("../../src", import.meta.url));
/** The original's other names for the same things, as quoted strings. */
const OTHER_SPELLINGS = [
  /["'`]Tshirt/,
  /Oversize Tshirt/,
  /Regular Tshirt/,
  /["'`]New Arrival["'`]/,
  /Cancellation & Returns/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

describe("category names", () => {
  it("the header, footer, tabs and tiles name each place the same way", () => {
    const byHref = new Map<string, Set<string>>();
    for (const { href, label } of [
      ...NAV_LINKS,
      ...FOOTER_PRODUCT_LINKS,
      ...FOOTER_POLICY_LINKS,
      ...HELP_LINKS,
    ]) {
      byHref.set(href, (byHref.get(href) ?? new Set()).add(label));
    }
    for (const [href, labels] of byHref) expect([...labels], href).toHaveLength(1);
    expect(byHref.get("/return-cancellation")).toEqual(new Set([RETURNS_POLICY_NAME]));
    expect(UPPER_WEAR_TABS.find((t) => t.tab === "oversize-tshirt")?.label).toBe(
      CATEGORY_NAMES.oversizedTees,
    );
    expect(CATEGORY_TILES.find((t) => t.href === "/upper-wear?tab=oversize-tshirt")?.label).toBe(
      CATEGORY_NAMES.oversizedTees,
    );
  });

  it("no other spelling is left in the storefront's sources", () => {
    const found = sourceFiles(SRC)
      .filter((file) => !file.endsWith("categoryNames.ts"))
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        return OTHER_SPELLINGS.filter((pattern) => pattern.test(text)).map(
          (pattern) => `${file}: ${pattern}`,
        );
      });
    expect(found).toEqual([]);
  });
});
