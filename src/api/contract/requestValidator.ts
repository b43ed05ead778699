// Every /api/v1 request checked against the contract's own schemas, compiled once with ajv from the bundled
// contract (openapi.json, written by `npm run gen:api`). The server's middleware and the mock handlers use
// this one module, so they refuse the same input with the same `{ status, message }` and hand the same
// normalised values on: strings trimmed (passwords excepted), query values coerced from text, defaults
// filled in, unknown body fields dropped. Runs in Node and in the browser (no file system here).
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import { contractFormats, UNTRIMMED_FORMATS } from "./formats";
import type { ValidatedRequest } from "./input";
import { messageFor, requestMessages } from "./messages";
import { type ContractOperation, escapePointer, type Json, operationIndex, resolveRef } from "./operations";

/** Largest JSON body accepted (413 above it). Upload routes get their own limit (server/app.ts). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

const DOC_ID = "openapi";
const JSON_TYPE = "application/json";
const FORM_TYPE = "multipart/form-data";
/** A plain HTML form's body. Refused (415) by every operation but one that lists it: the one-click
 * unsubscribe a mail app posts (RFC 8058, docs/decisions/personal-data.md#marketing-mail), whose body is
 * this and nothing else. Read as its fields, each a string, and checked like a JSON body's. */
const URLENCODED_TYPE = "application/x-www-form-urlencoded";
/** What ajv is shown in place of an uploaded file (it checks the text fields; the file is checked here). */
const FILE_STAND_IN = "file";
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Subschemas that only test the data: removing fields there would change what the caller sent. */
const CONDITION_KEYS = new Set(["if", "then", "else", "not"]);

export interface ApiRequest {
  method: string;
  /** Absolute URL, or path and query ("/api/v1/product/search?q=tee"). */
  url: string;
  contentType: string | null;
  /** The body as text; null or "" when there is none (a multipart form's comes as `form`). */
  body: string | null;
  /** A multipart/form-data body, parsed; null when it is not a well-formed form. Absent for other bodies. */
  form?: FormData | null;
  /** A request header by name (any case), or null when absent. Needed by operations with header
   * parameters (Idempotency-Key, the gateway's Authorization); without it they count as absent. */
  header?: (name: string) => string | null;
}

export type Refusal = { ok: false; status: 400 | 404 | 413 | 415; message: string };
/** `session`: the operation reads the session cookie (its security lists a cookie scheme: cookieAuth or
 * plainHttpCookieAuth, the one cookie under the name each kind of shop gives it), so its answer is the
 * caller's own. */
export type RequestCheck = ({ ok: true; session: boolean } & ValidatedRequest) | Refusal;

export interface RequestValidator {
  check(request: ApiRequest): RequestCheck;
  /** Compiles every operation now (the server, at start-up); otherwise each is compiled on first use. */
  compileAll(): void;
  /** Whether the request's body is read here: not for an operation marked `x-body-read-by-route` (its
   * route reads and bounds the body itself once the caller is known), nor for an unknown path. */
  readsBody(method: string, url: string): boolean;
  /**
   * Values outside a request (a command line's arguments) checked against schemas of the contract, given
   * by JSON pointer per field: the first problem's message, or the values normalised as a request's are.
   */
  checkValues(schemas: Record<string, string>, values: Record<string, unknown>): ValueCheck;
}

export type ValueCheck = { ok: true; values: Json } | { ok: false; message: string };

type ValueKind = "integer" | "number" | "boolean" | "string" | "array";

interface QueryParam {
  name: string;
  kind: ValueKind;
  itemKind: ValueKind;
  /** Repeated (`size=M&size=L`) rather than comma-separated. */
  explode: boolean;
}

interface CompiledOperation {
  operation: ContractOperation;
  path: ValidateFunction;
  query: ValidateFunction;
  header: ValidateFunction;
  /** Header parameters' names as the contract spells them ("Idempotency-Key"). */
  headerNames: string[];
  queryParams: QueryParam[];
  /** [parameter, the parameter it may not exceed] (`x-at-most`). */
  atMost: Array<[string, string]>;
  /** Media types of the request body, when the operation has one. */
  bodyTypes: string[] | null;
  bodyRequired: boolean;
  json: ValidateFunction | null;
  /** The check of an `application/x-www-form-urlencoded` body's fields, when the operation takes one. */
  urlencoded: ValidateFunction | null;
  /** The multipart form's check, when its schema is a flat form (see formCheckOf). */
  form: FormCheck | null;
  session: boolean;
  /** `x-body-read-by-route`: only the body's media type is checked here. */
  bodyReadByRoute: boolean;
}

