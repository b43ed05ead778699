// The headlines screen's read and writes (GET, POST, PUT, DELETE /headlines and PUT /headlines/order).
// Staff read every line with its state now, so the list is never served from cache (staleTime 0); after a
// change it is read again (or, after a move, replaced by the server's answer, the list in its new order).
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import type { ApiQueryClient } from "../../api/client";
import { retryUnlessRefused } from "./staffOrdersQuery";
import { readAgainAfterChange } from "../../api/queryClient";

export function headlinesOptions(hooks: ApiQueryClient) {
  return hooks.queryOptions("get", "/headlines", {}, { staleTime: 0, retry: retryUnlessRefused });
}

export function useHeadlineChanges() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = headlinesOptions(hooks);
  const refresh = () => readAgainAfterChange(queryClient, { queryKey });
  return {
    create: hooks.useMutation("post", "/headlines", { onSuccess: refresh }),
    update: hooks.useMutation("put", "/headlines/{id}", { onSuccess: refresh }),
    remove: hooks.useMutation("delete", "/headlines/{id}", { onSuccess: refresh }),
    // A refused move (409: a line was added or removed elsewhere) reads the list again, so the next move
    // starts from what is there.
    reorder: hooks.useMutation("put", "/headlines/order", {
      onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
      onError: refresh,
    }),
  };
}

export type HeadlineChanges = ReturnType<typeof useHeadlineChanges>;
