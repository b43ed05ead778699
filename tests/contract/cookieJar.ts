// A small cookie jar for the contract scenarios: a fetch wrapper that stores what answers set with
// Set-Cookie and sends it back in the Cookie header, as a browser would for one site. One jar = one browser.
import { type ApiClient, createApiClient } from "../../src/api/client";
import { validatingFetch } from "./validator";

export type FetchLike = (request: Request) => Promise<Response>;

export interface CookieJar {
  /** The cookie's current value, or undefined. */
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  delete(name: string): void;
  /** The raw Set-Cookie headers of the last answer (empty when it set none). */
  lastSetCookies(): string[];
  /** The Cookie header the next request carries ("" when the jar is empty). */
  header(): string;
}

/** One Set-Cookie header → name, value and whether it removes the cookie (Max-Age<=0 or expired). */
export function parseSetCookie(header: string): { name: string; value: string; removes: boolean } {
  const [pair, ...attributes] = header.split(";").map((part) => part.trim());
  const eq = pair.indexOf("=");
  const name = eq < 0 ? pair : pair.slice(0, eq);
  const value = eq < 0 ? "" : pair.slice(eq + 1);
  let removes = false;
  for (const attribute of attributes) {
    const [key, raw = ""] = attribute.split("=");
    if (key.toLowerCase() === "max-age" && Number(raw) <= 0) removes = true;
    if (key.toLowerCase() === "expires" && Date.parse(raw) <= Date.now()) removes = true;
  }
  return { name, value, removes };
}

export function createCookieJar(): CookieJar & { store(response: Response): void } {
  const cookies = new Map<string, string>();
  let last: string[] = [];
  return {
    get: (name) => cookies.get(name),
    set: (name, value) => void cookies.set(name, value),
    delete: (name) => void cookies.delete(name),
    lastSetCookies: () => [...last],
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    store(response) {
      last = response.headers.getSetCookie();
      for (const header of last) {
        const { name, value, removes } = parseSetCookie(header);
        if (removes || value === "") cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/** `inner` with the jar's cookies sent on every request and every answer's Set-Cookie stored. */
export function cookieJarFetch(
  inner: FetchLike,
  jar: ReturnType<typeof createCookieJar> = createCookieJar(),
): FetchLike & { jar: CookieJar } {
  const wrapped = async (request: Request) => {
    const cookie = jar.header();
    let outgoing = request;
    if (cookie) {
      const headers = new Headers(request.headers);
      headers.set("cookie", cookie);
      outgoing = new Request(request, { headers });
    }
    const response = await inner(outgoing);
    jar.store(response);
    return response;
  };
  return Object.assign(wrapped, { jar: jar as CookieJar });
}

/** A shopper's browser: a typed client whose calls carry its own cookies and pass the contract validator. */
export interface Browser {
  client: ApiClient;
  jar: CookieJar;
}

/** A factory of independent browsers against `baseUrl` (each with an empty jar). */
export function browserFactory(baseUrl: string, inner: FetchLike): () => Browser {
  return () => {
    const fetchWithJar = cookieJarFetch(inner, createCookieJar());
    return {
      client: createApiClient({ baseUrl, fetch: validatingFetch(fetchWithJar) }),
      jar: fetchWithJar.jar,
    };
  };
}
