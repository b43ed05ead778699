// The banners screen's read and writes (GET, POST, PUT, DELETE /admin/banners and PUT /admin/banners/order),
// one place at a time. Staff read every slide with its state now, so the list is never served from cache
// (staleTime 0); after a change it is read again (after a move, replaced by the server's answer).
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../api/ApiProvider";
import type { ApiQueryClient } from "../../../api/client";
import type { BannerPlace } from "../../../api/types";
import { retryUnlessRefused } from "../staffOrdersQuery";
import { readAgainAfterChange } from "../../../api/queryClient";

export function staffBannersOptions(hooks: ApiQueryClient, place: BannerPlace) {
  return hooks.queryOptions(
    "get",
    "/admin/banners",
    { params: { query: { place } } },
    { staleTime: 0, retry: retryUnlessRefused },
  );
}

export function useBannerChanges(place: BannerPlace) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = staffBannersOptions(hooks, place);
  const refresh = () => readAgainAfterChange(queryClient, { queryKey });
  return {
    create: hooks.useMutation("post", "/admin/banners", { onSuccess: refresh }),
    update: hooks.useMutation("put", "/admin/banners/{id}", { onSuccess: refresh }),
    remove: hooks.useMutation("delete", "/admin/banners/{id}", { onSuccess: refresh }),
    // A refused move (409: a slide was added or removed elsewhere) reads the list again.
    reorder: hooks.useMutation("put", "/admin/banners/order", {
      onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
      onError: refresh,
    }),
  };
}

export type BannerChanges = ReturnType<typeof useBannerChanges>;