interface FormCheck {
  /** The text fields, with each file shown as FILE_STAND_IN. */
  validate: ValidateFunction;
  /** The file fields (`format: binary`) and their largest size in bytes (`maxLength`), if any. */
  files: Map<string, number | undefined>;
}

/**
 * A copy of the contract prepared for input: every string schema (but passwords and files) trims its
 * value first (`x-trim`, below), and every object schema drops fields it does not list (ajv's
 * removeAdditional acts on `additionalProperties: false`).
 */
function prepareForInput(node: unknown, key = ""): unknown {
  if (Array.isArray(node)) return node.map((item) => prepareForInput(item));
  if (!node || typeof node !== "object") return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    out[k] = k === "example" || k === "examples" ? v : prepareForInput(v, k);
  }
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes("string") && !UNTRIMMED_FORMATS.has(String(out.format))) out["x-trim"] = true;
  const isSchema = key !== "properties" && key !== "patternProperties";
  if (isSchema && out.properties && out.additionalProperties === undefined && !CONDITION_KEYS.has(key)) {
    out.additionalProperties = false;
  }
  return out;
}

function createAjv(document: Json): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    verbose: true,
    useDefaults: true,
    removeAdditional: true,
    validateSchema: false,
  });
  for (const [name, format] of Object.entries(contractFormats)) ajv.addFormat(name, format);
  // Runs first of all keywords, so `enum`, `pattern` and lengths see the trimmed value.
  ajv.addKeyword({
    keyword: "x-trim",
    schemaType: "boolean",
    modifying: true,
    before: ajv.RULES.rules[0].rules[0].keyword,
    validate(_trim: boolean, data: unknown, _schema: unknown, context) {
      if (typeof data === "string" && context?.parentData) {
        (context.parentData as Json)[context.parentDataProperty] = data.trim();
      }
      return true;
    },
  });
  ajv.addSchema({ ...(prepareForInput(document) as Json), $id: DOC_ID });
  return ajv;
}

function kindOf(document: Json, schema: Json | undefined): ValueKind {
  const type = schema ? resolveRef(document, schema).value.type : undefined;
  return type === "integer" || type === "number" || type === "boolean" || type === "array" ? type : "string";
}

