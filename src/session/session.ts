import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../api/ApiProvider";
import type { ApiClient } from "../api/client";
import type { components } from "../api/schema";

export type User = components["schemas"]["User"];

/** The session's cache key (openapi-react-query's key for GET /auth/verify without parameters). */
export const SESSION_QUERY_KEY = ["get", "/auth/verify"] as const;

/** GET /auth/verify: the signed-in user, or null for a guest and for any failure. */
export async function fetchSessionUser(client: ApiClient, signal?: AbortSignal): Promise<User | null> {
  try {
    const { data } = await client.GET("/auth/verify", { signal });
    return data?.user ?? null;
  } catch {
    return null;
  }
}

/**
 * The session check (storefront 4): GET /auth/verify answers `user: null` for a guest; any failure (network,
 * bad body, a 5xx) also means a guest, so the query resolves to `null` rather than failing. Never cached (staleTime 0), never retried.
 * The main layout's loader prefetches it on the server (with the shopper's cookie) so the first HTML
 * already knows who is signed in.
 */
export function sessionQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSessionUser(client, signal),
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

/**
 * Sign Out (storefront 4, 8): POST /auth/logout; on success the session becomes a guest and every cached
 * call is dropped (nothing of the previous shopper's cart, orders or addresses survives), then
 * `onSignedOut` runs. A failure is only logged ("Logout failed:").
 */
export function useSignOut(onSignedOut?: () => void) {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["post", "/auth/logout"],
    mutationFn: async () => {
      await client.POST("/auth/logout");
    },
    onSuccess: () => {
      // Tell every mounted reader of the session first (they re-render as a guest), then drop the cache.
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.clear();
      // …and the fresh cache starts as a guest, without waiting for another check.
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      onSignedOut?.();
    },
    onError: (error) => console.error("Logout failed:", error),
  });
}
