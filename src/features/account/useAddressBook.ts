// The address book's server state, all through openapi-react-query: the list (GET /addresses) and its four
// changes. Each change refreshes what it touches by the operations' own keys: the list, and the session
// (its `user.address` is the default address, shown in the drawer).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import type { ApiQueryClient } from "../../api/client";
import { isApiError } from "../../api/errors";
import { useRefreshSession } from "../../session/session";
import type { Address } from "./addressBook";
import { readAgainAfterChange } from "../../api/queryClient";

type AddressList = { success: true; data: Address[] };

/** One retry for server and network trouble; none for an answer like 401 that will not change. */
export function retryAddresses(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && typeof error.status === "number" && error.status < 500) return false;
  return failureCount < 1;
}

/** GET /addresses: the route's loader prefetches it, the screen reads it. */
export function addressesOptions(hooks: ApiQueryClient) {
  return hooks.queryOptions("get", "/addresses", undefined, { retry: retryAddresses });
}

/** The signed-in shopper's addresses; only asked for when `enabled` (a signed-in session). */
export function useAddresses(enabled: boolean) {
  const { hooks } = useApi();
  return useQuery({ ...addressesOptions(hooks), enabled });
}

/** Replaces the cached list (no-op when there is none yet). */
function useUpdateCachedList() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  return (change: (list: AddressList) => AddressList) =>
    queryClient.setQueryData<AddressList>(addressesOptions(hooks).queryKey, (list) =>
      list ? change(list) : list,
    );
}

/** After a change: the list and the session are asked for again. */
function useRefreshAfterChange() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return () =>
    Promise.all([
      readAgainAfterChange(queryClient, { queryKey: addressesOptions(hooks).queryKey }),
      refreshSession(),
    ]);
}

/** POST /addresses. */
export function useCreateAddress() {
  const { hooks } = useApi();
  const refresh = useRefreshAfterChange();
  return hooks.useMutation("post", "/addresses", { onSuccess: refresh });
}

/** PUT /addresses/{id}: the card changes in place at once (same _id, same position), then the refetch. */
export function useUpdateAddress() {
  const { hooks } = useApi();
  const updateList = useUpdateCachedList();
  const refresh = useRefreshAfterChange();
  return hooks.useMutation("put", "/addresses/{id}", {
    onSuccess: ({ data: updated }) => {
      updateList((list) => ({
        ...list,
        data: list.data.map((a) =>
          a._id === updated._id ? updated : updated.isDefault ? { ...a, isDefault: false } : a,
        ),
      }));
      return refresh();
    },
  });
}

/** DELETE /addresses/{id}. */
export function useDeleteAddress() {
  const { hooks } = useApi();
  const refresh = useRefreshAfterChange();
  return hooks.useMutation("delete", "/addresses/{id}", { onSuccess: refresh });
}

/** POST /addresses/{id}/default: the answer is the whole book, default first, so the list needs no refetch. */
export function useSetDefaultAddress() {
  const { hooks } = useApi();
  const updateList = useUpdateCachedList();
  const refreshSession = useRefreshSession();
  return hooks.useMutation("post", "/addresses/{id}/default", {
    onSuccess: (answer) => {
      updateList(() => answer);
      return refreshSession();
    },
  });
}

/** The address id a change is for. */
export const addressPath = (id: string) => ({ params: { path: { id } } });
