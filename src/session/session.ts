import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../api/ApiProvider";
import type { ApiQueryClient } from "../api/client";
import type { components, paths } from "../api/schema";
import { readAgainAfterChange } from "../api/queryClient";

export type User = components["schemas"]["User"];
/** GET /auth/verify's answer: `user` is null for a guest. */
export type SessionAnswer = paths["/auth/verify"]["get"]["responses"][200]["content"]["application/json"];

const GUEST: SessionAnswer = { success: true, user: null };

/** What the shop calls the shopper: their full name, else (an older account without one) the username. */
export const displayName = (user: Pick<User, "name" | "username">): string => user.name || user.username;

/**
 * The session check, with openapi-react-query's key for GET /auth/verify. A guest is answered
 * `user: null`; any failure (network, bad body, a 5xx) also means a guest
 * (docs/product.md#when-a-call-fails), so the query resolves to a guest rather than failing: a guest is
 * dehydrated like a shopper, and the first HTML never shows a loading state. Never cached (staleTime 0),
 * never retried. Readers get the user (`select`); the cache holds the answer. The main layout's loader
 * prefetches it on the server with the shopper's cookie.
 */
export function sessionQueryOptions(hooks: ApiQueryClient) {
  const options = hooks.queryOptions("get", "/auth/verify", undefined, {
    staleTime: 0,
    retry: false,
    select: (answer: SessionAnswer) => answer.user,
  });
  return {
    ...options,
    queryFn: async (context: Parameters<typeof options.queryFn>[0]): Promise<SessionAnswer> => {
      try {
        return await options.queryFn(context);
      } catch {
        return GUEST;
      }
    },
  };
}

/** The signed-in user for the loaders (a guest, or any failure, is null). */
export async function fetchSessionUser(
  hooks: ApiQueryClient,
  queryClient: QueryClient,
): Promise<User | null> {
  return (await fetchSession(hooks, queryClient)).user;
}

/** The session check's whole answer for the loaders: the user, and whether a guest holds a bag. */
export function fetchSession(hooks: ApiQueryClient, queryClient: QueryClient): Promise<SessionAnswer> {
  return queryClient.fetchQuery(sessionQueryOptions(hooks));
}

/** Whether the shopper has a bag to ask for: signed in, or a guest whose session check says they hold one. */
export const hasBag = (answer: SessionAnswer): boolean => answer.user !== null || answer.guestBag === true;

export interface Session {
  /** The signed-in user, or null for a guest (also while the check is running). */
  user: User | null;
  /** True until the first check has answered. */
  isPending: boolean;
}

/** The shopper's session: `{ user, isPending }`; a failed check is a guest. */
export function useSession(): Session {
  const { hooks } = useApi();
  const query = useQuery(sessionQueryOptions(hooks));
  return { user: query.data ?? null, isPending: query.isPending };
}

/** Whether the shopper has a bag on the server to ask for (see hasBag); false while the check runs. */
export function useHasBag(): boolean {
  const { hooks } = useApi();
  const query = useQuery({ ...sessionQueryOptions(hooks), select: hasBag });
  return query.data ?? false;
}

/**
 * Puts the user the server just answered (login, sign-up, social login) into the session, so every
 * reader re-renders signed in without another check.
 */
export function useSetSessionUser(): (user: User | null) => void {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return (user) =>
    queryClient.setQueryData<SessionAnswer>(sessionQueryOptions(hooks).queryKey, { success: true, user });
}

/** Asks for the session again (after a change the session's `user` shows, such as the default address). */
export function useRefreshSession(): () => Promise<void> {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return () => readAgainAfterChange(queryClient, { queryKey: sessionQueryOptions(hooks).queryKey });
}

/**
 * Sign Out: POST /auth/logout; on success the session becomes a guest and every cached call is dropped
 * (nothing of the previous shopper's cart, orders or addresses survives), with the pages the service worker
 * kept for offline and the bag's remembered count (docs/decisions/offline-shop.md#what-is-kept), then
 * `onSignedOut` runs. A
 * failure is only logged ("Logout failed:"; docs/product.md#when-a-call-fails).
 */
export function useSignOut(onSignedOut?: () => void) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const setSessionUser = useSetSessionUser();
  return hooks.useMutation("post", "/auth/logout", {
    onSuccess: () => {
      // Tell every mounted reader of the session first (they re-render as a guest), then drop the cache…
      setSessionUser(null);
      queryClient.clear();
      void import("../lib/forgetKeptPages").then((kept) => kept.forgetKeptPages());
      // …and the fresh cache starts as a guest, without waiting for another check.
      setSessionUser(null);
      onSignedOut?.();
    },
    onError: (error) => console.error("Logout failed:", error),
  });
}
