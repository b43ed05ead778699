// Request-body validators: each failure is a 400 whose message starts with the field's name (nested fields
// as "address.pincode"), the same words the mock handlers use.
import type { Context } from "hono";
import { badRequest } from "./errors";

export type Json = Record<string, unknown>;

export async function readJsonObject(c: Context): Promise<Json> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("Request body must be a JSON object");
  }
  return body as Json;
}

export interface StringRule {
  /** Minimum trimmed length; default 1 (required, not blank). */
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
  /** Trim the answer (default true). */
  trim?: boolean;
}

export function requiredString(body: Json, field: string, rule: StringRule = {}, label = field): string {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`${label} is required`);
  if (typeof value !== "string") throw badRequest(`${label} must be a string`);
  const min = rule.min ?? 1;
  if (value.trim().length < min) {
    throw badRequest(min <= 1 ? `${label} is required` : `${label} is too short`);
  }
  if (rule.max !== undefined && value.length > rule.max) {
    throw badRequest(`${label} must be at most ${rule.max} characters`);
  }
  if (rule.pattern && !rule.pattern.test(value))
    throw badRequest(rule.patternMessage ?? `${label} is not valid`);
  return rule.trim === false ? value : value.trim();
}

/** Absent or null → undefined; else as requiredString with min 0. */
export function optionalString(
  body: Json,
  field: string,
  rule: StringRule = {},
  label = field,
): string | undefined {
  if (body[field] === undefined || body[field] === null) return undefined;
  return requiredString(body, field, { min: 0, ...rule }, label);
}

export function optionalBoolean(body: Json, field: string, label = field): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw badRequest(`${label} must be true or false`);
  return value;
}

export function optionalOneOf<T extends string>(
  body: Json,
  field: string,
  allowed: readonly T[],
  label = field,
): T | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(`${label} must be one of: ${allowed.join(", ")}`);
  }
  return value as T;
}

export function objectField(body: Json, field: string, label = field): Json {
  const value = body[field];
  if (value === undefined || value === null) throw badRequest(`${label} is required`);
  if (typeof value !== "object" || Array.isArray(value)) throw badRequest(`${label} must be an object`);
  return value as Json;
}
