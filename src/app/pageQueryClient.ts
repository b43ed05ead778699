import type { QueryClient } from "@tanstack/react-query";
import { makeQueryClient } from "../api/queryClient";
import { holdRefetchesWhileHydrating } from "./hydrationRefetch";

let browserClient: QueryClient | undefined;

/**
 * The page's query cache: on the server one per request (the root renders once per request), in the
 * browser one for the whole visit, which code outside React reads too (a route's clientLoader serving a
 * prefetched page: docs/decisions/prefetching-next-pages.md).
 */
export function pageQueryClient(): QueryClient {
  if (typeof document === "undefined") return withRefetchesHeld(makeQueryClient());
  browserClient ??= withRefetchesHeld(makeQueryClient());
  return browserClient;
}

function withRefetchesHeld(client: QueryClient): QueryClient {
  holdRefetchesWhileHydrating(client);
  return client;
}
