// What the contract promises about input, checked on the document itself: every value a caller can send is
// bounded and has a known character set, and the copies of its rules that the browser forms need (they
// cannot load the validator) say the same as the contract.
import { describe, expect, it } from "vitest";
import { contractDocument } from "../../src/api/contract";
import { atPointer, type Json, operationIndex, resolveRef } from "../../src/api/contract/operations";
import { PASSWORD_MESSAGE } from "../../src/lib/accountApiMessages";
import { OTP_RULE, PASSWORD_RULE, PHONE_RULE, PINCODE_RULE } from "../../src/lib/accountRules";

// date-time is checked whole by src/api/contract/formats.ts (digits, separators and an offset only).
const SAFE_FORMATS = new Set(["text", "multiline-text", "email", "password", "date", "date-time"]);

/** A pattern that only lets listed characters through: anchored, no `.` (outside a class), no negated or
 * "non-" classes. */
function restrictivePattern(pattern: string): boolean {
  const outsideClasses = pattern
    .replace(/\\./g, (escaped) => (/\\[SWD]/.test(escaped) ? escaped : ""))
    .replace(/\[[^\]]*\]/g, (klass) => (klass.startsWith("[^") ? "[^" : ""));
  return pattern.startsWith("^") && pattern.endsWith("$") && !/\.|\\[SWD]|\[\^/.test(outsideClasses);
}
/** Every quantifier has an upper bound. */
const boundedPattern = (pattern: string) => !/[*+]|\{\d+,\}/.test(pattern.replace(/\(\?=[^)]*\)/g, ""));

/** Problems with one input schema and everything inside it, each prefixed with where it is. */
function problemsOf(schema: Json, where: string, seen = new Set<Json>()): string[] {
  const { value } = resolveRef(contractDocument, schema);
  if (seen.has(value)) return [];
  seen.add(value);
  const problems: string[] = [];
  const nested = (child: unknown, at: string) => {
    if (child && typeof child === "object") problems.push(...problemsOf(child as Json, at, seen));
  };
  for (const key of ["oneOf", "anyOf", "allOf"] as const) {
    const branches = Array.isArray(value[key]) ? (value[key] as Json[]) : [];
    branches.forEach((branch, i) => {
      nested(branch, `${where}/${key}/${i}`);
    });
  }
  nested(value.then, `${where}/then`);
  switch (value.type) {
    case "string": {
      if (Array.isArray(value.enum) || value.format === "binary") break;
      const pattern = typeof value.pattern === "string" ? value.pattern : undefined;
      if (!SAFE_FORMATS.has(String(value.format)) && !(pattern && restrictivePattern(pattern))) {
        problems.push(`${where}: a string needs an enum, a safe format or a restrictive pattern`);
      }
      if (value.maxLength === undefined && !(pattern && boundedPattern(pattern))) {
        problems.push(`${where}: a string needs maxLength`);
      }
      break;
    }
    case "integer":
    case "number":
      if (value.minimum === undefined || value.maximum === undefined) {
        problems.push(`${where}: a number needs minimum and maximum`);
      }
      break;
    case "array":
      if (value.maxItems === undefined) problems.push(`${where}: a list needs maxItems`);
      nested(value.items, `${where}/items`);
      break;
    case "object":
      for (const [name, child] of Object.entries((value.properties ?? {}) as Json)) {
        nested(child, `${where}.${name}`);
      }
      break;
  }
  return problems;
}

const index = operationIndex(contractDocument);
const inputs = index.operations.flatMap((op) => {
  const params = op.parameters.map(({ parameter }) => ({
    where: `${op.operationId} ${parameter.in} ${parameter.name}`,
    schema: parameter.schema as Json,
  }));
  const requestBody = op.operation.requestBody
    ? resolveRef(contractDocument, op.operation.requestBody as Json).value
    : undefined;
  const bodies = Object.entries((requestBody?.content ?? {}) as Record<string, Json>).map(
    ([type, media]) => ({
      where: `${op.operationId} ${type} body`,
      schema: media.schema as Json,
    }),
  );
  return [...params, ...bodies];
});

describe("contract input", () => {
  it("covers every operation's parameters and bodies", () => {
    expect(inputs.length).toBeGreaterThan(80);
    expect(inputs.filter((i) => i.where.includes("body")).length).toBeGreaterThan(30);
  });

  it("bounds every value and gives every string a known character set", () => {
    expect(inputs.flatMap(({ where, schema }) => problemsOf(schema, where))).toEqual([]);
  });

  it("the checks above can fail", () => {
    expect(problemsOf({ type: "string" }, "s")).toEqual([
      "s: a string needs an enum, a safe format or a restrictive pattern",
      "s: a string needs maxLength",
    ]);
    expect(problemsOf({ type: "string", pattern: "^.{8,}$" }, "p")).toHaveLength(2);
    expect(problemsOf({ type: "integer", minimum: 0 }, "n")).toHaveLength(1);
    expect(problemsOf({ type: "array", items: { type: "string", format: "text" } }, "a")).toHaveLength(2);
  });

  it("the forms' copies of its rules match its patterns", () => {
    const pattern = (name: string) =>
      String((atPointer(contractDocument, `/components/schemas/${name}`) as Json).pattern).replace(
        /\[0-9\]/g,
        "\\d",
      );
    expect(PINCODE_RULE.source).toBe(pattern("Pincode"));
    expect(PHONE_RULE.source).toBe(pattern("OptionalPhoneNumber"));
    expect(OTP_RULE.source).toBe(pattern("OtpCode"));
    expect(PASSWORD_RULE.source).toBe(pattern("NewPassword"));
    const newPassword = atPointer(contractDocument, "/components/schemas/NewPassword") as Json;
    expect(`password ${newPassword["x-message"]}`).toBe(PASSWORD_MESSAGE);
  });
});