/** A query value as its schema's type when it reads as one; else left as text for ajv to refuse. */
function coerce(raw: string, kind: ValueKind): unknown {
  const value = raw.trim();
  if (kind === "integer" && /^-?\d+$/.test(value)) return Number(value);
  if (kind === "number" && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (kind === "boolean" && (value === "true" || value === "false")) return value === "true";
  return value;
}

function compileOperation(ajv: Ajv2020, document: Json, operation: ContractOperation): CompiledOperation {
  const objectOf = (location: "path" | "query" | "header") => {
    const properties: Json = {};
    const required: string[] = [];
    for (const { parameter, pointer } of operation.parameters) {
      if (parameter.in !== location) continue;
      const name = String(parameter.name);
      const schema = resolveRef(document, (parameter.schema ?? {}) as Json).value;
      properties[name] = {
        $ref: `${DOC_ID}#${pointer}/schema`,
        ...(schema.default !== undefined ? { default: schema.default } : {}),
      };
      if (parameter.required) required.push(name);
    }
    return ajv.compile({ type: "object", properties, required });
  };
  const queryParams: QueryParam[] = [];
  const atMost: Array<[string, string]> = [];
  for (const { parameter } of operation.parameters) {
    if (parameter.in !== "query") continue;
    const schema = resolveRef(document, (parameter.schema ?? {}) as Json).value;
    queryParams.push({
      name: String(parameter.name),
      kind: kindOf(document, schema),
      itemKind: kindOf(document, schema.items as Json | undefined),
      explode: parameter.explode !== false,
    });
    if (typeof parameter["x-at-most"] === "string") {
      atMost.push([String(parameter.name), parameter["x-at-most"]]);
    }
  }

  const requestBody = operation.operation.requestBody
    ? resolveRef(document, operation.operation.requestBody as Json)
    : undefined;
  const content = (requestBody?.value.content ?? null) as Record<string, Json> | null;
  const bodyPointer = requestBody?.pointer ?? `${operation.pointer}/requestBody`;
  const security = (operation.operation.security ?? document.security ?? []) as Json[];
  const schemes = ((document.components as Json | undefined)?.securitySchemes ?? {}) as Record<string, Json>;
  const isCookie = (name: string) => schemes[name]?.in === "cookie";
  const bodyReadByRoute = operation.operation["x-body-read-by-route"] === true;
  return {
    operation,
    session: security.some((requirement) => Object.keys(requirement).some(isCookie)),
    path: objectOf("path"),
    query: objectOf("query"),
    header: objectOf("header"),
    headerNames: operation.parameters
      .filter(({ parameter }) => parameter.in === "header")
      .map(({ parameter }) => String(parameter.name)),
    queryParams,
    atMost,
    bodyTypes: content ? Object.keys(content) : null,
    bodyRequired: requestBody?.value.required === true,
    json: content?.[JSON_TYPE]?.schema
      ? ajv.compile({ $ref: `${DOC_ID}#${bodyPointer}/content/${escapePointer(JSON_TYPE)}/schema` })
      : null,
    urlencoded: content?.[URLENCODED_TYPE]?.schema
      ? ajv.compile({ $ref: `${DOC_ID}#${bodyPointer}/content/${escapePointer(URLENCODED_TYPE)}/schema` })
      : null,
    form: content && !bodyReadByRoute ? formCheckOf(ajv, document, content, bodyPointer) : null,
    bodyReadByRoute,
  };
}

/**
 * The check of a multipart body whose fields are all plain strings or files (`format: binary`), as a form
 * sends them. A form of bracket-named fields whose schema nests objects and lists (ProductCreateForm)
 * cannot be read field by field from FormData: it gets none, and its body is handed on unread.
 */
function formCheckOf(ajv: Ajv2020, document: Json, content: Record<string, Json>, pointer: string) {
  const schema = content[FORM_TYPE]?.schema as Json | undefined;
  if (!schema) return null;
  const properties = (resolveRef(document, schema).value.properties ?? {}) as Record<string, Json>;
  const files = new Map<string, number | undefined>();
  for (const [name, property] of Object.entries(properties)) {
    const field = resolveRef(document, property).value;
    if (field.type !== "string") return null;
    if (field.format === "binary") files.set(name, field.maxLength as number | undefined);
  }
  return {
    validate: ajv.compile({ $ref: `${DOC_ID}#${pointer}/content/${escapePointer(FORM_TYPE)}/schema` }),
    files,
  };
}

const refuse = (status: Refusal["status"], message: string): Refusal => ({ ok: false, status, message });

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** A parsed form's fields checked against the operation's form schema; each file handed on as a File. */
function checkForm(check: FormCheck, form: FormData | null | undefined): Refusal | { body: unknown } {
  if (!form) return refuse(400, requestMessages.notForm);
  const values: Json = {};
  const files: Json = {};
  for (const name of new Set(form.keys())) {
    const value = form.get(name);
    if (!check.files.has(name)) {
      values[name] = value;
      continue;
    }
    if (typeof value === "string") return refuse(400, `${name} must be a file`);
    const limit = check.files.get(name);
    if (value && limit !== undefined && value.size > limit) {
      return refuse(413, `${name} must be at most ${megabytes(limit)}`);
    }
    values[name] = FILE_STAND_IN;
    files[name] = value;
  }
  if (!check.validate(values)) return refuse(400, messageFor(check.validate.errors ?? []));
  return { body: { ...values, ...files } };
}

function mediaType(contentType: string | null): string | null {
  const type = contentType?.split(";")[0].trim().toLowerCase();
  return type || null;
}

function readQuery(compiled: CompiledOperation, search: URLSearchParams): Json {
  const query: Json = {};
  for (const { name, kind, itemKind, explode } of compiled.queryParams) {
    const values = search.getAll(name);
    if (values.length === 0) continue;
    if (kind === "array") {
      const items = explode ? values : values.flatMap((v) => v.split(","));
      query[name] = items.map((item) => coerce(item, itemKind));
    } else {
      query[name] = coerce(values[0], kind);
    }
  }
  return query;
}

function checkBody(compiled: CompiledOperation, request: ApiRequest): Refusal | { body: unknown } {
  const type = mediaType(request.contentType);
  if (!compiled.bodyTypes) {
    // Nothing to read, but a form or text/plain post (what another site can send) is still refused.
    if (STATE_CHANGING.has(request.method.toUpperCase()) && type && type !== JSON_TYPE) {
      return refuse(415, requestMessages.contentType([JSON_TYPE]));
    }
    return { body: undefined };
  }
  const text = request.body ?? "";
  if (!text && request.form === undefined && !compiled.bodyRequired) return { body: undefined };
  if (!type || !compiled.bodyTypes.includes(type)) {
    return refuse(415, requestMessages.contentType(compiled.bodyTypes));
  }
  if (compiled.bodyReadByRoute) return { body: undefined };
  if (type === FORM_TYPE && compiled.form) return checkForm(compiled.form, request.form);
  if (type === URLENCODED_TYPE && compiled.urlencoded) {
    // A repeated field keeps its first value (a form's fields are strings; the schema says which).
    const fields: Json = {};
    for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value;
    if (!compiled.urlencoded(fields)) return refuse(400, messageFor(compiled.urlencoded.errors ?? []));
    return { body: fields };
  }
  if (type !== JSON_TYPE || !compiled.json) return { body: undefined };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, requestMessages.notJson);
  }
  if (!compiled.json(body)) return refuse(400, messageFor(compiled.json.errors ?? []));
  return { body };
}

