// The page speed screen's read (GET /admin/vitals): the server computes the week's percentiles when asked,
// so a minute's cache is plenty and a refusal is not asked again.
import type { ApiQueryClient } from "../../../api/client";
import { retryUnlessRefused } from "../staffOrdersQuery";

export function staffVitalsOptions(hooks: ApiQueryClient) {
  return hooks.queryOptions("get", "/admin/vitals", {}, { staleTime: 60_000, retry: retryUnlessRefused });
}
