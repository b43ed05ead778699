// The `route` and `method` labels of a request's metrics (docs/running.md#metrics): a label value per path
// would make a new series for every product, order and search, so a request is named by the contract's path
// template of its operation ("/api/v1/product/{productId}"), or by one of a few fixed buckets.
import { contractDocument } from "../../src/api/contract";
import { type OperationIndex, operationIndex } from "../../src/api/contract/operations";

/** The methods that keep their name; any other is "other". */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export const methodLabel = (method: string | undefined) => (method && METHODS.has(method) ? method : "other");

/** Fixed paths of the host root named as they are. */
const ROOT_PATHS = new Set(["/healthz", "/readyz", "/metrics", "/robots.txt", "/sitemap.xml"]);
/** A request for a file (its last segment has a dot), as server/app.ts tells them from pages. */
const LOOKS_LIKE_FILE = /\/[^/]+\.[a-z0-9]+$/i;

let contract: OperationIndex | undefined;

/** Labels already worked out, by method and path: the contract's patterns are tried once per path. */
const known = new Map<string, string>();
const MAX_KNOWN = 2_000;

function bucketOf(method: string, path: string): string {
  if (path === "/api/v1" || path.startsWith("/api/")) {
    contract ??= operationIndex(contractDocument);
    const operation = contract.find(method === "HEAD" ? "GET" : method, path)?.operation;
    return operation ? `${operation.base}${operation.template}` : "/api/v1 (no operation)";
  }
  if (ROOT_PATHS.has(path)) return path;
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/media/")) return "media";
  if (/^\/sitemap-\d+\.xml$/.test(path)) return "/sitemap.xml";
  if (LOOKS_LIKE_FILE.test(path)) return "file";
  return "page";
}

/** The route label of a request line's method and target (its path; the query is left out). */
export function routeLabel(method: string, url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  // A page or file gets its bucket without a lookup: only the API's paths are worth remembering.
  if (!path.startsWith("/api/")) return bucketOf(method, path);
  const key = `${method} ${path}`;
  let label = known.get(key);
  if (label === undefined) {
    label = bucketOf(method, path);
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(key, label);
  }
  return label;
}
