// The shopper's complaints (docs/decisions/complaints.md): their list and one ticket with its thread.
import type { ApiQueryClient } from "../../api/client";

export const myComplaintsOptions = (hooks: ApiQueryClient) => hooks.queryOptions("get", "/complaints");

export const myComplaintOptions = (hooks: ApiQueryClient, number: string) =>
  hooks.queryOptions("get", "/complaints/{number}", { params: { path: { number } } });
