// The staff complaints queue's reads (docs/decisions/complaints.md).
import type { ApiQueryClient } from "../../api/client";

export type ComplaintQueueState = "open" | "resolved";

export const staffComplaintsOptions = (hooks: ApiQueryClient, state: ComplaintQueueState) =>
  hooks.queryOptions("get", "/admin/complaints", { params: { query: { state } } });

export const staffComplaintOptions = (hooks: ApiQueryClient, number: string) =>
  hooks.queryOptions("get", "/admin/complaints/{number}", { params: { path: { number } } });

/** The queue's state from the URL: `?state=resolved`, else the open tickets. */
export const parseComplaintQueue = (params: URLSearchParams): ComplaintQueueState =>
  params.get("state") === "resolved" ? "resolved" : "open";
