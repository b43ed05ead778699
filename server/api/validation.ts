import { badRequest } from "./errors";

const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

/** A query value that must be a positive integer (≤ max when given); absent → fallback. Throws 400. */
export function positiveIntegerParam(
  raw: string | undefined,
  field: string,
  fallback: number,
  max?: number,
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!POSITIVE_INTEGER.test(raw) || !Number.isSafeInteger(value)) {
    throw badRequest(`${field} must be a positive integer`);
  }
  if (max !== undefined && value > max) throw badRequest(`${field} must be at most ${max}`);
  return value;
}

/** A value that must be one of `allowed`. Throws 400 naming the field. */
export function enumParam<T extends string>(
  raw: string | undefined,
  field: string,
  allowed: readonly T[],
): T {
  if (raw !== undefined && (allowed as readonly string[]).includes(raw)) return raw as T;
  throw badRequest(`${field} must be one of: ${allowed.join(", ")}`);
}

const NON_NEGATIVE_INTEGER = /^(0|[1-9][0-9]*)$/;

/** A query value that must be an integer >= 0; absent → undefined. Throws 400 naming the field. */
export function nonNegativeIntegerParam(raw: string | undefined, field: string): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!NON_NEGATIVE_INTEGER.test(raw) || !Number.isSafeInteger(value)) {
    throw badRequest(`${field} must be a non-negative integer`);
  }
  return value;
}
