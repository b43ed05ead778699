// The add/edit product screen's calls: GET /admin/products/{id} (never from cache: staff edit what is
// there now), POST /admin/products, PUT /admin/products/{id}, POST /admin/products/{id}/status
// (a picture's state: ../pictures/pictureStateOptions.ts). A write's answer is the product as saved, which replaces the read's data; the
// product table is read again after any write.
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../api/ApiProvider";
import type { ApiQueryClient } from "../../../api/client";
import { retryUnlessRefused } from "../staffOrdersQuery";
import { readAgainAfterChange } from "../../../api/queryClient";

export function staffProductOptions(hooks: ApiQueryClient, id: string) {
  return hooks.queryOptions(
    "get",
    "/admin/products/{id}",
    { params: { path: { id } } },
    { staleTime: 0, retry: retryUnlessRefused },
  );
}

export function useProductWrites() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const saved = (answer: { data: { _id: string } }) => {
    queryClient.setQueryData(staffProductOptions(hooks, answer.data._id).queryKey, answer as never);
    // The table's pages ("get", "/admin/products", …): the detail's key has another path, so it stays.
    return readAgainAfterChange(queryClient, { queryKey: ["get", "/admin/products"] });
  };
  return {
    create: hooks.useMutation("post", "/admin/products", { onSuccess: saved }),
    update: hooks.useMutation("put", "/admin/products/{id}", { onSuccess: saved }),
    status: hooks.useMutation("post", "/admin/products/{id}/status", { onSuccess: saved }),
  };
}
