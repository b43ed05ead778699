import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  ADDRESS_TYPES,
  BANNER_LISTS,
  CATEGORIES,
  LETTER_SIZES,
  LISTING_SORTS,
  PRODUCT_TAGS,
  RETURN_KINDS,
  SIZES,
  STAFF_PERMISSIONS,
  SUB_CATEGORIES,
  WAIST_SIZES,
} from "../../src/api/enums";

const doc = parse(readFileSync(new URL("../../openapi/openapi.yaml", import.meta.url), "utf8")) as {
  components: {
    schemas: Record<string, { enum?: string[] }>;
    parameters: Record<string, { schema?: { enum?: string[] } }>;
  };
};

const CASES: [schema: string, values: readonly string[]][] = [
  ["ProductTag", PRODUCT_TAGS],
  ["Category", CATEGORIES],
  ["SubCategory", SUB_CATEGORIES],
  ["Size", SIZES],
  ["LetterSize", LETTER_SIZES],
  ["BannerList", BANNER_LISTS],
  ["AddressType", ADDRESS_TYPES],
  ["StaffPermission", STAFF_PERMISSIONS],
  ["ReturnKind", RETURN_KINDS],
];

describe("src/api/enums.ts", () => {
  for (const [schema, values] of CASES) {
    it(`lists exactly the contract's ${schema} values`, () => {
      expect([...values].sort()).toEqual([...(doc.components.schemas[schema]?.enum ?? [])].sort());
    });
  }

  it("keeps the sizes in the contract's order: the letter sizes, then the jeans waists", () => {
    expect(SIZES).toEqual(doc.components.schemas.Size?.enum);
    expect(SIZES).toEqual([...LETTER_SIZES, ...WAIST_SIZES]);
  });

  it("lists exactly the contract's listingSort parameter values", () => {
    expect([...LISTING_SORTS].sort()).toEqual(
      [...(doc.components.parameters.listingSort?.schema?.enum ?? [])].sort(),
    );
  });
});
