// The address book's server state: the list (GET /addresses) and its four changes, each refreshing the
// list and the session (the session's `user.address` is the default address, shown in the drawer).
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { isApiError } from "../../api/errors";
import { SESSION_QUERY_KEY } from "../../session/session";
import type { Address, AddressInput } from "./addressBook";

/** openapi-react-query's key for GET /addresses (no parameters); also a prefix for invalidation. */
export const ADDRESSES_QUERY_KEY = ["get", "/addresses"] as const;

type AddressList = { success: true; data: Address[] };

async function refresh(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  ]);
}

/** One retry for server and network trouble; none for an answer like 401 that will not change. */
export function retryAddresses(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && typeof error.status === "number" && error.status < 500) return false;
  return failureCount < 1;
}

/** The signed-in shopper's addresses; only asked for when `enabled` (a signed-in session). */
export function useAddresses(enabled: boolean) {
  const { hooks } = useApi();
  return hooks.useQuery("get", "/addresses", undefined, { enabled, retry: retryAddresses });
}

export function useCreateAddress() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["post", "/addresses"],
    mutationFn: async (body: AddressInput) => {
      const { data } = await client.POST("/addresses", { body });
      return data?.data;
    },
    onSuccess: () => refresh(queryClient),
  });
}

export function useUpdateAddress() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["put", "/addresses/{id}"],
    mutationFn: async ({ id, body }: { id: string; body: AddressInput }) => {
      const { data } = await client.PUT("/addresses/{id}", { params: { path: { id } }, body });
      return data?.data;
    },
    onSuccess: (updated) => {
      // In place at once (same _id, same position); the refetch then brings the server's order.
      if (updated) {
        queryClient.setQueryData<AddressList>(ADDRESSES_QUERY_KEY, (list) =>
          list
            ? {
                ...list,
                data: list.data.map((a) =>
                  a._id === updated._id ? updated : updated.isDefault ? { ...a, isDefault: false } : a,
                ),
              }
            : list,
        );
      }
      return refresh(queryClient);
    },
  });
}

export function useDeleteAddress() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["delete", "/addresses/{id}"],
    mutationFn: async (id: string) => {
      await client.DELETE("/addresses/{id}", { params: { path: { id } } });
    },
    onSuccess: () => refresh(queryClient),
  });
}

export function useSetDefaultAddress() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["post", "/addresses/{id}/default"],
    mutationFn: async (id: string) => {
      const { data } = await client.POST("/addresses/{id}/default", { params: { path: { id } } });
      return data;
    },
    onSuccess: (list) => {
      // The answer is the whole book, default first: no refetch needed for the list.
      if (list) queryClient.setQueryData(ADDRESSES_QUERY_KEY, list);
      return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
