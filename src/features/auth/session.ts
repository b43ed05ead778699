import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import type { ApiClient } from "../../api/client";
import type { components } from "../../api/schema";

export type User = components["schemas"]["User"];

/** The session's cache key (openapi-react-query's key for GET /auth/verify without parameters). */
export const SESSION_QUERY_KEY = ["get", "/auth/verify"] as const;

/**
 * The session check (storefront 4): GET /auth/verify. ANY failure (401, 404, network, bad body) means a
 * guest, so the query resolves to `null` rather than failing. Never cached (staleTime 0), never retried.
 */
export function sessionQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        const { data } = await client.GET("/auth/verify", { signal });
        return data?.user ?? null;
      } catch {
        return null;
      }
    },
    staleTime: 0,
    retry: false,
  });
}

export interface Session {
  /** The signed-in user, or null for a guest (also while the check is running). */
  user: User | null;
  /** True until the first check has answered. */
  isPending: boolean;
}

/** The shopper's session: `{ user, isPending }`; a failed check is a guest. */
export function useSession(): Session {
  const { client } = useApi();
  const query = useQuery(sessionQueryOptions(client));
  return { user: query.data ?? null, isPending: query.isPending };
}
