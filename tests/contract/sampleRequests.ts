// A contract-valid request for any operation, built from the contract itself: path and required query
// parameters from their examples or schemas, the JSON body from the operation's example (a multipart body
// from its schema's required fields). Identifiers a handler looks up (a product, an address, an order)
// can be given as `values` by parameter or field name, so the request names something that exists.
import { contractDocument } from "../../src/api/contract";
import {
  type ContractOperation,
  type Json,
  operationIndex,
  resolveRef,
} from "../../src/api/contract/operations";

/** Values by parameter or body field name; a function picks one for the operation. */
export type SampleValues = Record<string, unknown | ((operation: ContractOperation) => unknown)>;

const index = operationIndex(contractDocument);

/** The bytes a sample form's file fields carry: a JPEG's first bytes. */
const SAMPLE_FILE = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

/** Every operation of the contract. */
export const contractOperations: readonly ContractOperation[] = index.operations;

/** The operation of a method and path template ("/addresses/{id}"), or undefined. */
export function operationAt(method: string, template: string): ContractOperation | undefined {
  return index.operations.find((o) => o.method === method.toUpperCase() && o.template === template);
}

const resolve = (schema: Json) => resolveRef(contractDocument, schema).value;

/** A value the schema accepts: its example, default, first enum value, or one built from its type. */
export function sampleOf(schemaOrRef: Json, where: string): unknown {
  const schema = resolve(schemaOrRef);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part: Json) => sampleOf(part, where)));
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (alternatives) {
    const first = alternatives.find((a) => resolve(a).type !== "null") ?? alternatives[0];
    return sampleOf(first, where);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(
        required.map((name) => [name, sampleOf(properties[name], `${where}.${name}`)]),
      );
    }
    case "array":
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () =>
        sampleOf(schema.items as Json, `${where}[]`),
      );
    case "integer":
    case "number":
      return Math.max(1, Number(schema.minimum ?? 1));
    case "boolean":
      return true;
    case "string":
      if (schema.pattern) throw new Error(`${where}: a pattern with no example; give one in the contract`);
      if (schema.format === "email") return "meera@example.in";
      if (schema.format === "date-time") return "2026-03-01T10:00:00.000Z";
      return "x".repeat(Math.max(1, Number(schema.minLength ?? 1)));
    default:
      throw new Error(`${where}: no sample for a schema of type ${String(type)}`);
  }
}

/** Replaces, at any depth, the fields `values` names. */
function withValues(value: unknown, values: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => withValues(item, values));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key in values ? values[key] : withValues(item, values)]),
  );
}

function requestBody(
  operation: ContractOperation,
  values: Record<string, unknown>,
): { headers: Record<string, string>; body: string | FormData } | undefined {
  const raw = operation.operation.requestBody as Json | undefined;
  if (!raw) return undefined;
  const content = (resolve(raw).content ?? {}) as Record<string, Json>;
  const json = content["application/json"];
  if (json) {
    const example = json.example ?? sampleOf(json.schema as Json, `${operation.operationId} body`);
    return {
      headers: { "content-type": "application/json" },
      body: JSON.stringify(withValues(example, values)),
    };
  }
  const form = content["multipart/form-data"];
  if (form) {
    const fields = sampleOf(form.schema as Json, `${operation.operationId} form`) as Json;
    const properties = (resolve(form.schema as Json).properties ?? {}) as Record<string, Json>;
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      // A file field gets a file: a few bytes the mocks take (the server's checks of its contents are
      // tests/unit/server-pictures.test.ts's).
      if (resolve(properties[name] ?? {}).format === "binary") {
        body.set(name, new Blob([SAMPLE_FILE], { type: "image/jpeg" }), "sample.jpg");
      } else if (typeof value !== "object") body.set(name, String(value));
    }
    return { headers: {}, body };
  }
  throw new Error(`${operation.operationId}: no JSON or multipart request body to sample`);
}

/**
 * A request `operation` accepts, against `origin`. Parameters and body fields named in `values` take those
 * values; the rest come from the contract.
 */
export function sampleRequest(
  operation: ContractOperation,
  origin: string,
  values: SampleValues = {},
): Request {
  const chosen = Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, typeof value === "function" ? value(operation) : value])
      .filter(([, value]) => value !== undefined),
  );
  const param = (parameter: Json) => {
    const name = String(parameter.name);
    if (name in chosen) return chosen[name];
    return parameter.example ?? sampleOf(parameter.schema as Json, `${operation.operationId} ${name}`);
  };

  let path = operation.template;
  const url = new URL(origin);
  const headers: Record<string, string> = {};
  for (const { parameter } of operation.parameters) {
    if (parameter.in === "header" && parameter.required) {
      headers[String(parameter.name)] = String(param(parameter));
    } else if (parameter.in === "path") {
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(param(parameter))));
    } else if (parameter.in === "query" && parameter.required) {
      const value = param(parameter);
      for (const item of Array.isArray(value) ? value : [value]) {
        url.searchParams.append(String(parameter.name), String(item));
      }
    }
  }
  url.pathname = `${operation.base}${path}`;
  const body = requestBody(operation, chosen);
  return new Request(url, {
    method: operation.method,
    headers: { ...headers, ...body?.headers },
    body: body?.body,
  });
}