export function createRequestValidator(document: Json): RequestValidator {
  const index = operationIndex(document);
  const ajv = createAjv(document);
  const compiled = new Map<ContractOperation, CompiledOperation>();
  const compiledFor = (operation: ContractOperation): CompiledOperation => {
    let found = compiled.get(operation);
    if (!found) {
      found = compileOperation(ajv, document, operation);
      compiled.set(operation, found);
    }
    return found;
  };

  return {
    compileAll() {
      for (const operation of index.operations) compiledFor(operation);
    },
    readsBody(method, url) {
      const match = index.find(method, new URL(url, "http://api.invalid").pathname);
      return match ? !compiledFor(match.operation).bodyReadByRoute : true;
    },
    checkValues(schemas, values) {
      const properties = Object.fromEntries(
        Object.entries(schemas).map(([field, pointer]) => [field, { $ref: `${DOC_ID}#${pointer}` }]),
      );
      const validate = ajv.compile({ type: "object", properties, required: Object.keys(schemas) });
      const copy: Json = { ...values };
      return validate(copy)
        ? { ok: true, values: copy }
        : { ok: false, message: messageFor(validate.errors ?? []) };
    },
    check(request) {
      const url = new URL(request.url, "http://api.invalid");
      const match = index.find(request.method, url.pathname);
      if (!match) return refuse(404, requestMessages.notFound);
      const operation = compiledFor(match.operation);
      if (request.body && new TextEncoder().encode(request.body).length > MAX_JSON_BODY_BYTES) {
        return refuse(413, requestMessages.tooLarge);
      }
      const path: Json = { ...match.pathParams };
      if (!operation.path(path)) return refuse(400, messageFor(operation.path.errors ?? []));
      const query = readQuery(operation, url.searchParams);
      if (!operation.query(query)) return refuse(400, messageFor(operation.query.errors ?? []));
      for (const [name, other] of operation.atMost) {
        const [value, limit] = [query[name], query[other]];
        if (typeof value === "number" && typeof limit === "number" && value > limit) {
          return refuse(400, `${name} must be at most ${other}`);
        }
      }
      const header: Json = {};
      for (const name of operation.headerNames) {
        const value = request.header?.(name);
        if (value !== null && value !== undefined) header[name] = value;
      }
      if (!operation.header(header)) return refuse(400, messageFor(operation.header.errors ?? []));
      const body = checkBody(operation, request);
      if ("ok" in body) return body;
      return {
        ok: true,
        operationId: match.operation.operationId,
        session: operation.session,
        input: { path, query, header, body: body.body },
      };
    },
  };
}

/** Methods whose requests have no body (the fetch standard refuses one). */
const BODILESS = new Set(["GET", "HEAD"]);

/** `check` for a fetch Request (the mock handlers' and the server's own): reads a copy of its body, a
 * multipart form as a form (its size bounded before: server/app.ts). A GET's `body` is not even looked at:
 * on the server that alone builds the whole fetch Request @hono/node-server otherwise never makes. */
export async function checkFetchRequest(
  validator: RequestValidator,
  request: Request,
): Promise<RequestCheck> {
  const contentType = request.headers.get("content-type");
  if (BODILESS.has(request.method) || !validator.readsBody(request.method, request.url)) {
    return validator.check({
      method: request.method,
      url: request.url,
      contentType,
      body: null,
      form: undefined,
      header: (name) => request.headers.get(name),
    });
  }
  const isForm = mediaType(contentType) === FORM_TYPE && request.body !== null;
  const form = isForm
    ? await request
        .clone()
        .formData()
        .catch(() => null)
    : undefined;
  const body = request.body && !isForm ? await request.clone().text() : null;
  return validator.check({
    method: request.method,
    url: request.url,
    contentType,
    body,
    form,
    header: (name) => request.headers.get(name),
  });
}
