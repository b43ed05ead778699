// What a refused request is told: one sentence that starts with the field ("address.pincode must be …"),
// built from the first schema error ajv reports. A schema's `x-message` replaces the generic words for a
// value that breaks its pattern, format or minimum length (the shop's password message, "must be 10 digits");
// on the whole body it is the sentence ("Send size, quantity or selected").
import type { ErrorObject } from "ajv";
import { formatMessages } from "./formats";

type Schema = Record<string, unknown>;

export const requestMessages = {
  notJson: "Request body must be valid JSON",
  notObject: "Request body must be a JSON object",
  tooLarge: "Request body is too large",
  notForm: "Request body must be a multipart/form-data form",
  notFound: "Not found",
  /** A planned operation (`x-planned` in the contract): designed, not served yet. */
  planned: "Not implemented yet",
  contentType: (types: string[]) => `Content-Type must be ${types.join(" or ")}`,
} as const;

/** "/address/pincode" → "address.pincode"; list positions are left out ("/size/1" → "size"). */
function fieldOf(instancePath: string): string {
  return instancePath
    .split("/")
    .slice(1)
    .filter((segment) => !/^\d+$/.test(segment))
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"))
    .join(".");
}

/** Integers bounded below by 0 or 1 say so in words (the contract's listing parameters do). */
function integerMessage(schema: Schema): string {
  if (schema.minimum === 1) return "must be a positive integer";
  if (schema.minimum === 0) return "must be a non-negative integer";
  return "must be an integer";
}

const TYPE_MESSAGES: Record<string, string> = {
  string: "must be a string",
  number: "must be a number",
  boolean: "must be true or false",
  object: "must be an object",
  array: "must be a list",
  null: "must be null",
};

function words(error: ErrorObject): string {
  const schema = (error.parentSchema ?? {}) as Schema;
  const custom = typeof schema["x-message"] === "string" ? (schema["x-message"] as string) : undefined;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return "is required";
    case "type": {
      const type = String(params.type).split(",")[0];
      return type === "integer" ? integerMessage(schema) : (TYPE_MESSAGES[type] ?? `must be ${type}`);
    }
    case "minLength":
      return custom ?? (params.limit === 1 ? "is required" : `must be at least ${params.limit} characters`);
    case "maxLength":
      return `must be at most ${params.limit} characters`;
    case "pattern":
      return custom ?? "is not valid";
    case "format":
      return custom ?? formatMessages[String(params.format)] ?? `must be a valid ${params.format}`;
    case "enum":
      return `must be one of: ${(params.allowedValues as unknown[]).join(", ")}`;
    case "const":
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case "minimum":
      return schema.type === "integer" && (params.limit === 0 || params.limit === 1)
        ? integerMessage(schema)
        : `must be at least ${params.limit}`;
    case "maximum":
      return `must be at most ${params.limit}`;
    case "minItems":
      return `must have at least ${params.limit} ${params.limit === 1 ? "value" : "values"}`;
    case "maxItems":
      return `must have at most ${params.limit} values`;
    case "uniqueItems":
      return "must not list a value twice";
    case "minProperties":
      return custom ?? "must not be empty";
    default:
      return "is not valid";
  }
}

/** The message for the first of ajv's errors. */
export function messageFor(errors: ErrorObject[]): string {
  const error = errors[0];
  let field = fieldOf(error.instancePath);
  if (error.keyword === "required") {
    const missing = String((error.params as { missingProperty: string }).missingProperty);
    field = field ? `${field}.${missing}` : missing;
  }
  if (!field) {
    if (error.keyword === "type") return requestMessages.notObject;
    // A whole-body rule's own sentence ("Send size, quantity or selected") stands alone.
    const custom = (error.parentSchema as Schema | undefined)?.["x-message"];
    return typeof custom === "string" ? custom : `Request body ${words(error)}`;
  }
  return `${field} ${words(error)}`;
}
