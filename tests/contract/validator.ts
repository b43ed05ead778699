// Response validation against the contract (its bundled copy, src/api/contract/openapi.json): wraps a fetch so that every answer is checked against
// the contract (operation found by method + path template, response documented for its status, JSON body
// valid against that response's schema, and, when the answer's headers are given, its documented headers
// present and valid and no cookie set by an answer that documents no Set-Cookie). Violations are recorded, not thrown, so the scenario under test
// still sees the real answer; the scenarios assert `takeViolations()` is empty after each one.
import type { ErrorObject, ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { contractDocument } from "../../src/api/contract";
import { contractFormats } from "../../src/api/contract/formats";
import {
  type ContractOperation,
  escapePointer,
  type Json,
  operationIndex,
  resolveRef,
} from "../../src/api/contract/operations";

const DOC_ID = "openapi";

export interface ContractViolation {
  /** e.g. "GET /product/tags/{tag} (listProductsByTag)" or the raw request when no operation matched. */
  operation: string;
  url: string;
  status: number;
  problem: string;
  errors?: Array<Pick<ErrorObject, "instancePath" | "message" | "params">>;
  body?: unknown;
}

export interface ContractValidator {
  operations: ContractOperation[];
  /** Checks one answer; returns the violations found (none when it conforms). */
  check(
    method: string,
    url: string,
    response: { status: number; contentType: string; text: string; headers?: Headers },
  ): {
    operation: ContractOperation | undefined;
    violations: ContractViolation[];
  };
}

function isJsonType(mediaType: string): boolean {
  return /(^application\/json$)|(\+json$)/i.test(mediaType.split(";")[0].trim());
}

export function createContractValidator(doc: Json = contractDocument): ContractValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  for (const [name, format] of Object.entries(contractFormats)) ajv.addFormat(name, format);
  // The whole document under one $id: `#/components/schemas/X` refs inside resolve against it, and any
  // response schema is reachable as `openapi#/<json pointer>`.
  ajv.addSchema({ ...doc, $id: DOC_ID });
  const index = operationIndex(doc);

  const compiled = new Map<string, ValidateFunction>();
  function validatorAt(pointer: string): ValidateFunction {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.getSchema(`${DOC_ID}#${pointer}`);
      if (!validate) throw new Error(`No schema at ${pointer} in openapi.yaml`);
      compiled.set(pointer, validate);
    }
    return validate;
  }

  /** The documented headers of the answer's response: each required one present, every one valid against
   * its schema (Set-Cookie: each cookie set), and no Set-Cookie when none is documented. */
  function headerProblems(operation: ContractOperation, status: number, headers: Headers): string[] {
    const responses = (operation.operation.responses ?? {}) as Json;
    const key = [String(status), `${String(status)[0]}XX`, "default"].find((k) => k in responses);
    if (!key) return [];
    const resolved = resolveRef(doc, responses[key] as Json);
    const pointer = resolved.pointer ?? `${operation.pointer}/responses/${escapePointer(key)}`;
    const documented = (resolved.value.headers ?? {}) as Record<string, Json>;
    const problems: string[] = [];
    const names = Object.keys(documented).map((name) => name.toLowerCase());
    if (headers.getSetCookie().length > 0 && !names.includes("set-cookie")) {
      problems.push(`Set-Cookie is sent but not documented on ${key}: ${headers.getSetCookie().join(" | ")}`);
    }
    for (const [name, header] of Object.entries(documented)) {
      const definition = resolveRef(doc, header);
      const values =
        name.toLowerCase() === "set-cookie"
          ? headers.getSetCookie()
          : headers.has(name)
            ? [headers.get(name) as string]
            : [];
      if (values.length === 0) {
        if (definition.value.required === true) problems.push(`required header ${name} is missing`);
        continue;
      }
      const schemaPointer = `${definition.pointer ?? `${pointer}/headers/${escapePointer(name)}`}/schema`;
      const validate = validatorAt(schemaPointer);
      // A header is text: a number or boolean schema reads it as one (OpenAPI's simple style).
      const type = resolveRef(doc, (definition.value.schema ?? {}) as Json).value.type;
      const read = (text: string): unknown =>
        (type === "integer" || type === "number") && text.trim() !== "" && !Number.isNaN(Number(text))
          ? Number(text)
          : type === "boolean" && (text === "true" || text === "false")
            ? text === "true"
            : text;
      for (const value of values) {
        if (!validate(read(value))) problems.push(`header ${name} "${value}" does not match its schema`);
      }
    }
    return problems;
  }

  /** The status and the body (the headers are headerProblems'). */
  const statusAndBody: Pick<ContractValidator, "check"> = {
    check(method, url, response) {
      const pathname = new URL(url, "http://contract.invalid").pathname;
      const operation = index.find(method, pathname)?.operation;
      const violation = (problem: string, extra: Partial<ContractViolation> = {}): ContractViolation => ({
        operation: operation
          ? `${operation.method} ${operation.template} (${operation.operationId})`
          : `${method.toUpperCase()} ${pathname}`,
        url,
        status: response.status,
        problem,
        ...extra,
      });
      if (!operation) {
        return { operation, violations: [violation("no operation of the contract matches this request")] };
      }

      const statusKey = String(response.status);
      const rangeKey = `${statusKey[0]}XX`;
      const responses = (operation.operation.responses ?? {}) as Json;
      const key = [statusKey, rangeKey, "default"].find((k) => k in responses);
      if (!key) {
        const documented = Object.keys(responses).join(", ");
        return {
          operation,
          violations: [violation(`status ${response.status} is not documented (documented: ${documented})`)],
        };
      }

      let responsePointer = `${operation.pointer}/responses/${escapePointer(key)}`;
      const resolved = resolveRef(doc, responses[key] as Json);
      if (resolved.pointer) responsePointer = resolved.pointer;
      const content = (resolved.value.content ?? {}) as Record<string, Json>;
      const mediaTypes = Object.keys(content);
      if (mediaTypes.length === 0) {
        return {
          operation,
          violations: response.text
            ? [violation(`response ${key} documents no body, but one was sent`, { body: response.text })]
            : [],
        };
      }

      const actualType = response.contentType.split(";")[0].trim().toLowerCase();
      const jsonType = mediaTypes.find(isJsonType);
      if (!jsonType || !isJsonType(actualType)) {
        const matches = mediaTypes.some((t) => t.toLowerCase() === actualType || t === "*/*");
        return {
          operation,
          violations: matches
            ? []
            : [
                violation(
                  `content-type "${actualType}" is not documented (documented: ${mediaTypes.join(", ")})`,
                ),
              ],
        };
      }

      let body: unknown;
      try {
        body = JSON.parse(response.text);
      } catch {
        return { operation, violations: [violation("body is not valid JSON", { body: response.text })] };
      }
      if (!content[jsonType].schema) return { operation, violations: [] };
      const validate = validatorAt(`${responsePointer}/content/${escapePointer(jsonType)}/schema`);
      if (validate(body)) return { operation, violations: [] };
      const errors = (validate.errors ?? []).map(({ instancePath, message, params }) => ({
        instancePath,
        message,
        params,
      }));
      return {
        operation,
        violations: [violation(`body does not match the ${key} response schema`, { errors, body })],
      };
    },
  };

  return {
    operations: index.operations,
    check(method, url, response) {
      const result = statusAndBody.check(method, url, response);
      if (!response.headers || !result.operation) return result;
      const { operation } = result;
      const extra = headerProblems(operation, response.status, response.headers).map((problem) => ({
        operation: `${operation.method} ${operation.template} (${operation.operationId})`,
        url,
        status: response.status,
        problem,
      }));
      return { operation, violations: [...result.violations, ...extra] };
    },
  };
}

