import { HydrationBoundary } from "@tanstack/react-query";
import { parseComplaintQueue, StaffComplaintsScreen, staffComplaintsOptions } from "../../features/admin";
import { loadStaffPage, revalidateUnlessOnlySearchChanged } from "../staffPageLoader";
import type { Route } from "./+types/admin-complaints";

export function meta() {
  return [{ title: "Complaints | Rangrez staff" }, { name: "robots", content: "noindex" }];
}

/** /admin/complaints, for staff with the orders permission: the queue in the first HTML. */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaffPage(context, "orders", (queryClient, hooks) =>
    queryClient.prefetchQuery(
      staffComplaintsOptions(hooks, parseComplaintQueue(new URL(request.url).searchParams)),
    ),
  );
}

export const shouldRevalidate = revalidateUnlessOnlySearchChanged;

export default function AdminComplaints({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <StaffComplaintsScreen />
    </HydrationBoundary>
  );
}
