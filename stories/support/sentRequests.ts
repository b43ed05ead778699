// What a screen sent: the mocks answer without judging, so a story asserts the request its screen made
// (the filters in a listing call, the fields of a sign-up) rather than what a mock did with it.
import { type HttpHandler, http } from "msw";
import { API_BASE_PATTERN } from "../../mocks/handlers";

export interface SentRequests {
  /** Put first in `msw.use(...)`: it records each call, then lets the next handler answer it. */
  handler: HttpHandler;
  /** The URL of every call so far, oldest first. */
  urls: URL[];
  /** The JSON body of every call so far (undefined for a call without one). */
  bodies: unknown[];
  /** The headers of every call so far (e.g. the Idempotency-Key a place-order call carries). */
  headers: Headers[];
  /** The query of the call at `index` (negative: from the last) as name → value; {} when there is none. */
  query: (index: number) => Record<string, string>;
  /** Forgets the calls (in the story's beforeEach: one recorder serves every story of a file). */
  clear: () => void;
}

/** Records the calls to `path` under /api/v1 (MSW's syntax: "/contact/submit", "/product/category/:category"). */
export function sentRequests(
  method: "get" | "post" | "put" | "patch" | "delete",
  path: string,
): SentRequests {
  const urls: URL[] = [];
  const bodies: unknown[] = [];
  const headers: Headers[] = [];
  const handler = http[method](`${API_BASE_PATTERN}${path}`, async ({ request }) => {
    urls.push(new URL(request.url));
    headers.push(new Headers(request.headers));
    const text = await request.clone().text();
    bodies.push(text ? JSON.parse(text) : undefined);
    return undefined;
  });
  const clear = () => {
    urls.length = 0;
    bodies.length = 0;
    headers.length = 0;
  };
  const query = (index: number) => Object.fromEntries(urls.at(index)?.searchParams ?? []);
  return { handler, urls, bodies, headers, query, clear };
}
