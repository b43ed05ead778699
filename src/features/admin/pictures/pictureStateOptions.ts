// A picture's state (GET /admin/pictures/{id}), asked again while the shop makes its renditions
// (docs/decisions/picture-pipeline.md): the product form and the banner dialog wait on it alike.
import type { ApiQueryClient } from "../../../api/client";
import { retryUnlessRefused } from "../staffOrdersQuery";

/** How often a processing picture is asked about; the renditions of a large photo take a few seconds. */
const PICTURE_POLL_MS = 1000;

export function pictureStateOptions(hooks: ApiQueryClient, id: string) {
  return hooks.queryOptions(
    "get",
    "/admin/pictures/{id}",
    { params: { path: { id } } },
    {
      staleTime: 0,
      retry: retryUnlessRefused,
      refetchInterval: (query) => (query.state.data?.data.status === "processing" ? PICTURE_POLL_MS : false),
    },
  );
}
