// Small request validators for the mock handlers. Each failure throws a 400 ErrorResponse whose message
// starts with the offending field's name, as the server answers.
// The account rules themselves come from src/lib/accountRules (one module for forms, mocks and server).
import { PASSWORD_MESSAGE } from "../../src/lib/accountApiMessages";
import { EMAIL_RULE, PASSWORD_RULE, PINCODE_RULE } from "../../src/lib/accountRules";

import { fail } from "./http";

export type Json = Record<string, unknown>;

const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

/** The request's JSON object body, or 400. */
export async function readBody(request: Request): Promise<Json> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    fail(400, "Request body must be valid JSON");
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    fail(400, "Request body must be a JSON object");
  return body as Json;
}

/** A nested object field (required unless optional). */
export function object(body: Json, field: string, label = field): Json {
  const value = body[field];
  if (value === undefined || value === null) fail(400, `${label} is required`);
  if (typeof value !== "object" || Array.isArray(value)) fail(400, `${label} must be an object`);
  return value as Json;
}

interface StringRule {
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
}

export function string(body: Json, field: string, rule: StringRule = {}, label = field): string {
  const value = body[field];
  if (value === undefined || value === null) fail(400, `${label} is required`);
  if (typeof value !== "string") fail(400, `${label} must be a string`);
  const min = rule.min ?? 1;
  if (value.trim().length < min) fail(400, min <= 1 ? `${label} is required` : `${label} is too short`);
  if (rule.max !== undefined && value.length > rule.max) {
    fail(400, `${label} must be at most ${rule.max} characters`);
  }
  if (rule.pattern && !rule.pattern.test(value)) fail(400, rule.patternMessage ?? `${label} is not valid`);
  return value;
}

export function optionalString(body: Json, field: string, rule: StringRule = {}, label = field) {
  if (body[field] === undefined || body[field] === null) return undefined;
  return string(body, field, { min: 0, ...rule }, label);
}

export function email(body: Json, field = "email", label = field): string {
  return string(
    body,
    field,
    { max: 254, pattern: EMAIL_RULE, patternMessage: `${label} must be a valid email` },
    label,
  );
}

export function password(body: Json, field = "password"): string {
  return string(body, field, { max: 128, pattern: PASSWORD_RULE, patternMessage: PASSWORD_MESSAGE });
}

export function integer(
  body: Json,
  field: string,
  range: { min?: number; max?: number } = {},
  label = field,
) {
  const value = body[field];
  if (value === undefined || value === null) fail(400, `${label} is required`);
  if (typeof value !== "number" || !Number.isInteger(value)) fail(400, `${label} must be an integer`);
  if (range.min !== undefined && value < range.min) fail(400, `${label} must be at least ${range.min}`);
  if (range.max !== undefined && value > range.max) fail(400, `${label} must be at most ${range.max}`);
  return value;
}

export function optionalInteger(
  body: Json,
  field: string,
  range: { min?: number; max?: number } = {},
  label = field,
): number | undefined {
  if (body[field] === undefined || body[field] === null) return undefined;
  return integer(body, field, range, label);
}

export function oneOf<T extends string>(body: Json, field: string, allowed: readonly T[], label = field): T {
  const value = body[field];
  if (value === undefined || value === null) fail(400, `${label} is required`);
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    fail(400, `${label} must be one of: ${allowed.join(", ")}`);
  }
  return value as T;
}

export function optionalOneOf<T extends string>(
  body: Json,
  field: string,
  allowed: readonly T[],
  label = field,
): T | undefined {
  if (body[field] === undefined || body[field] === null) return undefined;
  return oneOf(body, field, allowed, label);
}

export function optionalBoolean(body: Json, field: string, label = field): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") fail(400, `${label} must be true or false`);
  return value;
}

/** A query/path value that must be one of `allowed` (same message as the server). */
export function enumParam<T extends string>(
  raw: string | null | undefined,
  field: string,
  allowed: readonly T[],
): T {
  if (raw != null && (allowed as readonly string[]).includes(raw)) return raw as T;
  return fail(400, `${field} must be one of: ${allowed.join(", ")}`);
}

/** A query value that must be a positive integer (≤ max when given); absent → fallback. */
export function positiveIntegerParam(
  raw: string | null,
  field: string,
  fallback: number,
  max?: number,
): number {
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!POSITIVE_INTEGER.test(raw) || !Number.isSafeInteger(value))
    fail(400, `${field} must be a positive integer`);
  if (max !== undefined && value > max) fail(400, `${field} must be at most ${max}`);
  return value;
}

export function pincodeParam(raw: string, field: string): string {
  if (!PINCODE_RULE.test(raw)) fail(400, `${field} must be a 6-digit pincode`);
  return raw;
}