// --- the recording fetch ---

let sharedValidator: ContractValidator | undefined;
const recorded: ContractViolation[] = [];
let checkedCount = 0;

function contractValidator(): ContractValidator {
  sharedValidator ??= createContractValidator();
  return sharedValidator;
}

/** Violations recorded since the last call (and clears them). */
export function takeViolations(): ContractViolation[] {
  return recorded.splice(0, recorded.length);
}

/** How many answers have been checked so far (proves traffic went through the validator). */
export function checkedResponses(): number {
  return checkedCount;
}

/** A readable multi-line report of violations, for assertion messages. */
export function formatViolations(violations: ContractViolation[]): string {
  return violations
    .map((v) => {
      const errors = (v.errors ?? [])
        .slice(0, 10)
        .map((e) => `    ${e.instancePath || "(root)"} ${e.message} ${JSON.stringify(e.params)}`)
        .join("\n");
      return `${v.operation} → ${v.status}: ${v.problem}\n  url: ${v.url}${errors ? `\n${errors}` : ""}`;
    })
    .join("\n");
}

/**
 * A fetch that passes each request to `inner` and checks the answer against the contract, recording
 * any violation (see takeViolations). The answer itself is handed back unchanged.
 */
export function validatingFetch(
  inner: (request: Request) => Promise<Response>,
  validator: ContractValidator = contractValidator(),
  onViolation: (violation: ContractViolation) => void = (v) => recorded.push(v),
): (request: Request) => Promise<Response> {
  return async (request) => {
    const { method, url } = request;
    const response = await inner(request);
    const text = await response.clone().text();
    checkedCount += 1;
    const { violations } = validator.check(method, url, {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      text,
      headers: response.headers,
    });
    for (const v of violations) onViolation(v);
    return response;
  };
}
