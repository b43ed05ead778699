import { HydrationBoundary } from "@tanstack/react-query";
import { StaffComplaintScreen, staffComplaintOptions } from "../../features/admin";
import { loadStaffPage } from "../staffPageLoader";
import type { Route } from "./+types/admin-complaint";

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Ticket ${params.number} | Rangrez staff` }, { name: "robots", content: "noindex" }];
}

/** /admin/complaints/:number, for staff with the orders permission: the ticket and its thread. */
export function loader({ context, params }: Route.LoaderArgs) {
  return loadStaffPage(context, "orders", (queryClient, hooks) =>
    queryClient.prefetchQuery(staffComplaintOptions(hooks, params.number)),
  );
}

export default function AdminComplaint({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <StaffComplaintScreen />
    </HydrationBoundary>
  );
}
