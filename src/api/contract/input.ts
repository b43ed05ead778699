// The validated input of an operation, typed from the generated contract (src/api/schema.d.ts).
import type { operations } from "../schema";

export type OperationId = keyof operations;

type NoInput = Record<string, never>;
type Part<T, K extends "path" | "query" | "header"> = T extends { [P in K]?: infer V }
  ? [V] extends [never]
    ? NoInput
    : NonNullable<V>
  : NoInput;
type JsonBody<O> = O extends { requestBody: { content: { "application/json": infer B } } } ? B : FormBody<O>;
/** A multipart form's fields. Its files (`format: binary`) are typed string by the generator but arrive as
 * File: read them with `uploadedFile`. */
type FormBody<O> = O extends { requestBody: { content: { "multipart/form-data": infer B } } } ? B : undefined;

/** Path parameters, query parameters and JSON body of `Op`: coerced, trimmed, defaults filled in. */
export interface OperationInput<Op extends OperationId> {
  path: Part<operations[Op]["parameters"], "path">;
  query: Part<operations[Op]["parameters"], "query">;
  /** Header parameters, by the contract's spelling of their names ("Idempotency-Key"). */
  header: Part<operations[Op]["parameters"], "header">;
  body: JsonBody<operations[Op]>;
}

/** What the validator hands on for an accepted request. */
export interface ValidatedRequest {
  operationId: string;
  input: {
    path: Record<string, unknown>;
    query: Record<string, unknown>;
    header: Record<string, unknown>;
    body: unknown;
  };
}

/** The request's input as `operationId`'s; throws when the request was not validated as that operation. */
export function inputFor<Op extends OperationId>(
  validated: ValidatedRequest | undefined,
  operationId: Op,
): OperationInput<Op> {
  if (!validated) throw new Error(`${operationId}: the request did not pass the contract validator`);
  if (validated.operationId !== operationId) {
    throw new Error(`${operationId}: the request was validated as ${validated.operationId}`);
  }
  return validated.input as unknown as OperationInput<Op>;
}

/**
 * `values` with `keys` known to be present: the contract gives them defaults, which the validator fills in,
 * but the generated types keep them optional. Throws when one is missing (a default left the contract).
 */
export function withDefaults<T extends object, K extends keyof T>(
  values: T,
  ...keys: K[]
): T & { [P in K]-?: NonNullable<T[P]> } {
  for (const key of keys) {
    if (values[key] === undefined) throw new Error(`${String(key)} has no default in the contract`);
  }
  return values as T & { [P in K]-?: NonNullable<T[P]> };
}

/** A file field of a validated multipart form (the validator hands files on as File). */
export function uploadedFile(value: unknown): File {
  if (!(value instanceof Blob))
    throw new Error("The form field is not a file: the request was not validated");
  return value as File;
}
