import createFetchClient, { type Client } from "openapi-fetch";
import createQueryClient, { type OpenapiQueryClient } from "openapi-react-query";
import { errorKindsMiddleware } from "./middleware";
import type { paths } from "./schema";

export type ApiClient = Client<paths>;
export type ApiQueryClient = OpenapiQueryClient<paths>;

export interface ApiClientOptions {
  /** Absolute or relative base; `/api/v1` in the browser, an absolute URL in Node. */
  baseUrl?: string;
  /** How requests leave: the server hands in its own app for SSR, tests hand in MSW-visible fetch. */
  fetch?: (request: Request) => Promise<Response>;
  headers?: HeadersInit;
  timeoutMs?: number;
}

export const API_BASE = "/api/v1";

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl ?? API_BASE,
    // Resolve fetch at call time, not at creation: MSW in Node patches globalThis.fetch later.
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    credentials: "include",
    headers: options.headers,
  });
  client.use(errorKindsMiddleware(options.timeoutMs));
  return client;
}

export function createApiHooks(client: ApiClient): ApiQueryClient {
  return createQueryClient(client);
}
