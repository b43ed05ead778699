// The contract's operations, found by method + path: one index for the request validator (server and mock
// handlers) and the tests' response validator.

export type Json = Record<string, unknown>;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch"] as const;

export interface ContractOperation {
  /** Upper case: "GET". */
  method: string;
  /** The contract's path template: "/addresses/{id}". */
  template: string;
  operationId: string;
  /** JSON pointer of the operation object: "/paths/~1addresses~1{id}/put". */
  pointer: string;
  /** The operation object itself. */
  operation: Json;
  /** Parameters of the path item and of the operation (operation ones win), in the contract's order. */
  parameters: Array<{ parameter: Json; pointer: string }>;
  /** Base path the operation is served under (its own `servers`, else the document's): "/api/v1". */
  base: string;
  pattern: RegExp;
  /** Names of the template's `{params}`, in order. */
  pathParams: string[];
  /** Literal segments: the more, the more specific (`/product/search` beats `/product/{productId}`). */
  literals: number;
}

export interface OperationMatch {
  operation: ContractOperation;
  /** Path parameters, percent-decoded (left as sent when they do not decode). */
  pathParams: Record<string, string>;
}

export interface OperationIndex {
  document: Json;
  /** Most specific first. */
  operations: ContractOperation[];
  find(method: string, pathname: string): OperationMatch | undefined;
}

export const escapePointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");
const unescapePointer = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

/** The node at a local JSON pointer ("/components/schemas/X"). */
export function atPointer(document: Json, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .map(unescapePointer)
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
}

/** Follows local `$ref`s; answers the target and the pointer of the last one followed. */
export function resolveRef(document: Json, value: Json): { value: Json; pointer?: string } {
  let current = value;
  let pointer: string | undefined;
  for (let hops = 0; typeof current.$ref === "string" && hops < 10; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith("#/")) throw new Error(`Only local $refs are supported, got ${ref}`);
    pointer = ref.slice(1);
    current = atPointer(document, pointer) as Json;
  }
  return { value: current, pointer };
}

function serverBase(servers: unknown): string | undefined {
  if (!Array.isArray(servers) || servers.length === 0) return undefined;
  const url = String((servers[0] as Json).url ?? "");
  const path = url.startsWith("http") ? new URL(url).pathname : url;
  return path.replace(/\/+$/, "");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function templatePattern(base: string, template: string): RegExp {
  const source = template
    .split("/")
    .map((segment) => (/^\{[^}]+\}$/.test(segment) ? "([^/]+)" : escapeRegExp(segment)))
    .join("/");
  return new RegExp(`^${escapeRegExp(base)}${source}/?$`);
}

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function parametersOf(document: Json, template: string, item: Json, operation: Json, method: string) {
  const itemPointer = `/paths/${escapePointer(template)}`;
  const byKey = new Map<string, { parameter: Json; pointer: string }>();
  const add = (list: unknown, pointer: string) => {
    (Array.isArray(list) ? list : []).forEach((raw: Json, i) => {
      const { value, pointer: target } = resolveRef(document, raw);
      byKey.set(`${value.in}:${value.name}`, { parameter: value, pointer: target ?? `${pointer}/${i}` });
    });
  };
  add(item.parameters, `${itemPointer}/parameters`);
  add(operation.parameters, `${itemPointer}/${method}/parameters`);
  return [...byKey.values()];
}

export function operationIndex(document: Json): OperationIndex {
  const docBase = serverBase(document.servers) ?? "";
  const operations: ContractOperation[] = [];
  for (const [template, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const base = serverBase(operation.servers) ?? serverBase(item.servers) ?? docBase;
      operations.push({
        method: method.toUpperCase(),
        template,
        operationId: String(operation.operationId ?? `${method} ${template}`),
        pointer: `/paths/${escapePointer(template)}/${method}`,
        operation,
        parameters: parametersOf(document, template, item, operation, method),
        base,
        pattern: templatePattern(base, template),
        pathParams: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
        literals: template.split("/").filter((s) => s && !s.startsWith("{")).length,
      });
    }
  }
  operations.sort((a, b) => b.literals - a.literals);

  return {
    document,
    operations,
    find(method, pathname) {
      const upper = method.toUpperCase();
      for (const operation of operations) {
        if (operation.method !== upper) continue;
        const match = operation.pattern.exec(pathname);
        if (!match) continue;
        const pathParams = Object.fromEntries(
          operation.pathParams.map((name, i) => [name, decodeSegment(match[i + 1])]),
        );
        return { operation, pathParams };
      }
      return undefined;
    },
  };
}
